/** @jest-environment node */
import fs from "node:fs"
import path from "node:path"
import { restorePristinePages } from "./pristine-pages"
import { tempDirs } from "../../testing/temp-dirs"

const tempDir = tempDirs(afterAll)
const isRewritten = (html: string) => html.includes("rewritten")
const write = (dir: string, file: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
  fs.writeFileSync(path.join(dir, file), text)
}
const read = (dir: string, file: string) => fs.readFileSync(path.join(dir, file), "utf8")

// Two builds in a row: the first renders every page, the steps rewrite them; the second renders one page again.
test("a page Gatsby did not render again gets back the HTML Gatsby wrote for it, a page it rendered is kept", () => {
  const [publicDir, pristineDir] = [tempDir("public-"), tempDir("pristine-")]
  write(publicDir, "index.html", "home as Gatsby wrote it")
  write(publicDir, "ar/index.html", "Arabic home as Gatsby wrote it")
  expect(restorePristinePages(publicDir, isRewritten, pristineDir)).toEqual({ rendered: 2, restored: 0 })
  // The steps rewrite both; the next build renders the Arabic home again and no longer has a page it had.
  write(publicDir, "index.html", "home rewritten")
  write(publicDir, "ar/index.html", "Arabic home, new text, as Gatsby wrote it")
  write(pristineDir, "gone/index.html", "a page since removed")
  expect(restorePristinePages(publicDir, isRewritten, pristineDir)).toEqual({ rendered: 1, restored: 1 })
  expect(read(publicDir, "index.html")).toBe("home as Gatsby wrote it")
  expect(read(publicDir, "ar/index.html")).toBe("Arabic home, new text, as Gatsby wrote it")
  expect(read(pristineDir, "ar/index.html")).toBe("Arabic home, new text, as Gatsby wrote it")
  expect(fs.existsSync(path.join(pristineDir, "gone/index.html"))).toBe(false)
})

test("a rewritten page with no kept HTML stops the build and says to start clean", () => {
  const [publicDir, pristineDir] = [tempDir("public-"), tempDir("pristine-")]
  write(publicDir, "contact/index.html", "contact rewritten")
  expect(() => restorePristinePages(publicDir, isRewritten, pristineDir)).toThrow(
    /contact\/index\.html carries an earlier build's rewrites.*gatsby clean && gatsby build/,
  )
})

test("a page put back gets this build's slices, as Gatsby stitches them into the pages it renders", () => {
  const [publicDir, pristineDir] = [tempDir("public-"), tempDir("pristine-")]
  const page = (slice: string) =>
    `<main></main><!-- slice-start id="scripts-1" -->${slice}<!-- slice-end id="scripts-1" -->`
  write(publicDir, "index.html", page("last build's scripts"))
  restorePristinePages(publicDir, isRewritten, pristineDir)
  write(publicDir, "index.html", "home rewritten")
  write(publicDir, "_gatsby/slices/scripts-1.html", "this build's scripts")
  restorePristinePages(publicDir, isRewritten, pristineDir)
  expect(read(publicDir, "index.html")).toBe(page("this build's scripts"))
})
