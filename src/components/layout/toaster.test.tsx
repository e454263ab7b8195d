import * as React from "react"
import { act, render, screen, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import toast from "react-hot-toast"
import { SWIPE_DISMISS_PX, TOAST_LIMIT, Toaster } from "./toaster"
import { englishEdition } from "../../../testing/content"

const site = englishEdition.site

const dismissLabel: string = site.toast.dismiss

// react-hot-toast takes a dismissed toast out of the DOM after this delay (its default removeDelay).
const REMOVE_DELAY_MS = 1000

beforeAll(() => {
  // jsdom has no matchMedia; react-hot-toast asks it for prefers-reduced-motion.
  window.matchMedia = jest.fn().mockImplementation((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: jest.fn(),
    removeListener: jest.fn(),
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
    dispatchEvent: jest.fn(),
  }))
})

beforeEach(() => {
  jest.useFakeTimers()
  toast.remove()
})
afterEach(() => {
  act(() => toast.remove())
  jest.useRealTimers()
})

const messages = () => screen.queryAllByRole("status").map((status) => status.textContent)
const toastFor = (text: string) => screen.getByText(text).closest<HTMLElement>("[data-testid=toast]")!
const settle = () => act(() => jest.advanceTimersByTime(REMOVE_DELAY_MS))

function renderToaster(count: number) {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime })
  render(<Toaster dismissLabel={dismissLabel} />)
  act(() => {
    for (let i = 1; i <= count; i++) toast(`Notification ${i}`)
  })
  return user
}

async function drag(user: ReturnType<typeof userEvent.setup>, target: HTMLElement, dx: number) {
  await user.pointer([
    { keys: "[MouseLeft>]", target, coords: { clientX: 100, clientY: 10 } },
    { target, coords: { clientX: 100 + dx, clientY: 12 } },
    { keys: "[/MouseLeft]", target, coords: { clientX: 100 + dx, clientY: 12 } },
  ])
}

describe("Toaster", () => {
  it(`keeps at most ${TOAST_LIMIT} toasts, dismissing the oldest`, async () => {
    renderToaster(TOAST_LIMIT + 1)
    await settle()
    expect(messages()).toHaveLength(TOAST_LIMIT)
    expect(screen.queryByText("Notification 1")).not.toBeInTheDocument()
    for (let i = 2; i <= TOAST_LIMIT + 1; i++) expect(screen.getByText(`Notification ${i}`)).toBeInTheDocument()
  })

  it("dismisses a toast with its dismiss button", async () => {
    const user = renderToaster(2)
    await user.click(within(toastFor("Notification 1")).getByRole("button", { name: dismissLabel }))
    await settle()
    expect(messages()).toEqual(["Notification 2"])
  })

  it.each([SWIPE_DISMISS_PX + 5, -(SWIPE_DISMISS_PX + 5)])("dismisses a toast dragged %i px sideways", async (dx) => {
    const user = renderToaster(2)
    await drag(user, toastFor("Notification 1"), dx)
    await settle()
    expect(messages()).toEqual(["Notification 2"])
  })

  it.each([SWIPE_DISMISS_PX - 5, SWIPE_DISMISS_PX])("keeps a toast dragged only %i px", async (dx) => {
    const user = renderToaster(2)
    await drag(user, toastFor("Notification 1"), dx)
    await settle()
    expect(messages()).toHaveLength(2)
  })
})
