import * as React from "react"
import { render, screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { createHistory, createMemorySource, LocationProvider } from "@gatsbyjs/reach-router"
import { arabic, englishEdition } from "../../../testing/content"
import { GUARD_CODES } from "../../lib/api-error"
import {
  CLIENT_AUTH_PATH,
  CLIENT_ME_PATH,
  CLIENT_PENDING_INVITATIONS_PATH,
  REGISTER_PATH,
} from "../../lib/client-paths"
import { fill } from "../../lib/format"
import type { Locale } from "../../lib/locales"
import type { ClientMe } from "../../lib/register-replies"
import { ClientApp } from "./client-app"

const MEMBER: ClientMe = {
  name: "Mariam Saleh",
  email: "mariam.saleh@niledelta-petroleum.test",
  role: "member",
  company: { name: "Nile Delta Petroleum Co.", nameAr: "شركة دلتا النيل للبترول" },
  twoFactorMissing: false,
}
const NONE = { valid: 0, due: 0, expired: 0, issued: 0, suspended: 0, withdrawn: 0 }
const EDITIONS = { en: englishEdition, ar: arabic }

// A stand-in for the client API: signed in, of no company, with an invitation from a colleague waiting.
function noCompanyYet() {
  let joined = false
  const reply = (status: number, body: unknown) => ({
    ok: status < 400,
    status,
    statusText: "",
    text: async () => JSON.stringify(body),
  })
  window.fetch = jest.fn(async (url: string) => {
    const path = url.split("?")[0]
    if (path === CLIENT_ME_PATH)
      return joined ? reply(200, MEMBER) : reply(403, { error: "No company", code: GUARD_CODES.noCompany })
    if (path === CLIENT_PENDING_INVITATIONS_PATH)
      return reply(200, {
        invitations: [
          { id: "inv-7", company: MEMBER.company, inviter: "Layla Nabil", expiresAt: "2026-12-14T10:00:00Z" },
        ],
      })
    if (path === `${CLIENT_AUTH_PATH}/organization/accept-invitation`) {
      joined = true
      return reply(200, { member: {} })
    }
    if (path === REGISTER_PATH) return reply(200, { items: [], total: 0, next: null, sites: [], summary: NONE })
    return reply(404, { error: "Not found" })
  }) as unknown as typeof fetch
}

test.each([
  // No full stop after a name that ends with one ("Co.").
  ["en", "Layla Nabil invited you to the register of Nile Delta Petroleum Co."],
  ["ar", "دعاكم Layla Nabil إلى سجل شركة دلتا النيل للبترول."],
] as const)(
  "in %s, an account of no company is offered its invitation by name and joins from there",
  async (locale: Locale, words) => {
    noCompanyYet()
    const edition = EDITIONS[locale]
    const texts = edition.client
    render(
      <LocationProvider history={createHistory(createMemorySource(locale === "ar" ? "/ar/client/" : "/client/"))}>
        <ClientApp
          texts={texts}
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
    expect(await screen.findByText(words)).toBeVisible()
    expect(screen.queryByText(fill(texts.app.noCompany, { brand: edition.site.brand }))).toBeNull()
    await userEvent.setup().click(screen.getByRole("button", { name: texts.invitation.accept }))
    expect(await screen.findByRole("heading", { level: 1, name: texts.register.heading })).toBeVisible()
  },
)

test("the invitation's page names the company and who invited, and accepting opens the register", async () => {
  noCompanyYet()
  const edition = englishEdition
  const path = "/client/invitation/?invitation=inv-7"
  window.history.replaceState(null, "", path)
  try {
    render(
      <LocationProvider history={createHistory(createMemorySource(path))}>
        <ClientApp
          texts={edition.client}
          brand={edition.site.brand}
          kinds={{}}
          locale="en"
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
    expect(await screen.findByText("Layla Nabil invited you to the register of Nile Delta Petroleum Co.")).toBeVisible()
    expect(screen.getByRole("heading", { name: edition.client.invitation.heading })).toBeVisible()
  } finally {
    window.history.replaceState(null, "", "/")
  }
})
