import { screen, within } from "@testing-library/react"
import { arabic, englishEdition } from "../../../testing/content"
import { CLIENT_LOG_API_PATH, CLIENT_ME_PATH } from "../../lib/client-paths"
import { fill } from "../../lib/format"
import type { ClientMe } from "../../lib/register-replies"
import { fakeClientApi, ok, renderClientApp } from "../../../testing/client-app-harness"

const OWNER: ClientMe = {
  name: "Yasser Fahmy",
  email: "yasser@delta-refining.test",
  role: "owner",
  company: { name: "Delta Refining", nameAr: "دلتا للتكرير" },
  twoFactorMissing: false,
}
// The administrator signed in, and a company log with nothing in it yet.
const signedIn = (me: ClientMe) =>
  fakeClientApi(({ path }) =>
    path === CLIENT_ME_PATH ? ok(me) : path === CLIENT_LOG_API_PATH ? ok({ entries: [], next: null }) : undefined,
  )

test.each([
  ["/client/log/", "en", fill(englishEdition.client.log.heading, { company: "Delta Refining" })],
  ["/ar/client/log/", "ar", fill(arabic.client.log.heading, { company: "دلتا للتكرير" })],
] as const)("a deep link to %s opens the company's log", async (path, locale, heading) => {
  signedIn(OWNER)
  renderClientApp(path, locale)
  expect(await screen.findByRole("heading", { level: 1, name: heading })).toBeVisible()
})

test.each([
  ["/client/reports/2026/", "en", "/client/"],
  ["/ar/client/reports/2026/", "ar", "/ar/client/"],
] as const)(
  "%s, no page of the register, says the page is not found, with the way back",
  async (path, locale, root) => {
    signedIn(OWNER)
    const edition = renderClientApp(path, locale)
    const heading = await screen.findByRole("heading", { level: 1, name: edition.site.notFound.heading })
    const back = within(heading.parentElement!).getByRole("link", { name: edition.client.app.navRegister })
    expect(back).toHaveAttribute("href", root)
  },
)
