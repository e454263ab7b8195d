/** @jest-environment node */
import { withoutStyleAttributes } from "./style-attributes"
import { ANNOUNCER_CLASS, FOCUS_WRAPPER_CLASS } from "../../src/lib/style-attributes"

// Gatsby's markup of every page, as `gatsby build` writes it.
const GATSBY_PAGE =
  `<body><div id="___gatsby"><div style="outline:none" tabindex="-1" id="gatsby-focus-wrapper"><main>Hi</main></div>` +
  `<div id="gatsby-announcer" style="position:absolute;top:0;width:1px;height:1px;padding:0;overflow:hidden;clip:rect(0, 0, 0, 0);white-space:nowrap;border:0" aria-live="assertive" aria-atomic="true"></div></div></body>`

test("Gatsby's focus wrapper and route announcer get classes instead of their style attributes", () => {
  const html = withoutStyleAttributes(GATSBY_PAGE, "index.html")
  expect(html).not.toMatch(/\sstyle=/)
  expect(html).toContain(`<div class="${FOCUS_WRAPPER_CLASS}" tabindex="-1" id="gatsby-focus-wrapper">`)
  expect(html).toContain(`<div id="gatsby-announcer" class="${ANNOUNCER_CLASS}" aria-live="assertive"`)
})

test("any other style attribute stops the build, naming the page and the element", () => {
  const page = GATSBY_PAGE.replace("<main>", `<main><textarea rows="5" style="min-height:120px"></textarea>`)
  expect(() => withoutStyleAttributes(page, "contact/index.html")).toThrow(
    /contact\/index\.html: .*<textarea rows="5" style="min-height:120px">/,
  )
})

test("a page without Gatsby's markup stops the build: Gatsby's output has changed", () => {
  expect(() => withoutStyleAttributes("<body><main>Hi</main></body>", "index.html")).toThrow(/the focus wrapper/)
})
