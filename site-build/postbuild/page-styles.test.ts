/**
 * @jest-environment node
 */
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { pageClasses, selectorClasses, splitStyles, trimPageStyles } from "./page-styles"

const CSS =
  "*,:after,:before{box-sizing:border-box}body{margin:0}.flex{display:flex}.hidden{display:none}" +
  ".translate-x-0,.translate-x-full{transform:translate(var(--x))}" +
  ".group:hover .group-hover\\:bg-navy-900{background-color:#0b2545}" +
  ".rtl\\:-scale-x-100:where([dir=rtl],[dir=rtl] *){transform:scaleX(-1)}" +
  ".w-\\[min\\(20rem\\2c 85vw\\)\\]{width:min(20rem,85vw)}" +
  "main>*+:not([id]):not(.skip){content-visibility:auto}" +
  "@media (min-width:1024px){.lg\\:block{display:block}.lg\\:grid{display:grid}}" +
  "@media (min-width:640px){.sm\\:flex{display:flex}}" +
  "@keyframes spin{to{transform:rotate(1turn)}}" +
  "@font-face{font-family:X;src:url(/x.woff2)}"

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

describe("splitStyles", () => {
  const html =
    `<body><main class="group" dir="rtl"><div class="flex lg:block rtl:-scale-x-100 translate-x-full"></div>` +
    `<span class="group-hover:bg-navy-900 w-[min(20rem,85vw)]"></span></main></body>`

  it("inlines the rules the page's classes match, element rules, keyframes and font faces", () => {
    expect(splitStyles(CSS, html).page).toBe(
      "*,:after,:before{box-sizing:border-box}body{margin:0}.flex{display:flex}" +
        ".translate-x-full{transform:translate(var(--x))}" +
        ".rtl\\:-scale-x-100:where([dir=rtl],[dir=rtl] *){transform:scaleX(-1)}" +
        ".w-\\[min\\(20rem\\2c 85vw\\)\\]{width:min(20rem,85vw)}" +
        "main>*+:not([id]):not(.skip){content-visibility:auto}" +
        "@media (min-width:1024px){.lg\\:block{display:block}}" +
        "@keyframes spin{to{transform:rotate(1turn)}}" +
        "@font-face{font-family:X;src:url(/x.woff2)}",
    )
  })

  it("leaves the rules of elements the page does not have to the rest", () => {
    const css =
      "abbr:where([title]){text-decoration:underline dotted}code,kbd,pre,samp{font-size:1em}input::placeholder,textarea::placeholder{color:#9ca3af}::-webkit-search-decoration{-webkit-appearance:none}"
    expect(splitStyles(css, `<p><code>API 570</code><input name="q"></p>`)).toEqual({
      page: "code{font-size:1em}input::placeholder{color:#9ca3af}::-webkit-search-decoration{-webkit-appearance:none}",
      rest: "abbr:where([title]){text-decoration:underline dotted}kbd,pre,samp{font-size:1em}textarea::placeholder{color:#9ca3af}",
    })
  })

  it("leaves the rest, class rules only, in their order", () => {
    expect(splitStyles(CSS, html).rest).toBe(
      ".hidden{display:none}.translate-x-0{transform:translate(var(--x))}" +
        ".group:hover .group-hover\\:bg-navy-900{background-color:#0b2545}" +
        "@media (min-width:1024px){.lg\\:grid{display:grid}}@media (min-width:640px){.sm\\:flex{display:flex}}",
    )
  })

  it("puts the rtl: variants of a page with nothing right to left in the rest, and ltr: ones likewise", () => {
    const css =
      ".rtl\\:-scale-x-100:where([dir=rtl],[dir=rtl] *){transform:scaleX(-1)}" +
      ".ltr\\:ml-2:where([dir=ltr],[dir=ltr] *){margin-left:.5rem}"
    const markup = `<span class="rtl:-scale-x-100 ltr:ml-2"></span>`
    expect(splitStyles(css, `<html dir="ltr">${markup}</html>`)).toEqual({
      page: ".ltr\\:ml-2:where([dir=ltr],[dir=ltr] *){margin-left:.5rem}",
      rest: ".rtl\\:-scale-x-100:where([dir=rtl],[dir=rtl] *){transform:scaleX(-1)}",
    })
    expect(splitStyles(css, `<html dir="rtl">${markup}<span dir="ltr">+20 3</span></html>`).page).toBe(css)
  })

  it("leaves to the rest what only an interaction brings into play, though the page has its classes", () => {
    const css =
      "/*! licence */.a{color:red}.a:hover{color:blue}.b:focus-visible{outline:0}:focus-visible{outline:3px solid}" +
      ".b[aria-invalid]{border-color:red}" +
      ".c{transition-duration:.15s;transition-property:color}button:disabled{cursor:default}" +
      "[role=button],button{cursor:pointer}::-webkit-search-decoration{-webkit-appearance:none}[type=search]{outline-offset:-2px}" +
      "@media (prefers-reduced-motion:reduce){*{transition-duration:.01ms!important}}"
    const { page, rest } = splitStyles(css, `<p class="a b c"><button class="a">Send</button></p>`)
    expect(page).toBe(".a{color:red}")
    expect(rest).toBe(
      "/*! licence */.a:hover{color:blue}.b:focus-visible{outline:0}:focus-visible{outline:3px solid}" +
        ".b[aria-invalid]{border-color:red}" +
        ".c{transition-duration:.15s;transition-property:color}button:disabled{cursor:default}" +
        "[role=button],button{cursor:pointer}::-webkit-search-decoration{-webkit-appearance:none}[type=search]{outline-offset:-2px}" +
        "@media (prefers-reduced-motion:reduce){*{transition-duration:.01ms!important}}",
    )
    // A first screen with a field keeps the rules that draw its parts.
    expect(splitStyles(css, `<input class="a" type="search">`).page).toBe(
      ".a{color:red}::-webkit-search-decoration{-webkit-appearance:none}[type=search]{outline-offset:-2px}",
    )
  })

  it("counts a rule whose selector needs a class the page lacks as rest, even beside one it has", () => {
    expect(splitStyles(".group:hover .group-hover\\:flex{display:flex}", `<p class="group-hover:flex"></p>`)).toEqual({
      page: "",
      rest: ".group:hover .group-hover\\:flex{display:flex}",
    })
  })
})

