import * as React from "react"
import { act, render, screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { Tooltip, TOOLTIP_DELAY_MS, TOOLTIP_SKIP_MS } from "./tooltip"
import { englishEdition } from "../../../testing/content"

const site = englishEdition.site

const first: string = site.nav.openMenu
const second: string = site.nav.closeMenu

// The tooltip remembers when one last closed; keep the fake clock moving forward from test to test.
let clock = Date.UTC(2030, 0, 1)
beforeEach(() => {
  jest.useFakeTimers()
  clock += 60_000
  jest.setSystemTime(clock)
})
afterEach(() => jest.useRealTimers())

function renderTooltips() {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime })
  render(
    <div>
      <Tooltip label={first}>
        <button type="button" />
      </Tooltip>
      <Tooltip label={second}>
        <button type="button" />
      </Tooltip>
    </div>,
  )
  return {
    user,
    firstButton: screen.getByRole("button", { name: first }),
    secondButton: screen.getByRole("button", { name: second }),
  }
}

const wait = (ms: number) => act(() => jest.advanceTimersByTime(ms))

describe("Tooltip", () => {
  it("names its trigger with its label, and renders nothing more while closed", () => {
    const { container } = render(
      <Tooltip label={first}>
        <button type="button" />
      </Tooltip>,
    )
    expect(screen.getByRole("button")).toHaveAccessibleName(first)
    expect(container.innerHTML).toBe(
      `<span class="relative inline-flex"><button type="button" aria-label="${first}"></button></span>`,
    )
  })

  it(`opens on hover only after ${TOOLTIP_DELAY_MS} ms and closes when the pointer leaves`, async () => {
    const { user, firstButton } = renderTooltips()
    await user.hover(firstButton)
    await wait(TOOLTIP_DELAY_MS - 1)
    expect(screen.queryByRole("tooltip")).not.toBeInTheDocument()
    await wait(1)
    expect(screen.getByRole("tooltip")).toHaveTextContent(first)
    await user.unhover(firstButton)
    expect(screen.queryByRole("tooltip")).not.toBeInTheDocument()
  })

  it("does not open if the pointer leaves before the delay", async () => {
    const { user, firstButton } = renderTooltips()
    await user.hover(firstButton)
    await wait(TOOLTIP_DELAY_MS - 100)
    await user.unhover(firstButton)
    await wait(TOOLTIP_DELAY_MS)
    expect(screen.queryByRole("tooltip")).not.toBeInTheDocument()
  })

  it(`opens the next tooltip at once within ${TOOLTIP_SKIP_MS} ms of one closing`, async () => {
    const { user, firstButton, secondButton } = renderTooltips()
    await user.hover(firstButton)
    await wait(TOOLTIP_DELAY_MS)
    await user.unhover(firstButton)
    await wait(TOOLTIP_SKIP_MS - 50)
    await user.hover(secondButton)
    expect(screen.getByRole("tooltip")).toHaveTextContent(second)
  })

  it(`waits the full delay again once ${TOOLTIP_SKIP_MS} ms have passed`, async () => {
    const { user, firstButton, secondButton } = renderTooltips()
    await user.hover(firstButton)
    await wait(TOOLTIP_DELAY_MS)
    await user.unhover(firstButton)
    await wait(TOOLTIP_SKIP_MS)
    await user.hover(secondButton)
    expect(screen.queryByRole("tooltip")).not.toBeInTheDocument()
    await wait(TOOLTIP_DELAY_MS)
    expect(screen.getByRole("tooltip")).toHaveTextContent(second)
  })

  it("closes on Escape", async () => {
    const { user, firstButton } = renderTooltips()
    await user.hover(firstButton)
    await wait(TOOLTIP_DELAY_MS)
    expect(screen.getByRole("tooltip")).toBeInTheDocument()
    await user.keyboard("{Escape}")
    expect(screen.queryByRole("tooltip")).not.toBeInTheDocument()
  })

  // jsdom matches :focus-visible for any focused element, so this checks keyboard focus but cannot
  // check that a mouse click's focus leaves the tooltip closed.
  it("opens at once on keyboard focus and closes when focus leaves", async () => {
    const { user, firstButton, secondButton } = renderTooltips()
    await user.tab()
    expect(firstButton).toHaveFocus()
    expect(screen.getByRole("tooltip")).toHaveTextContent(first)
    await user.tab()
    expect(secondButton).toHaveFocus()
    expect(screen.getAllByRole("tooltip")).toHaveLength(1)
    expect(screen.getByRole("tooltip")).toHaveTextContent(second)
  })
})
