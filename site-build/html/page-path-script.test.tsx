import * as React from "react"
import { pagePathOf } from "./page-path-script"

const gatsbyScript = (text: string) => (
  <script key="script-loader" id="gatsby-script-loader" dangerouslySetInnerHTML={{ __html: text }} />
)

describe("pagePathOf", () => {
  it("reads the path from Gatsby's page-path script", () => {
    expect(pagePathOf(gatsbyScript(`/*<![CDATA[*/window.pagePath="/services/ndt/";/*]]>*/`))).toBe("/services/ndt/")
    expect(pagePathOf(gatsbyScript(`/*<![CDATA[*/window.pagePath="/a\\"b/";/*]]>*/`))).toBe('/a"b/')
  })

  it("does not recognise other components, or a page-path script that also inlines page data", () => {
    expect(pagePathOf(gatsbyScript(`/*<![CDATA[*/window.pagePath="/";window.pageData={};/*]]>*/`))).toBeUndefined()
    expect(pagePathOf(<script key="x" dangerouslySetInnerHTML={{ __html: `window.pagePath="/";` }} />)).toBeUndefined()
    expect(pagePathOf(<div key="y" />)).toBeUndefined()
    expect(pagePathOf("text")).toBeUndefined()
  })
})
