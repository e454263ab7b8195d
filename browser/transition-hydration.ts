import * as React from "react"
import { createRoot, hydrateRoot } from "react-dom/client"
import type { GatsbyBrowser } from "gatsby"

// Gatsby hydrates with hydrateRoot() at React's default priority, which React 18 renders in one piece: the
// header, the layout and whatever of the page sits outside a Suspense boundary hydrate in a single long task
// (on a mid-range phone, Lighthouse's 4x CPU, well past 50 ms). Started inside startTransition, hydration
// runs at transition priority, which React time-slices: it yields to the browser every few milliseconds and
// lets a click or a key press hydrate the part of the page it lands on first. The page stays the same
// server-rendered HTML meanwhile, so nothing changes for the eye.
function hydrateInTransition(element: React.ReactNode, root: Element) {
  // Gatsby renders, instead of hydrating, when the server sent no markup (a client-only page).
  const focusWrapper = document.getElementById("gatsby-focus-wrapper")
  React.startTransition(() => {
    if (focusWrapper && focusWrapper.children.length > 0) hydrateRoot(root, element)
    else createRoot(root).render(element)
  })
}

// Gatsby calls what this returns as renderer(<App />, container); its typings still name ReactDOM's legacy
// Renderer type, whose signature React 18's roots no longer have.
export const replaceHydrateFunction: GatsbyBrowser["replaceHydrateFunction"] = () =>
  hydrateInTransition as unknown as ReturnType<NonNullable<GatsbyBrowser["replaceHydrateFunction"]>>
