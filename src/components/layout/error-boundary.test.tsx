import * as React from "react"
import { render, screen } from "@testing-library/react"
import { describeError, ErrorBoundary } from "./error-boundary"
import { englishEdition } from "../../../testing/content"

const site = englishEdition.site

const labels: { heading: string; homeLink: string } = site.errorScreen

// React and the boundary itself log caught errors; keep the test output readable.
let consoleError: jest.SpyInstance
beforeEach(() => {
  consoleError = jest.spyOn(console, "error").mockImplementation(() => {})
})
afterEach(() => consoleError.mockRestore())

function Throws({ value }: { value: unknown }): React.ReactElement {
  throw value
}

describe("ErrorBoundary", () => {
  it("renders its children while nothing fails", () => {
    render(
      <ErrorBoundary labels={labels}>
        <p>Page content</p>
      </ErrorBoundary>,
    )
    expect(screen.getByText("Page content")).toBeInTheDocument()
    expect(screen.queryByRole("alert")).not.toBeInTheDocument()
  })

  it("shows the heading from its labels and the error's message when a child throws", () => {
    render(
      <ErrorBoundary labels={labels}>
        <Throws value={new Error("Cannot read the service list")} />
      </ErrorBoundary>,
    )
    const alert = screen.getByRole("alert")
    expect(screen.getByRole("heading", { level: 1, name: labels.heading })).toBeInTheDocument()
    expect(alert).toHaveTextContent("Cannot read the service list")
    expect(screen.getByRole("link", { name: labels.homeLink })).toHaveAttribute("href", "/")
  })

  it('shows "404 Not Found" for a thrown response', () => {
    render(
      <ErrorBoundary labels={labels}>
        <Throws value={{ status: 404, statusText: "Not Found" }} />
      </ErrorBoundary>,
    )
    expect(screen.getByRole("alert")).toHaveTextContent("404 Not Found")
  })

  it("still shows the error screen when null is thrown", () => {
    render(
      <ErrorBoundary labels={labels}>
        <Throws value={null} />
      </ErrorBoundary>,
    )
    expect(screen.getByRole("heading", { level: 1, name: labels.heading })).toBeInTheDocument()
    expect(screen.getByRole("alert")).toHaveTextContent("Unknown error")
  })

  it("logs the error it caught", () => {
    const error = new Error("boom")
    render(
      <ErrorBoundary labels={labels}>
        <Throws value={error} />
      </ErrorBoundary>,
    )
    expect(consoleError).toHaveBeenCalledWith(error, expect.any(String))
  })
})

describe("describeError", () => {
  it.each<[string, unknown, string]>([
    ["a response with status and text", { status: 404, statusText: "Not Found" }, "404 Not Found"],
    ["a response with a status only", { status: 500 }, "500"],
    ["an Error", new TypeError("x is undefined"), "x is undefined"],
    ["a string", "plain failure", "plain failure"],
    ["a number", 42, "42"],
  ])("describes %s", (_, error, text) => {
    expect(describeError(error)).toBe(text)
  })
})
