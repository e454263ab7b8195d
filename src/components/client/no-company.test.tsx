import { screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
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
import { fakeClientApi, NO_STATUSES, ok, renderClientApp } from "../../../testing/client-app-harness"

const MEMBER: ClientMe = {
  name: "Mariam Saleh",
  email: "mariam.saleh@niledelta-petroleum.test",
  role: "member",
  company: { name: "Nile Delta Petroleum Co.", nameAr: "شركة دلتا النيل للبترول" },
  twoFactorMissing: false,
}

// A stand-in for the client API: signed in, of no company, with an invitation from a colleague waiting.
function noCompanyYet() {
  let joined = false
  fakeClientApi(({ path }) => {
    if (path === CLIENT_ME_PATH)
      return joined ? ok(MEMBER) : { status: 403, body: { error: "No company", code: GUARD_CODES.noCompany } }
    if (path === CLIENT_PENDING_INVITATIONS_PATH)
      return ok({
        invitations: [
          { id: "inv-7", company: MEMBER.company, inviter: "Layla Nabil", expiresAt: "2026-12-14T10:00:00Z" },
        ],
      })
    if (path === `${CLIENT_AUTH_PATH}/organization/accept-invitation`) {
      joined = true
      return ok({ member: {} })
    }
    if (path === REGISTER_PATH) return ok({ items: [], total: 0, next: null, sites: [], summary: NO_STATUSES })
  })
}

test.each([
  // No full stop after a name that ends with one ("Co.").
  ["en", "Layla Nabil invited you to the register of Nile Delta Petroleum Co."],
  ["ar", "دعاكم Layla Nabil إلى سجل شركة دلتا النيل للبترول."],
] as const)(
  "in %s, an account of no company is offered its invitation by name and joins from there",
  async (locale: Locale, words) => {
    noCompanyYet()
    const edition = renderClientApp(locale === "ar" ? "/ar/client/" : "/client/", locale)
    const texts = edition.client
    expect(await screen.findByText(words)).toBeVisible()
    expect(screen.queryByText(fill(texts.app.noCompany, { brand: edition.site.brand }))).toBeNull()
    await userEvent.setup().click(screen.getByRole("button", { name: texts.invitation.accept }))
    expect(await screen.findByRole("heading", { level: 1, name: texts.register.heading })).toBeVisible()
  },
)

test("the invitation's page names the company and who invited, and accepting opens the register", async () => {
  noCompanyYet()
  const path = "/client/invitation/?invitation=inv-7"
  window.history.replaceState(null, "", path)
  try {
    const edition = renderClientApp(path, "en")
    expect(await screen.findByText("Layla Nabil invited you to the register of Nile Delta Petroleum Co.")).toBeVisible()
    expect(screen.getByRole("heading", { name: edition.client.invitation.heading })).toBeVisible()
  } finally {
    window.history.replaceState(null, "", "/")
  }
})
