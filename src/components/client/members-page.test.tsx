import { screen, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { CLIENT_AUTH_PATH, CLIENT_COMPANY_PATH, CLIENT_ME_PATH, CLIENT_MEMBERS_PATH } from "../../lib/client-paths"
import { fill } from "../../lib/format"
import { localizePath, type Locale } from "../../lib/locales"
import type { ClientMe } from "../../lib/register-replies"
import { fakeClientApi, ok, renderClientApp } from "../../../testing/client-app-harness"

// The People page and its own administrator (issue 64): it offered Remove and a role change to the sole
// administrator, who is yourself, and spoke of "their sessions" about yourself.

const ME: ClientMe = {
  name: "Yasser Fahmy",
  email: "yasser.fahmy@red-sea-ports.test",
  role: "owner",
  company: { name: "Red Sea Marine Terminals", nameAr: "محطات البحر الأحمر البحرية" },
  twoFactorMissing: false,
}
const person = (id: string, name: string, email: string, role: "owner" | "member") => ({
  id,
  organizationId: "company-1",
  userId: `user-${id}`,
  role,
  createdAt: "2026-12-01T09:00:00.000Z",
  user: { id: `user-${id}`, name, email },
})
const SELF = person("m1", ME.name, ME.email, "owner")
const COLLEAGUE = person("m2", "Mona Adel", "mona.adel@red-sea-ports.test", "member")

function company(members: ReturnType<typeof person>[]) {
  fakeClientApi(({ path }) => {
    if (path === CLIENT_ME_PATH) return ok(ME)
    if (path === `${CLIENT_AUTH_PATH}/organization/list-members`) return ok({ members, total: members.length })
    if (path === `${CLIENT_AUTH_PATH}/organization/list-invitations`) return ok([])
    if (path === CLIENT_COMPANY_PATH) return ok({ twoFactorRequired: false, ownTwoFactor: false })
  })
}

test.each(["en", "ar"] as const)(
  "in %s the sole administrator's own row offers no Remove or role change, and says why",
  async (locale: Locale) => {
    company([SELF, COLLEAGUE])
    const { client: texts } = renderClientApp(localizePath(CLIENT_MEMBERS_PATH, locale), locale)
    const people = await screen.findByRole("region", { name: texts.members.people })
    const [own, other] = await within(people).findAllByRole("listitem")
    expect(within(own).queryByRole("button", { name: new RegExp(texts.members.remove) })).toBeNull()
    expect(within(own).queryByRole("combobox")).toBeNull()
    expect(own).toHaveTextContent(texts.members.soleOwner)
    expect(own).toHaveTextContent(texts.members.roleOwner)
    // A colleague can still be given a role or removed.
    expect(within(other).getByRole("combobox", { name: fill(texts.members.roleOf, { name: COLLEAGUE.user.name }) }))
    expect(within(other).getByRole("button", { name: `${texts.members.remove}: ${COLLEAGUE.user.name}` }))
  },
)

test.each(["en", "ar"] as const)(
  "in %s, with another administrator, removing oneself asks about your own sessions",
  async (locale: Locale) => {
    company([SELF, { ...COLLEAGUE, role: "owner" }])
    const { client: texts } = renderClientApp(localizePath(CLIENT_MEMBERS_PATH, locale), locale)
    const people = await screen.findByRole("region", { name: texts.members.people })
    const [own] = await within(people).findAllByRole("listitem")
    await userEvent.setup().click(within(own).getByRole("button", { name: `${texts.members.remove}: ${ME.name}` }))
    const companyName = locale === "ar" ? ME.company.nameAr : ME.company.name
    expect(own).toHaveTextContent(fill(texts.members.removeSelfConfirm, { company: companyName }))
    expect(own).not.toHaveTextContent(fill(texts.members.removeConfirm, { name: ME.name, company: companyName }))
  },
)
