import * as React from "react"
import { act } from "@testing-library/react"
import { replaceHydrateFunction } from "./transition-hydration"

type Renderer = (element: React.ReactNode, container: Element) => () => void
const renderer = (replaceHydrateFunction as unknown as () => Renderer)()

// React reports a hydration mismatch on console.error before it throws away the server's markup.
let consoleError: jest.SpyInstance
beforeEach(() => {
  document.body.innerHTML = ""
  consoleError = jest.spyOn(console, "error").mockImplementation(() => {})
})
afterEach(() => consoleError.mockRestore())

function serverRenderedPage(): HTMLElement {
  const root = document.createElement("div")
  root.id = "___gatsby"
  root.innerHTML = '<div id="gatsby-focus-wrapper"><main><h1>Inspection</h1></main></div>'
  document.body.append(root)
  return root
}

test("a page the server rendered is hydrated: React adopts its elements instead of replacing them", async () => {
  const root = serverRenderedPage()
  const heading = root.querySelector("h1")
  await act(async () => {
    renderer(
      <div id="gatsby-focus-wrapper">
        <main>
          <h1>Inspection</h1>
        </main>
      </div>,
      root,
    )
  })
  expect(root.querySelector("h1")).toBe(heading)
  expect(Object.keys(heading!).some((key) => key.startsWith("__reactFiber$"))).toBe(true)
  expect(consoleError).not.toHaveBeenCalled()
})

// Under `gatsby develop`, Gatsby renders its loading indicator with the same renderer into an empty element
// it appends once the page is up: that element has nothing to hydrate, whatever the page around it holds.
test("an empty element beside a rendered page is rendered into, without a hydration error", async () => {
  serverRenderedPage()
  const overlay = document.createElement("div")
  document.body.append(overlay)
  let unmount = () => {}
  await act(async () => {
    unmount = renderer(<span>indicator</span>, overlay)
  })
  expect(overlay.innerHTML).toBe("<span>indicator</span>")
  expect(consoleError).not.toHaveBeenCalled()

  // Gatsby removes the indicator with what the renderer returned.
  await act(async () => unmount())
  expect(overlay.innerHTML).toBe("")
  expect(consoleError).not.toHaveBeenCalled()
})
