import * as React from "react"
import { expectOutput } from "../expect-output"

// gatsby-plugin-manifest links two favicons, the 32 px PNG and the SVG, without their sizes. Not knowing
// which suits, Chrome downloads both while the page loads; told that the SVG scales to any size, it takes the
// SVG alone (and browsers without SVG favicons keep the PNG).
const SIZES: Record<string, string> = {
  "gatsby-plugin-manifest-icon-link-png": "32x32",
  "gatsby-plugin-manifest-icon-link-svg": "any",
}

// `strict` (production builds) stops the build when one of the two links is missing.
export function withIconSizes(components: React.ReactNode[], strict = false): React.ReactNode[] {
  if (strict) {
    for (const key of Object.keys(SIZES)) {
      const found = components.some((component) => React.isValidElement(component) && component.key === key)
      expectOutput(found, "site-build/html/icon-sizes.ts", `the head component "${key}"`)
    }
  }
  return components.map((component) => {
    if (!React.isValidElement(component)) return component
    const sizes = SIZES[String(component.key)]
    return sizes ? React.cloneElement(component as React.ReactElement<{ sizes?: string }>, { sizes }) : component
  })
}
