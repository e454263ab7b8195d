/** @jest-environment node */
import crypto from "node:crypto"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import zlib from "node:zlib"
import { bytesThroughFirstSection, compressedBytesFor, FIRST_WINDOW, pagesPastFirstWindow } from "./first-window"

const brotli = (text: string) =>
  zlib.brotliCompressSync(text, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } })
// Text that does not compress: each line a fresh hash.
const incompressible = (lines: number) =>
  Array.from({ length: lines }, (_, line) => crypto.createHash("sha256").update(String(line)).digest("hex")).join(" ")

const page = (below: string) =>
  `<!doctype html><html><head><title>t</title></head><body><header>h</header><main><section><h1>Hero</h1><p>Lead</p></section><section>${below}</section></main></body></html>`

test("a brotli body's first bytes of the page arrive within the counted prefix, and no fewer", () => {
  const html = page(incompressible(400))
  const body = brotli(html)
  const through = bytesThroughFirstSection(html)!
  expect(html.slice(0, through)).toMatch(/<p>Lead<\/p><\/section>$/)
  const needed = compressedBytesFor(body, through)
  const decoded = (length: number) =>
    zlib.brotliDecompressSync(body.subarray(0, length), { finishFlush: zlib.constants.BROTLI_OPERATION_FLUSH })
  expect(decoded(needed).length).toBeGreaterThanOrEqual(through)
  expect(decoded(needed - 1).length).toBeLessThan(through)
  expect(needed).toBeLessThan(body.length / 10)
})

test("the build reports a page past the first window with its first section, and leaves a lighter page out", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "first-window-"))
  try {
    const write = (file: string, html: string) => {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
      fs.writeFileSync(path.join(dir, file), html)
      fs.writeFileSync(path.join(dir, `${file}.br`), brotli(html))
    }
    write("ar/index.html", page(incompressible(600)))
    write("index.html", page("A short page"))
    const [heavy, ...others] = pagesPastFirstWindow(dir)
    expect(others).toEqual([])
    expect(heavy.route).toBe("/ar/")
    expect(heavy.whole).toBeGreaterThan(FIRST_WINDOW)
    expect(heavy.firstSection).toBeLessThan(2_000)
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
})
