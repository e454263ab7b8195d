/** @jest-environment node */
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { DATA_DIR } from "../../testing/paths"
import { ARABIC_FONT_WEIGHTS } from "../../src/lib/arabic-font"
import { subsetFile, textCharacters, writeArabicSubsets } from "./arabic-subset"

jest.setTimeout(60_000)

const SOURCE_BYTES = { 400: 42_892, 700: 44_252 }

test("the text is every character of data/, the Arabic letters among them", () => {
  const text = textCharacters(DATA_DIR)
  for (const letter of "ابتثجحخدذرزسشصضطظعغفقكلمنهوي") expect(text).toContain(letter)
  expect(new Set(text).size).toBe(text.length)
})

test("each weight is cut to the site's characters, and a change of text changes the subset", async () => {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), "arabic-font-"))
  const data = fs.mkdtempSync(path.join(os.tmpdir(), "arabic-data-"))
  try {
    const sizes = await writeArabicSubsets(DATA_DIR, out)
    for (const weight of ARABIC_FONT_WEIGHTS) {
      const file = fs.readFileSync(path.join(out, subsetFile(weight)))
      expect(file.subarray(0, 4).toString("latin1")).toBe("wOF2")
      expect(sizes[weight]).toBe(file.length)
      expect(file.length).toBeLessThan(SOURCE_BYTES[weight] * 0.75)
    }
    fs.writeFileSync(path.join(data, "site.json"), JSON.stringify({ ar: { heading: "فحص" } }))
    const few = await writeArabicSubsets(data, out)
    expect(few[400]).toBeLessThan(sizes[400])
  } finally {
    fs.rmSync(out, { recursive: true, force: true })
    fs.rmSync(data, { recursive: true, force: true })
  }
})
