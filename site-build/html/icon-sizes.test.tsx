import * as React from "react"
import { withIconSizes } from "./icon-sizes"

test("gives the manifest plugin's favicon links their sizes and leaves other tags alone", () => {
  const other = <link key="gatsby-plugin-manifest-link" rel="manifest" href="/manifest.webmanifest" />
  const [png, svg, manifest] = withIconSizes([
    <link key="gatsby-plugin-manifest-icon-link-png" rel="icon" href="/favicon-32x32.png" type="image/png" />,
    <link key="gatsby-plugin-manifest-icon-link-svg" rel="icon" href="/favicon.svg" type="image/svg+xml" />,
    other,
  ]) as React.ReactElement<{ sizes?: string; href: string }>[]
  expect([png.props.href, png.props.sizes]).toEqual(["/favicon-32x32.png", "32x32"])
  expect([svg.props.href, svg.props.sizes]).toEqual(["/favicon.svg", "any"])
  expect(manifest).toBe(other)
})

test("in a production build, stops when a favicon link is missing", () => {
  const png = <link key="gatsby-plugin-manifest-icon-link-png" rel="icon" href="/favicon-32x32.png" />
  expect(() => withIconSizes([png], true)).toThrow(
    /icon-sizes\.ts: expected the head component "gatsby-plugin-manifest-icon-link-svg"/,
  )
})
