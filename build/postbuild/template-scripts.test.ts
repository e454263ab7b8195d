import { mergeTemplateScripts } from "./template-scripts"

// Gatsby's slice as it is stitched into a built page.
const SLICE = `<!-- slice-start id="_gatsby-scripts-1" -->
          <script
            id="gatsby-chunk-mapping"
          >
            window.___chunkMapping="{\\"app\\":[\\"/app-1.js\\"]}";
          </script>
        <script>window.___webpackCompilationHash="9c2d"</script><script src="/webpack-runtime-1.js" async></script><script src="/app-1.js" async></script><!-- slice-end id="_gatsby-scripts-1" -->`
const LOADER = `<script data-page-path="/">loader()</script>`

describe("mergeTemplateScripts", () => {
  it("runs the template's inline scripts with the loader and keeps the external ones, without comments", () => {
    const html = `<main></main><template id="gatsby-scripts">${SLICE}</template>${LOADER}</body>`
    expect(mergeTemplateScripts(html)).toBe(
      `<main></main><template id="gatsby-scripts">` +
        `<script src="/webpack-runtime-1.js" async></script><script src="/app-1.js" async></script></template>` +
        `<script data-page-path="/">window.___chunkMapping="{\\"app\\":[\\"/app-1.js\\"]}";` +
        `window.___webpackCompilationHash="9c2d";loader()</script></body>`,
    )
  })

  it("sets what the two scripts set", () => {
    const merged = /<script data-page-path="\/">([^<]*)loader\(\)<\/script>/.exec(
      mergeTemplateScripts(`<template id="gatsby-scripts">${SLICE}</template>${LOADER}`),
    )![1]
    const global = window as unknown as { ___chunkMapping?: string; ___webpackCompilationHash?: string }
    new Function(merged)()
    expect(JSON.parse(global.___chunkMapping!)).toEqual({ app: ["/app-1.js"] })
    expect(global.___webpackCompilationHash).toBe("9c2d")
  })

  it("keeps the template's other elements, ahead of the scripts", () => {
    const link = `<link rel="manifest" href="/manifest.webmanifest" crossorigin="use-credentials"/>`
    expect(mergeTemplateScripts(`<template id="gatsby-scripts">${link}${SLICE}</template>${LOADER}`)).toMatch(
      new RegExp(`^<template id="gatsby-scripts">${link}<script src="/webpack-runtime-1.js"`),
    )
  })

  it("leaves scripts outside the template alone", () => {
    const html = `<script>a()</script>\n<script>b()</script>`
    expect(mergeTemplateScripts(html)).toBe(html)
  })
})
