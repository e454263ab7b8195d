import * as React from "react"
import { expectOutput } from "../expect-output"

// Head components this site sends for nothing, by their React key:
// - gatsby-plugin-image's runtime for <GatsbyImage> (a wrapper stylesheet, its <noscript> twin and a module
//   script that fades lazy images in), while the site renders its artwork as plain <picture>
//   (src/components/ui/picture.tsx). The script alone cost a CSP hash in every response's headers.
// - Gatsby's <meta name="generator">, which tells a visitor nothing.
// - the 512 px apple-touch-icon beside the 192 px one: iOS takes one icon for a home screen (180 px) and
//   scales the 192 px one down.
// Every byte here is in the HTML of every page; the home page's must fit the fewest TCP round trips.
const UNUSED = [
  /^gatsby-image-style(-noscript|-script)?$/,
  /^generator-/,
  /^gatsby-plugin-manifest-apple-touch-icon-512x512$/,
]

const keyOf = (component: React.ReactNode) => (React.isValidElement(component) ? String(component.key) : undefined)

// `strict` (production builds) stops the build when Gatsby no longer writes one of them: the filter would be
// doing nothing.
export function withoutUnusedHead(components: React.ReactNode[], strict = false): React.ReactNode[] {
  if (strict) {
    for (const key of UNUSED) {
      const found = components.some((component) => key.test(keyOf(component) ?? ""))
      expectOutput(found, "site-build/html/unused-head.ts", `a head component keyed ${key}`)
    }
  }
  return components.filter((component) => !UNUSED.some((key) => key.test(keyOf(component) ?? "\0")))
}
