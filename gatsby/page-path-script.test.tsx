import * as React from "react"
import { TextEncoder } from "util"
import { PAGE_PATH_SCRIPT, sharePagePathScript } from "./page-path-script"

const gatsbyScript = (pagePath: string) => (
  <script
    key="script-loader"
    id="gatsby-script-loader"
    dangerouslySetInnerHTML={{ __html: `/*<![CDATA[*/window.pagePath=${JSON.stringify(pagePath)};/*]]>*/` }}
  />
)

async function markup(components: React.ReactNode[]) {
  // React's server renderer needs TextEncoder, which jsdom lacks.
  Object.assign(globalThis, { TextEncoder })
  const { renderToStaticMarkup } = await import("react-dom/server")
  return renderToStaticMarkup(<>{components}</>)
}

describe("sharePagePathScript", () => {
  it("moves the page path into a data attribute read by one script text for every page", async () => {
    const html = await markup(sharePagePathScript([gatsbyScript("/services/ndt/"), <div key="other" />]))
    expect(html).toBe(
      `<script id="gatsby-script-loader" data-page-path="/services/ndt/">${PAGE_PATH_SCRIPT}</script><div></div>`,
    )
    expect(await markup(sharePagePathScript([gatsbyScript("/contact/")]))).toContain(`>${PAGE_PATH_SCRIPT}</script>`)
  })

  it("sets window.pagePath to the page's path when it runs", () => {
    document.body.innerHTML = `<script id="gatsby-script-loader" data-page-path="/404.html"></script>`
    const script = document.getElementById("gatsby-script-loader")!
    Object.defineProperty(document, "currentScript", { value: script, configurable: true })
    new Function(PAGE_PATH_SCRIPT)()
    expect((window as unknown as { pagePath: string }).pagePath).toBe("/404.html")
  })

  it("keeps a script it does not recognise, such as one with inlined page data", () => {
    const other = (
      <script
        key="script-loader"
        id="gatsby-script-loader"
        dangerouslySetInnerHTML={{ __html: `/*<![CDATA[*/window.pagePath="/";window.pageData={};/*]]>*/` }}
      />
    )
    const components = [other]
    expect(sharePagePathScript(components)[0]).toBe(other)
  })
})
