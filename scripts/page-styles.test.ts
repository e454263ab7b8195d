/**
 * @jest-environment node
 */
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { pageClasses, selectorClasses, stylesForPage, trimPageStyles } from "./page-styles"

const CSS =
  "*,:after,:before{box-sizing:border-box}body{margin:0}.flex{display:flex}.hidden{display:none}" +
  ".translate-x-0,.translate-x-full{transform:translate(var(--x))}" +
  ".group:hover .group-hover\\:bg-navy-900{background-color:#0b2545}" +
  ".rtl\\:-scale-x-100:where([dir=rtl],[dir=rtl] *){transform:scaleX(-1)}" +
  ".w-\\[min\\(20rem\\2c 85vw\\)\\]{width:min(20rem,85vw)}" +
  "main>*+:not([id]):not(.skip){content-visibility:auto}" +
  "@media (min-width:1024px){.lg\\:block{display:block}.lg\\:grid{display:grid}}" +
  "@media (min-width:640px){.sm\\:flex{display:flex}}" +
  "@keyframes spin{to{transform:rotate(1turn)}}"

describe("selectorClasses", () => {
  it("reads Tailwind's escaped class names, and ignores what :not() names", () => {
    expect(selectorClasses(".group:hover .group-hover\\:bg-navy-900")).toEqual(["group", "group-hover:bg-navy-900"])
    expect(selectorClasses(".w-\\[min\\(20rem\\2c 85vw\\)\\]")).toEqual(["w-[min(20rem,85vw)]"])
    expect(selectorClasses(".rtl\\:-scale-x-100:where([dir=rtl],[dir=rtl] *)")).toEqual(["rtl:-scale-x-100"])
    expect(selectorClasses("main>*+:not([id]):not(.skip)")).toEqual([])
  })
})

describe("pageClasses", () => {
  it("collects every class of the markup, entities decoded", () => {
    const html = `<div class="flex  lg:block"><svg class="h-4 w-4"></svg><p class="content-[&quot;x&quot;]"></p></div>`
    expect([...pageClasses(html)].sort()).toEqual(['content-["x"]', "flex", "h-4", "lg:block", "w-4"])
  })
})

describe("stylesForPage", () => {
  it("keeps the rules the page's classes match, element rules, keyframes, and drops the rest", () => {
    const html =
      `<main class="group" dir="rtl"><div class="flex lg:block rtl:-scale-x-100 translate-x-full"></div>` +
      `<span class="group-hover:bg-navy-900 w-[min(20rem,85vw)]"></span></main>`
    expect(stylesForPage(CSS, html)).toBe(
      "*,:after,:before{box-sizing:border-box}body{margin:0}.flex{display:flex}" +
        ".translate-x-full{transform:translate(var(--x))}" +
        ".group:hover .group-hover\\:bg-navy-900{background-color:#0b2545}" +
        ".rtl\\:-scale-x-100:where([dir=rtl],[dir=rtl] *){transform:scaleX(-1)}" +
        ".w-\\[min\\(20rem\\2c 85vw\\)\\]{width:min(20rem,85vw)}" +
        "main>*+:not([id]):not(.skip){content-visibility:auto}" +
        "@media (min-width:1024px){.lg\\:block{display:block}}" +
        "@keyframes spin{to{transform:rotate(1turn)}}",
    )
  })

  it("drops the rtl: variants from a page with nothing right to left, and ltr: ones likewise", () => {
    const css =
      ".rtl\\:-scale-x-100:where([dir=rtl],[dir=rtl] *){transform:scaleX(-1)}.ltr\\:ml-2:where([dir=ltr],[dir=ltr] *){margin-left:.5rem}"
    const markup = `<span class="rtl:-scale-x-100 ltr:ml-2"></span>`
    expect(stylesForPage(css, `<html dir="ltr">${markup}</html>`)).toBe(
      ".ltr\\:ml-2:where([dir=ltr],[dir=ltr] *){margin-left:.5rem}",
    )
    expect(stylesForPage(css, `<html dir="rtl">${markup}<span dir="ltr">+20 3</span></html>`)).toBe(css)
  })

  it("keeps only the custom properties that a remaining rule or the markup reads", () => {
    const css =
      "*,:after,:before{--tw-translate-x:0;--tw-blur: ;--tw-ring-color:red}" +
      ".translate-x-full{--tw-translate-x:100%;transform:translate(var(--tw-translate-x))}" +
      ".blur{filter:var(--tw-blur)}::backdrop{--tw-blur: }"
    const html = `<div class="translate-x-full" style="box-shadow:0 0 0 1px var(--tw-ring-color)"></div>`
    expect(stylesForPage(css, html)).toBe(
      "*,:after,:before{--tw-translate-x:0;--tw-ring-color:red}" +
        ".translate-x-full{--tw-translate-x:100%;transform:translate(var(--tw-translate-x))}",
    )
  })

  it("drops a rule whose selector needs a class the page lacks, even beside one it has", () => {
    expect(stylesForPage(".group:hover .group-hover\\:flex{display:flex}", `<p class="group-hover:flex"></p>`)).toBe("")
  })
})

describe("trimPageStyles", () => {
  it("rewrites each page's inline global stylesheet and leaves other markup as it was", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "page-styles-"))
    try {
      fs.mkdirSync(path.join(dir, "services"))
      const page = (body: string) =>
        `<html><head><style data-href="/styles.abc.css" data-identity="gatsby-global-css">${CSS}</style>` +
        `<style>.own{color:red}</style></head><body>${body}</body></html>`
      fs.writeFileSync(path.join(dir, "index.html"), page(`<div class="hidden"></div>`))
      fs.writeFileSync(path.join(dir, "services", "index.html"), page(`<div class="sm:flex"></div>`))
      fs.writeFileSync(path.join(dir, "styles.abc.css"), CSS)
      const totals = trimPageStyles(dir)
      expect(totals.pages).toBe(2)
      expect(totals.after).toBeLessThan(totals.before)
      const home = fs.readFileSync(path.join(dir, "index.html"), "utf8")
      expect(home).toContain(".hidden{display:none}")
      expect(home).not.toContain(".flex{")
      expect(home).toContain(`<style data-href="/styles.abc.css" data-identity="gatsby-global-css">`)
      expect(home).toContain("<style>.own{color:red}</style>")
      const services = fs.readFileSync(path.join(dir, "services", "index.html"), "utf8")
      expect(services).toContain("@media (min-width:640px){.sm\\:flex{display:flex}}")
      expect(services).not.toContain(".hidden{")
      // The full stylesheet stays whole.
      expect(fs.readFileSync(path.join(dir, "styles.abc.css"), "utf8")).toBe(CSS)
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })
})
