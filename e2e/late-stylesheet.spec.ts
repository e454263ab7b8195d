import { expect, test } from "@playwright/test"
import { MEASURED_PAGES } from "../testing/measured-pages"
import { REST_ATTRIBUTE } from "../src/lib/style-attributes"

// The late stylesheet (site-build/postbuild/page-styles.ts) arrives after the first paint. A rule of it that
// matches an element the page shows has the browser style and lay that element out again: on the home page that
// was everything below the hero, a task of 150-250 ms on a 4x-slowed phone. Interaction states (:hover, :focus,
// :disabled …, matching nothing or next to nothing at load) and transitions and cursors may come late.
const STATE = /:(?!not\(|where\(|is\()[\w-]+|\[aria-invalid/
const MOTION_ONLY = /^(?:transition|cursor)/

for (const width of [375, 1440])
  test(`at ${width} px, each measured page's late stylesheet has no rule for what the page shows at load`, async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ baseURL, viewport: { width, height: 900 }, javaScriptEnabled: false })
    const page = await context.newPage()
    const found: string[] = []
    for (const route of MEASURED_PAGES) {
      await page.goto(route)
      const href = await page.locator(`style[${REST_ATTRIBUTE}]`).getAttribute(REST_ATTRIBUTE)
      const css = await (await page.request.get(href!)).text()
      const matched = await page.evaluate(
        ({ css, state, motionOnly }) => {
          const sheet = new CSSStyleSheet()
          sheet.replaceSync(css)
          const matches: string[] = []
          const visit = (rules: CSSRuleList) => {
            for (const rule of Array.from(rules)) {
              if (rule instanceof CSSMediaRule) {
                if (matchMedia(rule.conditionText).matches) visit(rule.cssRules)
              } else if (rule instanceof CSSStyleRule) {
                const properties = Array.from(rule.style)
                if (properties.every((property) => new RegExp(motionOnly).test(property))) continue
                for (const selector of rule.selectorText.split(/,(?![^(]*\))/))
                  if (!new RegExp(state).test(selector) && document.querySelector(selector))
                    matches.push(selector.trim())
              }
            }
          }
          visit(sheet.cssRules)
          return matches
        },
        { css, state: STATE.source, motionOnly: MOTION_ONLY.source },
      )
      for (const selector of matched) found.push(`${route}: ${selector}`)
    }
    await context.close()
    expect(found, found.join("\n")).toEqual([])
  })
