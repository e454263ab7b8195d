/** @jest-environment node */
import fs from "node:fs"
import path from "node:path"
import type { Kysely } from "kysely"
import { DAY_MS } from "../../src/lib/cairo-time"
import { saveRequest } from "../storage/requests"
import { SQLITE_FILE } from "../storage/sqlite-file"
import type { Database } from "../storage/schema"
import { newQuote } from "../../testing/fixtures"
import { databasesForTests, STORAGE_KINDS } from "../../testing/test-databases"
import { queueAccountMail } from "../storage/account-mail"
import * as client from "../../testing/client-rows"
import { runRetention } from "./retention"

jest.setTimeout(60_000)
const NOW = new Date("2030-06-15T12:00:00Z")
const RETENTION = { months: 24, spamDays: 30, complaintMonths: 60 }
const daysAgo = (days: number) => new Date(NOW.getTime() - days * DAY_MS)

const databases = databasesForTests("retention-")

describe.each(STORAGE_KINDS)("retention on %s", (kind) => {
  let db: Kysely<Database>
  let other: Kysely<Database>
  beforeAll(async () => {
    db = await databases.open(kind)
    other = await databases.open(kind)
  })
  afterAll(async () => {
    await db.destroy()
    await other.destroy()
  })

  test("old requests and old spam lose their personal fields, once, even with two instances at it", async () => {
    const email = `old.${kind}@retention.test`
    const old = await saveRequest(db, newQuote({ email, message: "Old scope text" }), daysAgo(800))
    const oldSpam = await saveRequest(db, newQuote({ email, spam: 1 }), daysAgo(40))
    const recentSpam = await saveRequest(db, newQuote({ email, spam: 1 }), daysAgo(10))
    const recent = await saveRequest(db, newQuote({ email }), daysAgo(300))
    // Two instances share PostgreSQL (at the same moment); an SQLite file belongs to one process (one after the other).
    const [first, second] =
      kind === "postgres"
        ? await Promise.all([runRetention(db, RETENTION, NOW), runRetention(other, RETENTION, NOW)])
        : [await runRetention(db, RETENTION, NOW), await runRetention(other, RETENTION, NOW)]
    const refs = (result: typeof old) => (result as { reference: string }).reference
    expect([...first, ...second].sort()).toEqual([refs(old), refs(oldSpam)].sort())

    const rows = await db
      .selectFrom("requests")
      .selectAll()
      .where("reference", "in", [refs(old), refs(oldSpam), refs(recentSpam), refs(recent)])
      .orderBy("id")
      .execute()
    expect(rows.map((row) => [row.email, row.erased_at !== null])).toEqual([
      ["", true],
      ["", true],
      [email, false],
      [email, false],
    ])
    // What stays for statistics.
    expect(rows[0]).toMatchObject({
      reference: refs(old),
      service: "ndt",
      industry: "oil-gas",
      status: "new",
      message: "",
    })
    const logged = await db
      .selectFrom("audit_log")
      .select("reference")
      .where("action", "=", "erased by retention")
      .execute()
    expect(logged.filter((row) => row.reference === refs(old))).toHaveLength(1)
  })

  test("complaints keep their own, longer period (5 years, as the privacy notice says), then are erased", async () => {
    const email = `complainant.${kind}@retention.test`
    const complaint = (days: number) =>
      saveRequest(db, newQuote({ email, kind: "complaint", job_reference: "LE-2026-00421" }), daysAgo(days))
    const kept = (await complaint(800)) as { reference: string }
    const due = (await complaint(1900)) as { reference: string }
    expect(kept.reference).toMatch(/^C-\d{4}-\d{6}$/)
    const erased = await runRetention(db, RETENTION, NOW)
    expect(erased).toContain(due.reference)
    expect(erased).not.toContain(kept.reference)
    const rows = await db
      .selectFrom("requests")
      .select(["reference", "email", "job_reference", "kind"])
      .where("reference", "in", [kept.reference, due.reference])
      .orderBy("id")
      .execute()
    expect(rows).toEqual([
      { reference: kept.reference, email, job_reference: "LE-2026-00421", kind: "complaint" },
      { reference: due.reference, email: "", job_reference: null, kind: "complaint" },
    ])
  })

  test("a mail whose one-time link has expired is deleted with its .eml copy; other staff mail stays", async () => {
    const outboxDir = path.join(databases.dataDir, `outbox-${kind}`)
    fs.mkdirSync(outboxDir, { recursive: true })
    const link = (expiresAt: Date) => ({
      to: `invited.${kind}@inspection.test`,
      subject: "Your workspace account",
      body: "https://www.inspection-eg.com/staff/set-password/?token=abc",
      expiresAt: expiresAt.toISOString(),
    })
    await queueAccountMail(db, link(daysAgo(1)), daysAgo(2))
    await queueAccountMail(db, link(new Date(NOW.getTime() + 3600_000)), NOW)
    await queueAccountMail(db, { to: `assignee.${kind}@inspection.test`, subject: "Assigned", body: "Q-1" }, daysAgo(9))
    const rows = await db.selectFrom("account_mail").select(["id", "to_address"]).orderBy("id").execute()
    const mine = rows.slice(-3)
    for (const { id } of mine) fs.writeFileSync(path.join(outboxDir, `staff-${id}.eml`), "copy")
    await runRetention(db, { ...RETENTION, outboxDir }, NOW)
    const left = await db
      .selectFrom("account_mail")
      .select("id")
      .where(
        "id",
        "in",
        mine.map((row) => row.id),
      )
      .execute()
    expect(left.map((row) => row.id)).toEqual([mine[1].id, mine[2].id])
    expect(fs.readdirSync(outboxDir).sort()).toEqual([`staff-${mine[1].id}.eml`, `staff-${mine[2].id}.eml`].sort())
  })

  test("a client account that is no company's member and has no invitation pending is erased; others stay", async () => {
    const rows = { db, kind }
    const company = await client.company(rows, `Retained ${kind}`, daysAgo(100))
    const person = (name: string) => ({ email: `${name}.${kind}@client-retention.test`, name })
    const member = await client.account(rows, person("member"), [[company, "owner"]], daysAgo(100))
    const former = await client.account(rows, person("former"), [], daysAgo(100))
    await client.session(rows, former, daysAgo(50))
    const invited = await client.account(rows, person("invited"), [], daysAgo(3))
    const week = new Date(NOW.getTime() + 4 * DAY_MS)
    await client.invitation(
      rows,
      { companyId: company, email: person("invited").email, role: "member", inviterId: member },
      daysAgo(3),
      week,
    )
    const lapsed = await client.account(rows, person("lapsed"), [], daysAgo(10))
    await client.invitation(
      rows,
      { companyId: company, email: person("lapsed").email, role: "member", inviterId: member },
      daysAgo(10),
      daysAgo(3),
    )
    // Made a moment ago, its invitation not written yet (staff make the account first).
    const fresh = await client.account(rows, person("fresh"), [], new Date(NOW.getTime() - 60_000))
    await db
      .insertInto("client_company_log")
      .values({
        company_id: company,
        at: daysAgo(50).toISOString(),
        actor_id: former,
        actor_name: "former",
        event: "sign-in",
        detail: null,
      })
      .execute()

    await runRetention(db, RETENTION, NOW)
    const left = await db
      .selectFrom("client_user")
      .select("id")
      .where("id", "in", [member, former, invited, lapsed, fresh])
      .execute()
    expect(left.map((row) => row.id).sort()).toEqual([member, invited, fresh].sort())
    expect(await db.selectFrom("client_session").select("id").where("userId", "=", former).execute()).toEqual([])
    expect(
      await db.selectFrom("client_invitation").select("id").where("email", "=", person("lapsed").email).execute(),
    ).toEqual([])
    // The company's log is its record of what its people did: retention leaves it as it is.
    const log = await db.selectFrom("client_company_log").select("actor_name").where("actor_id", "=", former).execute()
    expect(log).toEqual([{ actor_name: "former" }])
    const logged = await db
      .selectFrom("audit_log")
      .select("detail")
      .where("action", "=", "client accounts erased by retention")
      .execute()
    expect(logged).toContainEqual({ detail: "2 account(s)" })
  })

  if (kind === "sqlite") {
    test("erased data is gone from the database files (secure_delete)", async () => {
      const email = `secret.person.${Date.now()}@retention.test`
      await saveRequest(db, newQuote({ email }), daysAgo(900))
      await runRetention(db, RETENTION, NOW)
      const dataDir = databases.dataDirOf(kind)
      const files = fs.readdirSync(dataDir).filter((name) => name.startsWith(SQLITE_FILE))
      for (const file of files) expect(fs.readFileSync(path.join(dataDir, file)).includes(email)).toBe(false)
    })
  }
})
