/** @jest-environment node */
import type { Kysely } from "kysely"
import { saveRequest } from "../storage/requests"
import type { Database } from "../storage/schema"
import { newQuote } from "../../testing/fixtures"
import { databasesForTests, STORAGE_KINDS } from "../../testing/test-databases"
import { runReminders } from "./reminders"

jest.setTimeout(60_000)

// Tuesday 10 March 2026, 10:00 Cairo time: due Wednesday 10:00; a quarter of the time is left from 04:00.
const ARRIVAL = new Date("2026-03-10T08:00:00Z")
const HOUR = 3_600_000
const at = (hours: number) => new Date(ARRIVAL.getTime() + hours * HOUR)
const SETTINGS = { teamAddress: "team@inspection.test", siteUrl: "http://127.0.0.1:9521", holidays: new Set<string>() }

const databases = databasesForTests("reminders-")

describe.each(STORAGE_KINDS)("reply reminders on %s", (kind) => {
  let db: Kysely<Database>
  let other: Kysely<Database>
  beforeAll(async () => {
    db = await databases.open(kind)
    other = await databases.open(kind)
    const flag = (value: boolean) => (kind === "postgres" ? value : Number(value)) as never
    const user = (id: string, role: string, email: string) => ({
      id,
      name: id,
      email,
      emailVerified: flag(true),
      createdAt: ARRIVAL.toISOString(),
      updatedAt: ARRIVAL.toISOString(),
      role,
      banned: flag(false),
    })
    await db
      .insertInto("user" as never)
      .values([
        user("admin-1", "admin", "head@inspection.test"),
        user("staff-1", "staff", "engineer@inspection.test"),
      ] as never)
      .execute()
  })
  afterAll(async () => {
    await db.destroy()
    await other.destroy()
  })

  // Two instances on one database: at the same moment on PostgreSQL, one after the other on an SQLite file.
  const bothInstances = async (now: Date) => {
    const runs =
      kind === "postgres"
        ? await Promise.all([runReminders(db, SETTINGS, now), runReminders(other, SETTINGS, now)])
        : [await runReminders(db, SETTINGS, now), await runReminders(other, SETTINGS, now)]
    return { soon: runs.flatMap((run) => run.soon).sort(), overdue: runs.flatMap((run) => run.overdue).sort() }
  }
  const mailsTo = (to: string) =>
    db.selectFrom("account_mail").select(["subject", "body"]).where("to_address", "=", to).orderBy("id").execute()

  test("a quarter of the time left reminds the assignee or the team, overdue the administrators; each once", async () => {
    const ref = async (overrides: Parameters<typeof newQuote>[0]) =>
      (await saveRequest(db, newQuote(overrides), ARRIVAL)) as { reference: string; id: number }
    const unassigned = await ref({})
    const assigned = await ref({ assignee_id: "staff-1" })
    const answered = await ref({})
    const spam = await ref({ spam: 1 })
    await db
      .updateTable("requests")
      .set({ first_reply_at: at(1).toISOString() })
      .where("id", "=", answered.id)
      .execute()

    // 17 hours on, 7 of the 24 are left: nothing yet.
    expect(await bothInstances(at(17))).toEqual({ soon: [], overdue: [] })
    // 18 h 01 min on: less than a quarter left.
    const soon = await bothInstances(at(18.02))
    expect(soon).toEqual({ soon: [unassigned.reference, assigned.reference].sort(), overdue: [] })
    // The clock moves on: the same reminders are not sent again.
    expect(await bothInstances(at(20))).toEqual({ soon: [], overdue: [] })
    expect((await mailsTo("team@inspection.test")).map((mail) => mail.subject)).toEqual([
      `Reply due soon: request ${unassigned.reference}`,
    ])
    const toAssignee = await mailsTo("engineer@inspection.test")
    expect(toAssignee.map((mail) => mail.subject)).toEqual([`Reply due soon: request ${assigned.reference}`])
    expect(toAssignee[0].body).toContain("Wednesday, 11 March 2026 at 10:00 (Cairo time)")
    expect(toAssignee[0].body).toContain(`http://127.0.0.1:9521/staff/requests/${assigned.reference}/`)

    // Past the due time, then later still: the administrators are told once.
    const late = await bothInstances(at(24.01))
    expect(late).toEqual({ soon: [], overdue: [unassigned.reference, assigned.reference].sort() })
    expect(await bothInstances(at(30))).toEqual({ soon: [], overdue: [] })
    expect((await mailsTo("head@inspection.test")).map((mail) => mail.subject).sort()).toEqual(
      [`Reply overdue: request ${unassigned.reference}`, `Reply overdue: request ${assigned.reference}`].sort(),
    )
    // Never for the answered request or the spam.
    const mentioned = await db.selectFrom("account_mail").select("subject").execute()
    for (const quiet of [answered.reference, spam.reference]) {
      expect(mentioned.filter((mail) => mail.subject.endsWith(quiet))).toEqual([])
    }
    const logged = await db
      .selectFrom("audit_log")
      .select(["reference", "action"])
      .where("action", "like", "reminder:%")
      .execute()
    expect(logged).toHaveLength(4)
  })
})
