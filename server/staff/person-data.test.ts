/** @jest-environment node */
import type { Kysely } from "kysely"
import { saveRequest } from "../storage/requests"
import type { Database } from "../storage/schema"
import { newQuote } from "../../testing/fixtures"
import { databasesForTests, STORAGE_KINDS } from "../../testing/test-databases"
import { TEST_NOW } from "../../testing/test-clock"
import * as client from "../../testing/client-rows"
import { queueAccountMail } from "../storage/account-mail"
import { erasePerson, exportPerson } from "./person-data"

jest.setTimeout(60_000)
const ADMIN = { id: "admin-1", name: "Amal Fathy" }
const hoursLater = (hours: number) => new Date(TEST_NOW.getTime() + hours * 3600_000)

const databases = databasesForTests("person-data-")

describe.each(STORAGE_KINDS)("a person's data on %s", (kind) => {
  let db: Kysely<Database>
  beforeAll(async () => {
    db = await databases.open(kind)
  })
  afterAll(async () => db.destroy())

  test("the export and the erasure take in the person's complaints and appeals with their quote requests", async () => {
    const email = `Mona.${kind}@Example.com`
    await saveRequest(db, newQuote({ email }), TEST_NOW)
    await saveRequest(
      db,
      newQuote({ email, kind: "appeal", job_reference: "LE-2026-00421", message: "Appeal text" }),
      TEST_NOW,
    )

    const exported = await exportPerson(db, ADMIN, email.toLowerCase(), TEST_NOW)
    expect(exported.requests.map((request) => [request.reference.slice(0, 2), request.kind])).toEqual([
      ["Q-", "quote"],
      ["C-", "appeal"],
    ])
    expect(exported.requests[1]).toMatchObject({ job_reference: "LE-2026-00421", message: "Appeal text" })

    const { references: erased } = await erasePerson(db, ADMIN, email, TEST_NOW)
    expect(erased).toHaveLength(2)
    const rows = await db
      .selectFrom("requests")
      .select(["email", "job_reference", "message"])
      .where("reference", "in", erased)
      .execute()
    expect(rows).toEqual([
      { email: "", job_reference: null, message: "" },
      { email: "", job_reference: null, message: "" },
    ])
  })

  describe("a client account", () => {
    const rows = () => ({ db, kind })
    // Dina administers Alpha with Hany, and is a member of Beta; she has a password link and a pending invitation
    // to Gamma, and two sessions. Hany invited a colleague to Alpha; so did Dina.
    const dina = { email: `dina.${kind}@alpha.test`, name: "Dina Farouk" }
    let alpha: string
    let beta: string
    let gamma: string
    let dinaId: string
    let hanyId: string
    let colleagueInvitation: string
    beforeAll(async () => {
      alpha = await client.company(rows(), `Alpha ${kind}`, TEST_NOW)
      beta = await client.company(rows(), `Beta ${kind}`, TEST_NOW)
      gamma = await client.company(rows(), `Gamma ${kind}`, TEST_NOW)
      dinaId = await client.account(
        rows(),
        dina,
        [
          [alpha, "owner"],
          [beta, "member"],
        ],
        TEST_NOW,
      )
      hanyId = await client.account(
        rows(),
        { email: `hany.${kind}@alpha.test`, name: "Hany Samir" },
        [[alpha, "owner"]],
        TEST_NOW,
      )
      await client.account(
        rows(),
        { email: `omar.${kind}@beta.test`, name: "Omar Beta" },
        [
          [beta, "owner"],
          [gamma, "owner"],
        ],
        TEST_NOW,
      )
      await client.session(rows(), dinaId, hoursLater(1))
      await client.session(rows(), dinaId, hoursLater(5))
      await client.resetToken(rows(), dinaId, hoursLater(5))
      const week = hoursLater(24 * 7)
      await client.invitation(
        rows(),
        { companyId: gamma, email: dina.email, role: "member", inviterId: hanyId },
        hoursLater(2),
        week,
      )
      await client.invitation(
        rows(),
        { companyId: alpha, email: dina.email, role: "owner", inviterId: dinaId, status: "accepted" },
        TEST_NOW,
        week,
      )
      colleagueInvitation = await client.invitation(
        rows(),
        { companyId: alpha, email: `new.${kind}@alpha.test`, role: "member", inviterId: dinaId },
        hoursLater(3),
        week,
      )
      const link = { to: dina.email, subject: "Your invitation", expiresAt: week.toISOString() }
      await queueAccountMail(db, { ...link, body: "https://site.test/client/invitation/?invitation=abc" }, TEST_NOW)
      await queueAccountMail(db, { ...link, body: "https://site.test/client/set-password/?token=def" }, TEST_NOW)
    })

    test("is in the export of its address: the account, its companies and roles, last sign-in, invitations", async () => {
      const exported = await exportPerson(db, ADMIN, dina.email.toUpperCase(), TEST_NOW)
      expect(exported.clientAccounts).toEqual([
        {
          name: "Dina Farouk",
          email: dina.email,
          createdAt: TEST_NOW.toISOString(),
          lastSignIn: hoursLater(5).toISOString(),
          memberships: [
            {
              company: `Alpha ${kind}`,
              companyAr: `شركة Alpha ${kind}`,
              role: "administrator",
              since: TEST_NOW.toISOString(),
            },
            { company: `Beta ${kind}`, companyAr: `شركة Beta ${kind}`, role: "member", since: TEST_NOW.toISOString() },
          ],
        },
      ])
      expect(exported.clientInvitations).toEqual([
        {
          company: `Gamma ${kind}`,
          companyAr: `شركة Gamma ${kind}`,
          role: "member",
          sentAt: hoursLater(2).toISOString(),
          expiresAt: hoursLater(24 * 7).toISOString(),
        },
      ])
    })

    test("is erased with the person: its rows, the invitations to the address, its client mails; audited without it", async () => {
      const { clientAccounts } = await erasePerson(db, ADMIN, dina.email, TEST_NOW)
      expect(clientAccounts).toBe(1)
      for (const table of ["client_session", "client_account", "client_two_factor", "client_member"] as const) {
        expect(await db.selectFrom(table).select("id").where("userId", "=", dinaId).execute()).toEqual([])
      }
      expect(await db.selectFrom("client_user").select("id").where("id", "=", dinaId).execute()).toEqual([])
      expect(await db.selectFrom("client_verification").select("id").where("value", "=", dinaId).execute()).toEqual([])
      expect(await db.selectFrom("client_invitation").select("id").where("email", "=", dina.email).execute()).toEqual(
        [],
      )
      expect(await db.selectFrom("account_mail").select("id").where("to_address", "=", dina.email).execute()).toEqual(
        [],
      )
      // The colleague she invited keeps the invitation, now in her fellow administrator's name.
      const kept = await db
        .selectFrom("client_invitation")
        .select("inviterId")
        .where("id", "=", colleagueInvitation)
        .executeTakeFirst()
      expect(kept).toEqual({ inviterId: hanyId })
      // Alpha keeps its other administrator; Beta its own.
      expect(
        await db.selectFrom("client_member").select("userId").where("organizationId", "=", alpha).execute(),
      ).toEqual([{ userId: hanyId }])
      const logged = await db
        .selectFrom("audit_log")
        .select(["actor_name", "action", "detail", "reference"])
        .where("detail", "=", "client account")
        .execute()
      expect(logged).toEqual([
        { actor_name: ADMIN.name, action: "person erased", detail: "client account", reference: null },
      ])
      const everything = JSON.stringify(await db.selectFrom("audit_log").selectAll().execute())
      expect(everything).not.toContain(dina.email)
      expect(await exportPerson(db, ADMIN, dina.email, TEST_NOW)).toMatchObject({
        clientAccounts: [],
        clientInvitations: [],
      })
    })

    test("is not erased while it is a company's only client administrator: the refusal names the companies", async () => {
      const omar = `omar.${kind}@beta.test`
      await saveRequest(db, newQuote({ email: omar }), TEST_NOW)
      await expect(erasePerson(db, ADMIN, omar, TEST_NOW)).rejects.toThrow(
        `Not erased: this person is the only client administrator of Beta ${kind}, Gamma ${kind}. ` +
          "Make another member of the company its administrator first.",
      )
      // Nothing was erased, the request included.
      expect(await db.selectFrom("client_user").select("name").where("email", "=", omar).execute()).toEqual([
        { name: "Omar Beta" },
      ])
      expect(await db.selectFrom("requests").select("email").where("email", "=", omar).execute()).toEqual([
        { email: omar },
      ])
    })
  })
})
