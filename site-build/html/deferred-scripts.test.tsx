import * as React from "react"
import { TextEncoder } from "util"
import { ARABIC_FONT_CLASS, ARABIC_FONT_STORED } from "../../src/lib/deferred-assets"
import { deferGatsbyScripts, SCRIPTS_SLICE_ID, SCRIPTS_TEMPLATE_ID, splitDeferredHead } from "./deferred-scripts"
import { LOADER, LOADER_BOOT } from "./loader-scripts"

// Stands in for Gatsby's ServerSliceRenderer, which renders the markers that the slice is stitched between.
function Slice({ sliceId }: { sliceId: string }) {
  return React.createElement("slice-start", { id: `${sliceId}-1` })
}

describe("deferGatsbyScripts", () => {
  it("wraps the scripts slice in an inert template followed by the loader, and keeps the rest", async () => {
    // React's server renderer needs TextEncoder, which jsdom lacks.
    Object.assign(globalThis, { TextEncoder })
    const { renderToStaticMarkup } = await import("react-dom/server")
    const pagePath = (
      <script
        key="page"
        id="gatsby-script-loader"
        dangerouslySetInnerHTML={{ __html: `/*<![CDATA[*/window.pagePath="/services/ndt/";/*]]>*/` }}
      />
    )
    const components = deferGatsbyScripts([
      <div key="before" />,
      pagePath,
      <Slice key="slice" sliceId={SCRIPTS_SLICE_ID} />,
    ])
    const html = renderToStaticMarkup(<>{components}</>)
    expect(html).toBe(
      `<div></div>` +
        `<template id="${SCRIPTS_TEMPLATE_ID}"><slice-start id="${SCRIPTS_SLICE_ID}-1"></slice-start></template>` +
        `<script data-page-path="/services/ndt/"></script>`,
    )
  })

  it("keeps a page-path script it cannot fold into the loader", async () => {
    Object.assign(globalThis, { TextEncoder })
    const { renderToStaticMarkup } = await import("react-dom/server")
    const withData = `/*<![CDATA[*/window.pagePath="/";window.pageData={};/*]]>*/`
    const pagePath = <script key="page" id="gatsby-script-loader" dangerouslySetInnerHTML={{ __html: withData }} />
    const html = renderToStaticMarkup(
      <>{deferGatsbyScripts([pagePath, <Slice key="slice" sliceId={SCRIPTS_SLICE_ID} />])}</>,
    )
    expect(html).toContain(`<script id="gatsby-script-loader">${withData}</script>`)
    expect(html).toContain(`<script></script>`)
  })

  it("leaves components without the scripts slice as they are", () => {
    const components = [<Slice key="other" sliceId="footer" />]
    expect(deferGatsbyScripts(components)).toBe(components)
  })
})

