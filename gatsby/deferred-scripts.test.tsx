import * as React from "react"
import { TextEncoder } from "util"
import { deferGatsbyScripts, LOADER, SCRIPTS_SLICE_ID, SCRIPTS_TEMPLATE_ID } from "./deferred-scripts"

// Stands in for Gatsby's ServerSliceRenderer, which renders the markers that the slice is stitched between.
function Slice({ sliceId }: { sliceId: string }) {
  return React.createElement("slice-start", { id: `${sliceId}-1` })
}

describe("deferGatsbyScripts", () => {
  it("wraps the scripts slice in an inert template followed by the loader, and keeps the rest", async () => {
    // React's server renderer needs TextEncoder, which jsdom lacks.
    Object.assign(globalThis, { TextEncoder })
    const { renderToStaticMarkup } = await import("react-dom/server")
    const before = <script key="page" id="gatsby-script-loader" />
    const components = deferGatsbyScripts([before, <Slice key="slice" sliceId={SCRIPTS_SLICE_ID} />])
    const html = renderToStaticMarkup(<>{components}</>)
    expect(html).toBe(
      `<script id="gatsby-script-loader"></script>` +
        `<template id="${SCRIPTS_TEMPLATE_ID}"><slice-start id="${SCRIPTS_SLICE_ID}-1"></slice-start></template>` +
        `<script>${LOADER}</script>`,
    )
  })

  it("leaves components without the scripts slice as they are", () => {
    const components = [<Slice key="other" sliceId="footer" />]
    expect(deferGatsbyScripts(components)).toBe(components)
  })
})

describe("LOADER", () => {
  beforeEach(() => jest.useFakeTimers())
  afterEach(() => jest.useRealTimers())

  function page() {
    document.body.innerHTML =
      `<main>page</main><template id="${SCRIPTS_TEMPLATE_ID}">` +
      `<script id="gatsby-chunk-mapping">window.___chunkMapping="{}";</script>` +
      `<script src="/framework.js" async=""></script><script src="/app.js" async=""></script></template>`
    window.requestAnimationFrame = (callback) => setTimeout(() => callback(performance.now()), 16) as unknown as number
  }
  const inserted = () =>
    Array.from(document.body.querySelectorAll(":scope > script"), (script) => ({
      src: script.getAttribute("src"),
      async: script.hasAttribute("async"),
      text: script.textContent,
    }))

  // jsdom has no PerformanceObserver: the loader goes on after two frames.
  it("adds the template's scripts to the body after the next frames once the page has loaded", () => {
    page()
    new Function(LOADER)()
    expect(inserted()).toEqual([])
    jest.runAllTimers()
    expect(inserted()).toEqual([
      { src: null, async: false, text: `window.___chunkMapping="{}";` },
      { src: "/framework.js", async: true, text: "" },
      { src: "/app.js", async: true, text: "" },
    ])
    expect(document.getElementById(SCRIPTS_TEMPLATE_ID)).toBeNull()
  })

  it("links the rest of the stylesheet, named by the inline part, along with the scripts", () => {
    page()
    document.head.innerHTML = `<style data-href="/styles.abc.css" data-rest-href="/styles-rest.def.css">.flex{}</style>`
    new Function(LOADER)()
    expect(document.head.querySelector("link")).toBeNull()
    jest.runAllTimers()
    const links = Array.from(document.head.querySelectorAll("link"), (link) => [link.rel, link.getAttribute("href")])
    expect(links).toEqual([["stylesheet", "/styles-rest.def.css"]])
    document.head.innerHTML = ""
  })

  it("loads the scripts at once when the visitor presses a key or touches the page before that", () => {
    page()
    new Function(LOADER)()
    expect(inserted()).toEqual([])
    window.dispatchEvent(new Event("pointerdown"))
    expect(inserted()).toHaveLength(3)
    jest.runAllTimers()
    expect(inserted()).toHaveLength(3)
  })

  it("waits for the first contentful paint when the browser reports paints", () => {
    page()
    let report: (() => void) | undefined
    const observe = jest.fn()
    const { PerformanceObserver } = window as { PerformanceObserver?: unknown }
    Object.defineProperty(performance, "getEntriesByName", { value: () => [], configurable: true })
    Object.assign(window, {
      PerformanceObserver: class {
        constructor(callback: () => void) {
          report = callback
        }
        observe = observe
        disconnect() {}
      },
    })
    new Function(LOADER)()
    expect(observe).toHaveBeenCalledWith({ type: "paint" })
    jest.advanceTimersByTime(1000)
    expect(inserted()).toEqual([])
    report!()
    jest.advanceTimersByTime(100)
    expect(inserted()).toHaveLength(3)
    // The 3 s fallback finds the work done.
    jest.runAllTimers()
    expect(inserted()).toHaveLength(3)
    Object.assign(window, { PerformanceObserver })
  })
})
