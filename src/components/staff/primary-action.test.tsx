import * as React from "react"
import { render, screen, waitFor } from "@testing-library/react"
import { PRIMARY_BUTTON, QUIET_BUTTON } from "../ui/app-styles"
import { AccountsPage } from "./accounts-page"
import { CertificatesPage } from "./certificates-page"
import { ComingWorkPage } from "./coming-work-page"
import { CompaniesPage } from "./companies-page"
import { FiguresPage } from "./figures-page"
import { PersonPage } from "./person-page"
import { SignIn } from "./sign-in"
import { ResetRequest } from "./reset-request"

// A stand-in for the workspace API that has nothing: the pages' actions are there before any data. jsdom has no
// object URLs (the personal-data page's download).
beforeEach(() => {
  URL.createObjectURL = jest.fn(() => "blob:test")
  URL.revokeObjectURL = jest.fn()
  window.fetch = jest.fn(async () => ({
    ok: false,
    status: 404,
    statusText: "",
    text: async () => JSON.stringify({ error: "Not found" }),
  })) as unknown as typeof fetch
})

// The controls drawn in a style (jsdom applies no Tailwind: the class names say it), by their names.
const styled = (style: string) =>
  [...document.querySelectorAll<HTMLElement>("button, a")]
    .filter((control) => control.className.includes(style))
    .map((control) => control.textContent?.trim())

// The review (P18): "every action is the same solid blue button — Reply, Add note, Not spam, … Sign out". Each
// screen has one main action in the brand's orange; the others are navy, or quiet when they should not draw the eye.
test.each([
  ["Certificates", <CertificatesPage key="page" intervals={[]} />, "Add the record"],
  ["Client companies", <CompaniesPage key="page" admin />, "Create the company"],
  ["Accounts", <AccountsPage key="page" myId="u-1" />, "Send invitation"],
  ["Personal data", <PersonPage key="page" />, "Look up"],
  ["Figures", <FiguresPage key="page" />, "Download CSV"],
  ["Coming work", <ComingWorkPage key="page" />, "Every item as CSV"],
  [
    "Sign in",
    <main key="page">
      <SignIn onSignedIn={jest.fn()} />
      <ResetRequest />
    </main>,
    "Sign in",
  ],
])("the %s screen has one primary action", async (_screen, page, primary) => {
  render(page)
  await waitFor(() => expect(styled(PRIMARY_BUTTON)).toEqual([primary]))
})

test("the pages of a list are quiet actions", async () => {
  render(<CertificatesPage intervals={[]} />)
  expect(await screen.findByRole("button", { name: "Previous page" })).toHaveClass(...QUIET_BUTTON.split(" "))
  expect(screen.getByRole("button", { name: "Next page" })).toHaveClass(...QUIET_BUTTON.split(" "))
})
