import * as React from "react"
import { render, screen, within } from "@testing-library/react"
import { createHistory, createMemorySource, LocationProvider } from "@gatsbyjs/reach-router"
import { arabic, englishEdition } from "../../../testing/content"
import { CLIENT_LOG_API_PATH, CLIENT_ME_PATH } from "../../lib/client-paths"
import { fill } from "../../lib/format"
import type { Locale } from "../../lib/locales"
import type { ClientMe } from "../../lib/register-replies"
import { ClientApp } from "./client-app"

const OWNER: ClientMe = {
  name: "Yasser Fahmy",
  email: "yasser@delta-refining.test",
  role: "owner",
  company: { name: "Delta Refining", nameAr: "دلتا للتكرير" },
  twoFactorMissing: false,
}
const EDITIONS = { en: englishEdition, ar: arabic }

// A stand-in for the client API: the administrator signed in, and a company log with nothing in it yet.
function signedIn(me: ClientMe) {
  const answers: Record<string, unknown> = { [CLIENT_ME_PATH]: me, [CLIENT_LOG_API_PATH]: { entries: [], next: null } }
  window.fetch = jest.fn(async (path: string) => {
    const body = answers[path.split("?")[0]]
    const status = body === undefined ? 404 : 200
    return { ok: status === 200, status, statusText: "", text: async () => JSON.stringify(body ?? {}) }
  }) as unknown as typeof fetch
}

// The register opened at `path` in its edition, as a bookmark or a mail's link opens it.
function openAt(path: string, locale: Locale) {
  const edition = EDITIONS[locale]
  render(
    <LocationProvider history={createHistory(createMemorySource(path))}>
      <ClientApp
        texts={edition.client}
        brand={edition.site.brand}
        kinds={{}}
        locale={locale}
        notFound={edition.site.notFound.heading}
        site={{
          phone: edition.site.contact.phones[0],
          email: edition.site.contact.email,
          suspendedText: edition.verify.result.suspendedText,
          withdrawnText: edition.verify.result.withdrawnText,
        }}
      />
    </LocationProvider>,
  )
}

test.each([
  ["/client/log/", "en", fill(englishEdition.client.log.heading, { company: "Delta Refining" })],
  ["/ar/client/log/", "ar", fill(arabic.client.log.heading, { company: "دلتا للتكرير" })],
] as const)("a deep link to %s opens the company's log", async (path, locale, heading) => {
  signedIn(OWNER)
  openAt(path, locale)
  expect(await screen.findByRole("heading", { level: 1, name: heading })).toBeVisible()
})

test.each([
  ["/client/reports/2026/", "en", "/client/"],
  ["/ar/client/reports/2026/", "ar", "/ar/client/"],
] as const)(
  "%s, no page of the register, says the page is not found, with the way back",
  async (path, locale, root) => {
    const edition = EDITIONS[locale]
    signedIn(OWNER)
    openAt(path, locale)
    const heading = await screen.findByRole("heading", { level: 1, name: edition.site.notFound.heading })
    const back = within(heading.parentElement!).getByRole("link", { name: edition.client.app.navRegister })
    expect(back).toHaveAttribute("href", root)
  },
)
