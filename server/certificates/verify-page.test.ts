/** @jest-environment node */
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { LOCALES, localizePath } from "../../src/lib/locales"
import { VERIFY_PATH } from "../../src/lib/routes"
import { VERIFY_SLOT } from "../../src/lib/verify-result"
import { builtVerifyPages, filledVerifyPage } from "./verify-page"

let dir: string
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "verify-pages-"))
})
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }))

const write = (locale: (typeof LOCALES)[number], html: string) => {
  const folder = path.join(dir, localizePath(VERIFY_PATH, locale))
  fs.mkdirSync(folder, { recursive: true })
  fs.writeFileSync(path.join(folder, "index.html"), html)
}

test("a site built without the check pages has none to serve", () => {
  write("en", `<main><div ${VERIFY_SLOT}=""></div></main>`)
  expect(builtVerifyPages(dir)).toBeUndefined()
})

test("a built page that lost its answer slot stops the server, naming the file", () => {
  for (const locale of LOCALES) write(locale, `<main><div ${VERIFY_SLOT}=""></div></main>`)
  write("ar", "<main><div></div></main>")
  expect(() => builtVerifyPages(dir)).toThrow(/ar\/verify\/index\.html has no empty element/)
})

test("the answer goes into the slot of its edition's page", () => {
  for (const locale of LOCALES) write(locale, `<main lang="${locale}"><div ${VERIFY_SLOT}=""></div></main>`)
  const pages = builtVerifyPages(dir)!
  expect(filledVerifyPage(pages.ar, "<p>Valid</p>")).toBe(
    `<main lang="ar"><div ${VERIFY_SLOT}=""><p>Valid</p></div></main>`,
  )
})