describe("splitDeferredHead", () => {
  it("takes the web manifest link out of the head, into the template ahead of the scripts", async () => {
    Object.assign(globalThis, { TextEncoder })
    const { renderToStaticMarkup } = await import("react-dom/server")
    const manifest = <link key="gatsby-plugin-manifest-link" rel="manifest" href="/manifest.webmanifest" />
    const icon = <link key="gatsby-plugin-manifest-icon-link-svg" rel="icon" href="/favicon.svg" />
    const [head, deferred] = splitDeferredHead([icon, manifest])
    expect(head).toEqual([icon])
    expect(deferred).toEqual([manifest])
    const html = renderToStaticMarkup(
      <>{deferGatsbyScripts([<Slice key="s" sliceId={SCRIPTS_SLICE_ID} />], deferred)}</>,
    )
    expect(html).toMatch(
      new RegExp(
        `^<template id="${SCRIPTS_TEMPLATE_ID}"><link rel="manifest" href="/manifest.webmanifest"/><slice-start`,
      ),
    )
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

  // The page's bootstrap carries its path; the loader reads it there (kept in <head> here, out of inserted()).
  function runLoader(pagePath?: string) {
    document.querySelectorAll("script[data-page-path]").forEach((boot) => boot.remove())
    if (pagePath !== undefined) {
      const boot = document.createElement("script")
      boot.setAttribute("data-page-path", pagePath)
      document.head.appendChild(boot)
    }
    new Function(LOADER)()
  }

  it("sets window.pagePath from its data attribute, and leaves it alone without one", () => {
    page()
    const global = window as unknown as { pagePath?: string }
    runLoader("/404.html")
    expect(global.pagePath).toBe("/404.html")
    page()
    global.pagePath = "/kept/"
    runLoader()
    expect(global.pagePath).toBe("/kept/")
    jest.runAllTimers()
  })

  // jsdom has no PerformanceObserver: the loader goes on after two frames.
  it("adds the template's scripts to the body after the next frames once the page has loaded", () => {
    page()
    runLoader()
    expect(inserted()).toEqual([])
    jest.runAllTimers()
    expect(inserted()).toEqual([
      { src: null, async: false, text: `window.___chunkMapping="{}";` },
      { src: "/framework.js", async: true, text: "" },
      { src: "/app.js", async: true, text: "" },
    ])
    expect(document.getElementById(SCRIPTS_TEMPLATE_ID)).toBeNull()
  })

  it("shows the page's icons: the symbol waiting in data-href becomes the href", () => {
    page()
    document.body.insertAdjacentHTML("afterbegin", `<svg><use data-href="#Anchor"></use></svg>`)
    runLoader()
    expect(document.querySelector("use")!.getAttribute("href")).toBe("#Anchor")
    jest.runAllTimers()
  })

  it("moves the template's links into the head", () => {
    page()
    const template = document.getElementById(SCRIPTS_TEMPLATE_ID) as HTMLTemplateElement
    template.innerHTML =
      `<link rel="manifest" href="/manifest.webmanifest" crossorigin="use-credentials">` + template.innerHTML
    runLoader()
    jest.runAllTimers()
    const manifest = document.head.querySelector('link[rel="manifest"]')
    expect(manifest?.getAttribute("href")).toBe("/manifest.webmanifest")
    expect(manifest?.getAttribute("crossorigin")).toBe("use-credentials")
    expect(inserted()).toHaveLength(3)
    document.head.innerHTML = ""
  })

  it("links the rest of the stylesheet, named by the inline part, along with the scripts", () => {
    page()
    document.head.innerHTML = `<style data-href="/styles.abc.css" data-rest-href="/styles-rest.def.css">.flex{}</style>`
    runLoader()
    expect(document.head.querySelector("link")).toBeNull()
    jest.runAllTimers()
    const links = Array.from(document.head.querySelectorAll("link"), (link) => [link.rel, link.getAttribute("href")])
    expect(links).toEqual([["stylesheet", "/styles-rest.def.css"]])
    document.head.innerHTML = ""
  })

  it("loads the scripts at once when the visitor presses a key or touches the page before that", () => {
    page()
    runLoader()
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
    runLoader()
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

describe("in a production build (strict)", () => {
  const pagePath = (
    <script
      key="page"
      id="gatsby-script-loader"
      dangerouslySetInnerHTML={{ __html: `/*<![CDATA[*/window.pagePath="/";/*]]>*/` }}
    />
  )
  const slice = <Slice key="slice" sliceId={SCRIPTS_SLICE_ID} />

  it("stops the build when Gatsby's script slice is missing", () => {
    expect(() => deferGatsbyScripts([pagePath], [], true)).toThrow(
      /deferred-scripts\.tsx: expected the script slice "_gatsby-scripts".*Gatsby's output has changed/,
    )
  })

  it("stops the build when the page-path script is missing or no longer in Gatsby's form", () => {
    expect(() => deferGatsbyScripts([slice], [], true)).toThrow(/page-path script/)
  })

  it("stops the build when the manifest link is not there to defer", () => {
    expect(() => splitDeferredHead([<meta key="theme" name="theme-color" />], true)).toThrow(
      /"gatsby-plugin-manifest-link"/,
    )
  })

  it("passes what it expects", () => {
    expect(deferGatsbyScripts([pagePath, slice], [], true)).toHaveLength(2)
  })
})

describe("LOADER_BOOT", () => {
  beforeEach(() => {
    document.documentElement.className = ""
    document.body.innerHTML = ""
    localStorage.clear()
    // No paint yet; jsdom has no paint timing.
    Object.defineProperty(performance, "getEntriesByType", { value: () => [], configurable: true, writable: true })
  })

  // jsdom has no PerformanceObserver: the bootstrap goes on at once.
  function runBoot() {
    const script = document.createElement("script")
    script.setAttribute("data-page-path", "/ar/")
    script.setAttribute("data-src", "/page-loader-1.js")
    Object.defineProperty(document, "currentScript", { value: script, configurable: true })
    new Function(LOADER_BOOT)()
  }

  it("adds the loader's file, which reads the page's path on the bootstrap", () => {
    runBoot()
    const loader = document.body.querySelector("script")!
    expect([loader.getAttribute("src"), loader.getAttribute("data-page-path")]).toEqual(["/page-loader-1.js", null])
  })

  it("waits for the first contentful paint, not a first paint of the background alone", () => {
    type Entries = { getEntriesByName: (name: string) => unknown[] }
    let report: (list: Entries, observer: { disconnect: () => void }) => void = () => {}
    const observed: unknown[] = []
    class PaintObserver {
      constructor(callback: typeof report) {
        report = callback
      }
      observe(options: unknown) {
        observed.push(options)
      }
      disconnect() {}
    }
    Object.defineProperty(window, "PerformanceObserver", { value: PaintObserver, configurable: true })
    Object.defineProperty(performance, "getEntriesByName", { value: () => [], configurable: true, writable: true })
    try {
      runBoot()
      // Buffered, so a paint before the bootstrap ran is reported too.
      expect(observed).toEqual([{ type: "paint", buffered: true }])
      const painted = (name: string) => ({ getEntriesByName: (asked: string) => (asked === name ? [{}] : []) })
      report(painted("first-paint"), new PaintObserver(report))
      expect(document.body.querySelector("script")).toBeNull()
      report(painted("first-contentful-paint"), new PaintObserver(report))
      expect(document.body.querySelector("script")).toHaveAttribute("src", "/page-loader-1.js")
    } finally {
      delete (window as { PerformanceObserver?: unknown }).PerformanceObserver
    }
  })

  it("uses the Arabic font the browser holds, before the first paint only", () => {
    runBoot()
    expect(document.documentElement.classList.contains(ARABIC_FONT_CLASS)).toBe(false)
    localStorage.setItem(ARABIC_FONT_STORED, "1")
    runBoot()
    expect(document.documentElement.classList.contains(ARABIC_FONT_CLASS)).toBe(true)

    document.documentElement.className = ""
    const paints = jest.spyOn(performance, "getEntriesByType").mockReturnValue([{} as PerformanceEntry])
    runBoot()
    expect(document.documentElement.classList.contains(ARABIC_FONT_CLASS)).toBe(false)
    paints.mockRestore()
  })
})
