/** @jest-environment node */
import { CLIENT_ME_PATH, CLIENT_PENDING_INVITATIONS_PATH } from "../../src/lib/client-paths"
import { pendingInvitationsReply } from "../../src/lib/invitation-replies"
import { GUARD_CODES } from "../../src/lib/api-error"
import { clientCall, clientSignIn, lastMailTo } from "../../testing/client-accounts"
import { twoCompaniesForTests } from "../../testing/client-companies"
import { databasesForTests, STORAGE_KINDS } from "../../testing/test-databases"

jest.setTimeout(180_000)

const databases = databasesForTests("client-pending-invitations-")

const ALPHA_ADMIN = { email: "hoda.adel@alpha-drilling.test", password: "Cl1ent-hoda-Pass!2026" }
const BETA_ADMIN = { email: "sara.fouad@beta-marine.test", password: "Cl1ent-sara-Pass!2026" }
// Set her password from the invitation on a phone, and signs in later on a desktop, without the link.
const MARIAM = { email: "mariam.saleh@alpha-drilling.test", password: "Cl1ent-mariam-Pass!2026" }
const OTHER = { email: "omar.zaki@beta-marine.test" }

describe.each(STORAGE_KINDS)("the invitations waiting for an account's own address on %s", (kind) => {
  const companies = twoCompaniesForTests(databases, kind, [
    ["Alpha Drilling", ALPHA_ADMIN],
    ["Beta Marine", BETA_ADMIN],
  ])
  const get = (path: string, cookie: string) =>
    companies.server.fetch(`${companies.server.base}${path}`, { headers: { cookie } })

  test("an account of no company is offered its invitation by company and inviter, accepts it and reaches the register", async () => {
    const invite = (cookie: string, email: string) =>
      clientCall(companies.server, "/organization/invite-member", { json: { email, role: "member" }, cookie })
    expect((await invite(companies.alpha.cookie, MARIAM.email)).status).toBe(200)
    expect((await invite(companies.beta.cookie, OTHER.email)).status).toBe(200)
    const mail = await lastMailTo(companies.db, MARIAM.email)
    const set = await clientCall(companies.server, "/reset-password", {
      json: { token: mail.token, newPassword: MARIAM.password },
    })
    expect(set.status).toBe(200)
    const { cookie } = await clientSignIn(companies.server, MARIAM)

    // Signed in, of no company: the register says so, and the invitation is there to accept, named.
    expect((await (await get(CLIENT_ME_PATH, cookie)).json()).code).toBe(GUARD_CODES.noCompany)
    const pending = await get(CLIENT_PENDING_INVITATIONS_PATH, cookie)
    expect(pending.status).toBe(200)
    expect(pending.headers.get("cache-control")).toBe("no-store")
    const { invitations } = pendingInvitationsReply.parse(await pending.json())
    expect(invitations).toEqual([
      {
        id: mail.invitation,
        company: { name: "Alpha Drilling", nameAr: "شركة Alpha Drilling" },
        inviter: "Alpha Drilling",
        expiresAt: expect.any(String),
      },
    ])
    // Nothing of another address's invitation.
    expect(JSON.stringify(invitations)).not.toContain("Beta")

    const accepted = await clientCall(companies.server, "/organization/accept-invitation", {
      json: { invitationId: invitations[0].id },
      cookie,
    })
    expect(accepted.status).toBe(200)
    expect((await get(CLIENT_ME_PATH, cookie)).status).toBe(200)
    const after = pendingInvitationsReply.parse(await (await get(CLIENT_PENDING_INVITATIONS_PATH, cookie)).json())
    expect(after.invitations).toEqual([])
  })

  test("signed out, or with a forged cookie, it answers 401 and names nobody", async () => {
    for (const cookie of ["", "client.session_token=forged"]) {
      const answer = await get(CLIENT_PENDING_INVITATIONS_PATH, cookie)
      expect(answer.status).toBe(401)
      expect(await answer.text()).not.toContain("Alpha")
    }
  })
})
