/**
 * @jest-environment node
 */
import * as React from "react"
import { renderToStaticMarkup } from "react-dom/server"
import { chromium, type Browser } from "@playwright/test"
import { chromiumLaunchOptions } from "../../../testing/browser"
import { isolateLtrRuns } from "../../lib/bidi-runs"
import { BidiText } from "./bidi-text"

// The six texts the Arabic reading saw reordered in Chromium, and the client area's load, each with the run that
// must read in its own order (shared/readings/content-ar.md, 2.3).
const CASES: [string, string][] = [
  ["فحص اللحام W-114 في الخط 40-P-1204 بقطر 12 بوصة", "40-P-1204"],
  ["مثال: 2027-03-31", "2027-03-31"],
  ["درجة النظافة (مثل Sa 2½)، وفئة الغبار", "Sa 2½"],
  ["بفارق 3 °C على الأقل فوق نقطة الندى", "3 °C"],
  ["LOLER 1998، المادة 9(3)(a)(i)", "9(3)(a)(i)"],
  ["أنواع الملفات المقبولة: .pdf, .jpg, .png, .zip", ".pdf"],
  ["الحمل الآمن: 5 t", "5 t"],
]

// Launching Chromium took 9 s on a clean CI run with every Jest worker busy.
jest.setTimeout(60_000)

let browser: Browser
beforeAll(async () => (browser = await chromium.launch(chromiumLaunchOptions())))
afterAll(() => browser?.close())

type Rendering = "as written" | "BidiText" | "isolated string"
const html = (text: string, how: Rendering) =>
  how === "BidiText"
    ? renderToStaticMarkup(<BidiText text={text} />)
    : (how === "isolated string" ? isolateLtrRuns(text) : text).replace(/&/g, "&amp;").replace(/</g, "&lt;")

// Whether each run's characters stand left to right on the screen, one after the other: one page, one line a case.
async function inOrder(how: Rendering): Promise<boolean[]> {
  const page = await browser.newPage()
  try {
    const lines = CASES.map(([text], index) => `<p id="c${index}">${html(text, how)}</p>`).join("")
    await page.setContent(`<!doctype html><html lang="ar" dir="rtl"><body style="font-size:20px">${lines}</body></html>`)
    return await page.evaluate(
      (cases) =>
        cases.map(([, run], index) => {
          const paragraph = document.getElementById(`c${index}`)!
          // The run's characters, by their place in the paragraph's text.
          const walker = document.createTreeWalker(paragraph, NodeFilter.SHOW_TEXT)
          const chars: { node: Text; offset: number }[] = []
          let all = ""
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            const text = node.textContent ?? ""
            for (let offset = 0; offset < text.length; offset++) {
              chars.push({ node: node as Text, offset })
              all += text[offset]
            }
          }
          const start = all.indexOf(run)
          const lefts = [...run].flatMap((char, index) => {
            if (char === " ") return []
            const { node, offset } = chars[start + index]
            const range = document.createRange()
            range.setStart(node, offset)
            range.setEnd(node, offset + 1)
            return [range.getBoundingClientRect().left]
          })
          return lefts.every((left, index) => index === 0 || left > lefts[index - 1])
        }),
      CASES,
    )
  } finally {
    await page.close()
  }
}

test("as written, each run displays out of its order in Chromium (what the isolates are for)", async () => {
  expect(await inOrder("as written")).toEqual(CASES.map(() => false))
})

test.each<Rendering>(["BidiText", "isolated string"])("rendered through %s, each run reads in its own order", async (how) => {
  expect(await inOrder(how)).toEqual(CASES.map(() => true))
})
