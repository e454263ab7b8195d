import * as React from "react"
import { createRoot, hydrateRoot, type Root } from "react-dom/client"
import type { GatsbyBrowser } from "gatsby"

// Gatsby hydrates with hydrateRoot() at React's default priority, which React 18 renders in one piece: the
// header, the layout and whatever of the page sits outside a Suspense boundary hydrate in a single long task
// (on a mid-range phone, Lighthouse's 4x CPU, well past 50 ms). Started inside startTransition, hydration
// runs at transition priority, which React time-slices: it yields to the browser every few milliseconds and
// lets a click or a key press hydrate the part of the page it lands on first. The page stays the same
// server-rendered HTML meanwhile, so nothing changes for the eye.
//
// Gatsby calls this renderer for the page's root and, under `gatsby develop`, for its own overlays (the
// loading indicator, mounted into empty elements it appends once the page is up). Whether to hydrate is
// decided by the element rendered into, as Gatsby's own renderer does: an element the server filled is
// hydrated, an empty one (an overlay, a client-only page, a development page) is rendered into.
function hydrateInTransition(element: React.ReactNode, container: Element): () => void {
  let root: Root | undefined
  React.startTransition(() => {
    if (container.children.length > 0) root = hydrateRoot(container, element)
    else {
      root = createRoot(container)
      root.render(element)
    }
  })
  // Gatsby unmounts a root it no longer needs (the loading indicator) with what its renderer returns.
  return () => root?.unmount()
}

// Gatsby calls what this returns as renderer(<App />, container); its typings still name ReactDOM's legacy
// Renderer type, whose signature React 18's roots no longer have.
export const replaceHydrateFunction: GatsbyBrowser["replaceHydrateFunction"] = () =>
  hydrateInTransition as unknown as ReturnType<NonNullable<GatsbyBrowser["replaceHydrateFunction"]>>
