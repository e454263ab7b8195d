import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { LOADER, LOADER_BOOT } from "../html/loader-scripts"
import { loaderFile, mergePageScripts, mergeTemplateScripts } from "./template-scripts"

// Gatsby's slice as it is stitched into a built page.
const SLICE = `<!-- slice-start id="_gatsby-scripts-1" -->
          <script
            id="gatsby-chunk-mapping"
          >
            window.___chunkMapping="{\\"app\\":[\\"/app-1.js\\"]}";
          </script>
        <script>window.___webpackCompilationHash="9c2d"</script><script src="/webpack-runtime-1.js" async></script><script src="/app-1.js" async></script><!-- slice-end id="_gatsby-scripts-1" -->`
// The loader as a page is rendered: empty, the postbuild writes its code.
const RENDERED_LOADER = `<script data-page-path="/"></script>`

describe("mergeTemplateScripts", () => {
  it("runs the template's inline scripts with the loader, which puts the external ones back in the template", () => {
    const html = `<main></main><template id="gatsby-scripts">${SLICE}</template>${RENDERED_LOADER}</body>`
    expect(mergeTemplateScripts(html)).toBe(
      `<main></main><template id="gatsby-scripts"></template>` +
        `<script data-page-path="/">window.___chunkMapping="{\\"app\\":[\\"/app-1.js\\"]}";` +
        `window.___webpackCompilationHash="9c2d";` +
        `var t=document.getElementById("gatsby-scripts");t&&(t.innerHTML+=` +
        `"<script src=\\"/webpack-runtime-1.js\\" async><\\/script><script src=\\"/app-1.js\\" async><\\/script>");` +
        `${LOADER}</script></body>`,
    )
  })

  it("gives back to the template the external scripts, in their order, before the loader runs", () => {
    const merged = /<script data-page-path="\/">([\s\S]*?)<\/script>/
      .exec(mergeTemplateScripts(`<template id="gatsby-scripts">${SLICE}</template>${RENDERED_LOADER}`))![1]
      .replace(LOADER, "")
    document.body.innerHTML = `<template id="gatsby-scripts"><link rel="manifest" href="/m.webmanifest"></template>`
    new Function(merged)()
    const template = document.getElementById("gatsby-scripts") as HTMLTemplateElement
    expect(
      Array.from(template.content.children, (child) => child.getAttribute("href") ?? child.getAttribute("src")),
    ).toEqual(["/m.webmanifest", "/webpack-runtime-1.js", "/app-1.js"])
  })

  it("sets what the two scripts set", () => {
    const merged = /<script data-page-path="\/">([\s\S]*?)<\/script>/
      .exec(mergeTemplateScripts(`<template id="gatsby-scripts">${SLICE}</template>${RENDERED_LOADER}`))![1]
      .replace(LOADER, "")
    const global = window as unknown as { ___chunkMapping?: string; ___webpackCompilationHash?: string }
    new Function(merged)()
    expect(JSON.parse(global.___chunkMapping!)).toEqual({ app: ["/app-1.js"] })
    expect(global.___webpackCompilationHash).toBe("9c2d")
  })

  it("keeps the template's other elements, ahead of the scripts", () => {
    const link = `<link rel="manifest" href="/manifest.webmanifest" crossorigin="use-credentials"/>`
    expect(mergeTemplateScripts(`<template id="gatsby-scripts">${link}${SLICE}</template>${RENDERED_LOADER}`)).toMatch(
      new RegExp(`^<template id="gatsby-scripts">${link}</template>`),
    )
  })

  it("leaves scripts outside the template alone", () => {
    const html = `<script>a()</script>\n<script>b()</script>`
    expect(mergeTemplateScripts(html)).toBe(html)
  })
})

describe("mergePageScripts", () => {
  const inDir = (pages: Record<string, string>, check: (dir: string) => void) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "template-scripts-"))
    try {
      for (const [name, html] of Object.entries(pages)) fs.writeFileSync(path.join(dir, name), html)
      // The script slice as Gatsby writes it for the build.
      fs.mkdirSync(path.join(dir, "_gatsby", "slices"), { recursive: true })
      fs.writeFileSync(path.join(dir, "_gatsby", "slices", "_gatsby-scripts-1.html"), SLICE)
      check(dir)
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  }

  it("rewrites every page: one loader file for the build, each page naming its own path", () => {
    const page = (route: string) =>
      `<main></main><template id="gatsby-scripts">${SLICE}</template>${RENDERED_LOADER.replace('"/"', `"${route}"`)}</body>`
    inDir({ "index.html": page("/"), "contact.html": page("/contact/") }, (dir) => {
      expect(mergePageScripts(dir)).toBe(2)
      const merged = /<script data-page-path="\/">([\s\S]*?)<\/script>/.exec(mergeTemplateScripts(page("/")))![1]
      const file = loaderFile(merged)
      expect(file).toMatch(/^\/page-loader-[0-9a-f]{20}\.js$/)
      expect(fs.readFileSync(path.join(dir, file), "utf8")).toBe(merged)
      expect(fs.readFileSync(path.join(dir, "contact.html"), "utf8")).toBe(
        `<main></main><template id="gatsby-scripts"></template>` +
          `<script data-page-path="/contact/" data-src="${file}">${LOADER_BOOT}</script></body>`,
      )
      // Run again over its own output (a page not put back to Gatsby's HTML first), it stops, naming a page.
      expect(() => mergePageScripts(dir)).toThrow(
        /template-scripts\.ts: .*(index|contact)\.html was rewritten by an earlier build.*gatsby clean && gatsby build/,
      )
    })
  })

  it("stops the build, naming the page, when a page an earlier build rewrote was not put back", () => {
    const earlier =
      `<main></main><template id="gatsby-scripts"><script src="/app-0.js" async></script></template>` +
      `<script data-page-path="/old/" data-src="/page-loader-00000000000000000000.js">${LOADER_BOOT}</script></body>`
    const fresh = `<main></main><template id="gatsby-scripts">${SLICE}</template>${RENDERED_LOADER}</body>`
    inDir({ "old.html": earlier, "index.html": fresh }, (dir) =>
      expect(() => mergePageScripts(dir)).toThrow(/old\.html was rewritten by an earlier build/),
    )
  })

  it("stops the build, naming the page, when a page has no template or no chunk map", () => {
    inDir({ "index.html": `<main></main>${RENDERED_LOADER}</body>` }, (dir) =>
      expect(() => mergePageScripts(dir)).toThrow(
        /template-scripts\.ts: expected <template id="gatsby-scripts">.*index\.html/,
      ),
    )
    inDir({ "index.html": `<template id="gatsby-scripts">${SLICE}</template><script></script>` }, (dir) =>
      expect(() => mergePageScripts(dir)).toThrow(/the loader <script data-page-path=.*index\.html/),
    )
    const withoutMap = SLICE.replace(/window\.___chunkMapping=/, "window.___other=")
    inDir({ "index.html": `<template id="gatsby-scripts">${withoutMap}</template>${RENDERED_LOADER}` }, (dir) =>
      expect(() => mergePageScripts(dir)).toThrow(/window\.___chunkMapping=/),
    )
  })
})