describe("a long page", () => {
  // A rule left for the rest file, of an element the page shows, has the browser style and lay that element out
  // again when the file arrives: a long task on a phone, after the first paint.
  it("inlines the rules of everything it shows, however far below its first screen", () => {
    const html =
      `<html><body><header class="flex"></header><section class="lg:block"><p class="hidden"></p></section>` +
      `<section data-below-fold="" class="sm:flex"><p class="translate-x-0 lg:block"></p></section>` +
      `<footer class="lg:grid"></footer></body></html>`
    const { page, rest } = splitStyles(CSS, html)
    expect(page).toContain("@media (min-width:1024px){.lg\\:block{display:block}.lg\\:grid{display:grid}}")
    expect(page).toContain("@media (min-width:640px){.sm\\:flex{display:flex}}")
    expect(page).toContain(".translate-x-0{transform:translate(var(--x))}")
    expect(rest).not.toMatch(/sm\\:flex|lg\\:grid|translate-x-0/)
  })
})

describe("trimPageStyles", () => {
  it("stops the build, naming the page, when Gatsby's inline stylesheet is not there", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "page-styles-"))
    try {
      fs.writeFileSync(path.join(dir, "index.html"), `<html><head><link rel="stylesheet" href="/s.css"></head></html>`)
      expect(() => trimPageStyles(dir)).toThrow(
        new RegExp(`page-styles\\.ts: expected Gatsby's inline stylesheet .* in ${path.join(dir, "index.html")}`),
      )
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })

  it("inlines each page's part, names its rest file, and pages with the same rest share one", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "page-styles-"))
    try {
      fs.mkdirSync(path.join(dir, "services"))
      const page = (body: string) =>
        `<html><head><style data-href="/styles.abc.css" data-identity="gatsby-global-css">${CSS}</style>` +
        `<style>.own{color:red}</style></head><body>${body}</body></html>`
      fs.writeFileSync(path.join(dir, "index.html"), page(`<div class="hidden"></div>`))
      fs.writeFileSync(path.join(dir, "about.html"), page(`<p class="hidden"></p>`))
      fs.writeFileSync(path.join(dir, "services", "index.html"), page(`<div class="sm:flex"></div>`))
      const totals = trimPageStyles(dir)
      expect(totals.pages).toBe(3)
      expect(totals.restFiles.size).toBe(2)
      expect(totals.after).toBeLessThan(totals.before)

      const home = fs.readFileSync(path.join(dir, "index.html"), "utf8")
      const restHref = /data-rest-href="\/(styles-rest\.[0-9a-f]{20}\.css)"/.exec(home)![1]
      expect(home).toContain(".hidden{display:none}")
      expect(home).not.toContain(".flex{")
      expect(home).toContain("<style>.own{color:red}</style>")
      const rest = fs.readFileSync(path.join(dir, restHref), "utf8")
      expect(rest).toContain(".flex{display:flex}")
      expect(rest).not.toContain(".hidden")
      expect(fs.readFileSync(path.join(dir, "about.html"), "utf8")).toContain(restHref)

      const services = fs.readFileSync(path.join(dir, "services", "index.html"), "utf8")
      expect(services).toContain("@media (min-width:640px){.sm\\:flex{display:flex}}")
      expect(services).not.toContain(".hidden{")
      expect(services).not.toContain(restHref)
      // Visitors without script get the rest at once: its hover and focus styles too.
      expect(home).toContain(`<noscript><link rel="stylesheet" href="/${restHref}"/></noscript>`)
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })

  it("writes the inline part without Gatsby's attributes", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "page-styles-"))
    try {
      fs.writeFileSync(
        path.join(dir, "index.html"),
        `<html><head><style data-href="/styles.abc.css" data-identity="gatsby-global-css">${CSS}</style></head>` +
          `<body><div class="flex"></div></body></html>`,
      )
      trimPageStyles(dir)
      expect(fs.readFileSync(path.join(dir, "index.html"), "utf8")).toMatch(
        /<head><style data-rest-href="\/styles-rest\.[0-9a-f]{20}\.css">\*/,
      )
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })

  it("links the rest for visitors without script", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "page-styles-"))
    try {
      fs.writeFileSync(
        path.join(dir, "index.html"),
        `<html><head><style data-href="/styles.abc.css" data-identity="gatsby-global-css">${CSS}</style></head>` +
          `<body><section class="flex"></section><p class="translate-x-0"></p></body></html>`,
      )
      trimPageStyles(dir)
      const home = fs.readFileSync(path.join(dir, "index.html"), "utf8")
      const restHref = /data-rest-href="(\/styles-rest\.[0-9a-f]{20}\.css)"/.exec(home)![1]
      expect(home).toContain(`</style><noscript><link rel="stylesheet" href="${restHref}"/></noscript></head>`)
      expect(home).not.toContain(".hidden{")
      expect(fs.readFileSync(path.join(dir, restHref), "utf8")).toContain(".hidden{display:none}")
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })
})
