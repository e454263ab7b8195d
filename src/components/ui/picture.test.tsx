/**
 * @jest-environment node
 */
import * as React from "react"
import { renderToStaticMarkup } from "react-dom/server"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { Picture } from "./picture"

const srcSet = (type: string) => [150, 300, 600, 1200].map((w) => `/static/a/${w}/art.${type} ${w}w`).join(",\n")
const image = {
  layout: "constrained",
  width: 600,
  height: 450,
  images: {
    fallback: { src: "/static/a/600/art.png", srcSet: srcSet("png"), sizes: "(min-width: 600px) 600px, 100vw" },
    sources: [{ type: "image/avif", srcSet: srcSet("avif"), sizes: "(min-width: 600px) 600px, 100vw" }],
  },
} as IGatsbyImageData

describe("Picture", () => {
  it("lists the candidates of a wide-screen picture from its own width up, on one line", () => {
    const html = renderToStaticMarkup(<Picture image={image} alt="Art" wideScreenOnly />)
    expect(html).toContain(`srcSet="/static/a/600/art.avif 600w,/static/a/1200/art.avif 1200w"`)
    expect(html).toContain(`srcSet="/static/a/600/art.png 600w,/static/a/1200/art.png 1200w"`)
  })

  it("keeps every candidate of a picture that may show narrower", () => {
    const html = renderToStaticMarkup(<Picture image={image} alt="Art" />)
    expect(html).toContain(`srcSet="${srcSet("png").replace(/\n/g, "")}"`)
  })
})
