/** @jest-environment node */
import { sql, type Kysely } from "kysely"
import type { Database } from "../storage/schema"
import { acceptAsNewAccount, clientCall } from "../../testing/client-accounts"
import { clientCompany, staffAdministrator } from "../../testing/client-companies"
import { filesHolding, versionsHolding } from "../../testing/erased-copies"
import { startStaffApp, type StaffApp } from "../../testing/site-app"
import { staffCall } from "../../testing/staff"
import { databasesForTests, STORAGE_KINDS } from "../../testing/test-databases"
import { CLIENT_ACCOUNT_TABLES } from "../staff/erasure-copies"

// Erasing a person reaches their client account (issue 50) as it reaches their requests (erasure.test.ts): after
// an administrator erases them in the workspace, no SQLite file under DATA_DIR holds their address or name, and no
// PostgreSQL row version of the tables does. A company's only client administrator is refused, and kept whole.

jest.setTimeout(180_000)

const databases = databasesForTests("client-erasure-")

describe.each(STORAGE_KINDS)("erasing a person's client account on %s", (kind) => {
  let server: StaffApp
  let db: Kysely<Database>
  let staffAdmin: string
  let dataDir: string
  const administrator = { email: `mona.sami.${kind}@delta-refining.test`, password: "Cl1ent-mona-Pass!2026" }
  const colleague = { email: `karim.nabil.${kind}@delta-refining.test`, password: "Cl1ent-karim-Pass!2026" }
  const erase = (email: string) =>
    staffCall(server, "/api/staff/admin/person/erase", {
      method: "POST",
      json: { email, confirm: true },
      headers: { cookie: staffAdmin },
    })

  beforeAll(async () => {
    dataDir = databases.dataDirOf(kind)
    db = await databases.open(kind)
    if (kind === "postgres") await sql`create extension if not exists pageinspect`.execute(db)
    server = await startStaffApp({ db, dialect: kind, dataDir })
    staffAdmin = await staffAdministrator(server, dataDir, kind === "postgres" ? databases.postgres.url : undefined)
    // The colleague is invited by the company's administrator, sets a password, signs in and accepts.
    const delta = await clientCompany(server, db, staffAdmin, "Delta Refining", administrator)
    const invited = await clientCall(server, "/organization/invite-member", {
      json: { email: colleague.email, role: "member" },
      cookie: delta.cookie,
    })
    expect(invited.status).toBe(200)
    expect((await acceptAsNewAccount(server, db, colleague)).accepted.status).toBe(200)
  })
  afterAll(async () => {
    await server?.close()
    await db?.destroy()
  })

  test("the company's only client administrator is refused, with the company named, and nothing is erased", async () => {
    const refused = await erase(administrator.email)
    expect(refused.status).toBe(409)
    expect(await refused.json()).toEqual({
      error:
        "Not erased: this person is the only client administrator of Delta Refining. " +
        "Make another member of the company its administrator first.",
    })
    const account = await db.selectFrom("client_user").select("id").where("email", "=", administrator.email).execute()
    expect(account).toHaveLength(1)
  })

  test("a member is erased for good: no trace of the address in the database's files or row versions", async () => {
    const held = async () =>
      kind === "sqlite"
        ? filesHolding(dataDir, colleague.email)
        : (
            await Promise.all(
              [...CLIENT_ACCOUNT_TABLES, "account_mail", "audit_log"].map(
                async (table) => [table, await versionsHolding(db, table, colleague.email)] as const,
              ),
            )
          )
            .filter(([, n]) => n > 0)
            .map(([table]) => table)
    expect((await held()).length).toBeGreaterThan(0)

    const erased = await erase(colleague.email)
    expect(erased.status).toBe(200)
    expect(await erased.json()).toEqual({ erased: [], clientAccounts: 1 })
    expect(await held()).toEqual([])
    // The workspace's audit log has the erasure, not the address.
    const logged = await db
      .selectFrom("audit_log")
      .select(["action", "detail"])
      .where("detail", "=", "client account")
      .execute()
    expect(logged).toEqual([{ action: "person erased", detail: "client account" }])
    // The company's log keeps its entries, without them: the invitation to them, their sign-in and acceptance.
    const companyLog = await db
      .selectFrom("client_company_log")
      .select(["actor_name", "event", "detail"])
      .where("event", "in", ["invitation-sent", "invitation-accepted"])
      .orderBy("id")
      .execute()
    expect(companyLog).toContainEqual({ actor_name: "erased account", event: "invitation-accepted", detail: null })
    expect(companyLog).toContainEqual(expect.objectContaining({ detail: "erased account (member)" }))
  })
})
