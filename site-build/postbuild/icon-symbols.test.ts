/**
 * @jest-environment node
 */
import { embedIconSymbols } from "./icon-symbols"
import { iconSymbol } from "../icons/sprite"

const use = (name: string) => `<svg class="icon h-6 w-6"><use data-href="#${name}"></use></svg>`

test("writes each icon's symbol once, behind everything the page shows", () => {
  const page = `<html><body><main>${use("Anchor")}${use("Radar")}${use("Anchor")}</main><footer>f</footer></body></html>`
  const { html, symbols } = embedIconSymbols(page, "index.html")
  expect(symbols).toBe(2)
  expect(html).toBe(
    `<html><body><main>${use("Anchor")}${use("Radar")}${use("Anchor")}</main><footer>f</footer>` +
      `<svg class="icon-symbols">${iconSymbol("Anchor")}${iconSymbol("Radar")}</svg></body></html>`,
  )
  // lucide's own drawing, under the name the page points to.
  expect(iconSymbol("Anchor")).toMatch(/^<symbol id="Anchor" viewBox="0 0 24 24"><path d="[^"]+"><\/path>/)
})

test("leaves a page without icons as it is", () => {
  const page = "<html><body><p>No icons</p></body></html>"
  expect(embedIconSymbols(page, "plain.html")).toEqual({ html: page, symbols: 0 })
})

test("stops the build naming the page and an icon the icon set has not", () => {
  expect(() => embedIconSymbols(`<body>${use("Anchor")}${use("Teapot")}</body>`, "public/ar/index.html")).toThrow(
    "site-build/postbuild/icon-symbols.ts: public/ar/index.html names icons the icon set has not: Teapot",
  )
})
