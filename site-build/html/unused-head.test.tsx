import * as React from "react"
import { withoutUnusedHead } from "./unused-head"

test("drops GatsbyImage's runtime, the generator tag and the second touch icon, and keeps the rest in order", () => {
  const kept = [
    <meta key="theme" name="theme-color" content="#0B2545" />,
    <link key="icon" rel="icon" href="/favicon.svg" />,
    <link key="gatsby-plugin-manifest-apple-touch-icon-192x192" rel="apple-touch-icon" sizes="192x192" href="/i.png" />,
  ]
  const components = [
    <style key="gatsby-image-style">{".gatsby-image-wrapper{}"}</style>,
    kept[0],
    <noscript key="gatsby-image-style-noscript" />,
    <script key="gatsby-image-style-script" type="module" />,
    <meta key="generator-5.16.1" name="generator" content="Gatsby 5.16.1" />,
    kept[1],
    kept[2],
    <link key="gatsby-plugin-manifest-apple-touch-icon-512x512" rel="apple-touch-icon" sizes="512x512" href="/j.png" />,
  ]
  expect(withoutUnusedHead(components)).toEqual(kept)
})

test("keeps a page's own style and scripts", () => {
  const components = [<style key="gatsby-global-css" />, <script key="json-ld" type="application/ld+json" />]
  expect(withoutUnusedHead(components)).toEqual(components)
})

test("in a production build, stops when Gatsby no longer writes a tag it filters", () => {
  const components = [
    <style key="gatsby-image-style" />,
    <link key="gatsby-plugin-manifest-apple-touch-icon-512x512" rel="apple-touch-icon" />,
  ]
  expect(() => withoutUnusedHead(components, true)).toThrow(
    /unused-head\.ts: expected a head component keyed.*generator/,
  )
  expect(withoutUnusedHead([...components, <meta key="generator-5" name="generator" />], true)).toEqual([])
})
