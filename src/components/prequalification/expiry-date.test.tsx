import * as React from "react"
import { render, screen } from "@testing-library/react"
import { ExpiryDate } from "./expiry-date"

const labels = { valid: "Valid", expiring: "Expires within 60 days", renewal: "Renewal in progress" }
// The reader's day: the component judges every date again once it runs (the build's day may be long past).
const READER_DAY = new Date("2026-11-25T10:00:00Z")

beforeEach(() => jest.useFakeTimers({ now: READER_DAY }))
afterEach(() => jest.useRealTimers())

test("a date past at build time shows renewal in progress, not the date and never valid", () => {
  render(<ExpiryDate expires="2026-10-31" today="2026-11-20" locale="en" labels={labels} />)
  expect(screen.getByText("Renewal in progress")).toHaveAttribute("data-status", "renewal")
  expect(screen.queryByText("Valid")).toBeNull()
  expect(screen.queryByText("October 31, 2026")).toBeNull()
})

test("a date within 60 days is highlighted with its warning", () => {
  render(<ExpiryDate expires="2027-01-10" today="2026-11-25" locale="en" labels={labels} />)
  expect(screen.getByText("January 10, 2027")).toHaveClass("bg-amber-100")
  expect(screen.getByText("Expires within 60 days")).toBeInTheDocument()
})

test("a date that passed since the build is marked on the reader's day", () => {
  // Built on 2026-11-01, when 2026-11-20 was still 19 days away; read on 2026-11-25.
  render(<ExpiryDate expires="2026-11-20" today="2026-11-01" locale="ar" labels={labels} />)
  expect(screen.getByText("Renewal in progress")).toBeInTheDocument()
  expect(screen.queryByText("Expires within 60 days")).toBeNull()
})
