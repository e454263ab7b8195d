/** @jest-environment node */
import type { Kysely } from "kysely"
import { fill } from "../../src/lib/format"
import { loadContent, type Content } from "../content"
import { saveRequest } from "../storage/requests"
import type { Database } from "../storage/schema"
import { newQuote } from "../../testing/fixtures"
import { databasesForTests, STORAGE_KINDS } from "../../testing/test-databases"
import { dataCopyPerTest } from "../../testing/data-copy"
import { siteContent } from "../../testing/site-content"
import { runReminders } from "./reminders"

jest.setTimeout(60_000)

// Tuesday 10 March 2026, 10:00 Cairo time: due Wednesday 10:00; a quarter of the time is left from 04:00.
const ARRIVAL = new Date("2026-03-10T08:00:00Z")
const HOUR = 3_600_000
const at = (hours: number) => new Date(ARRIVAL.getTime() + hours * HOUR)
const content = siteContent()
const SETTINGS = {
  teamAddress: "team@inspection.test",
  siteUrl: "http://127.0.0.1:9521",
  holidays: new Set<string>(),
  content,
}
// A reminder's subject in data/site.json's words (workspaceMail): English, then Arabic.
const subject = (template: "dueSoonSubject" | "overdueSubject", reference: string, words: Content = content) =>
  `${fill(words.en.site.workspaceMail[template], { reference })} | ${fill(words.ar.site.workspaceMail[template], { reference })}`

const databases = databasesForTests("reminders-")
const data = dataCopyPerTest("reminders-data-")

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
      subject("dueSoonSubject", unassigned.reference),
    ])
    const toAssignee = await mailsTo("engineer@inspection.test")
    expect(toAssignee.map((mail) => mail.subject)).toEqual([subject("dueSoonSubject", assigned.reference)])
    // A staff member's language is unknown: the due time in English, then in Arabic, each with the link.
    const [english, arabic] = toAssignee[0].body.split("\n\n—\n\n")
    expect(english).toContain("Wednesday, 11 March 2026 at 10:00 (Cairo time)")
    expect(arabic).toContain("الأربعاء، 11 مارس 2026 في 10:00 (بتوقيت القاهرة)")
    for (const part of [english, arabic]) {
      expect(part).toContain(`http://127.0.0.1:9521/staff/requests/${assigned.reference}/`)
    }

    // Past the due time, then later still: the administrators are told once.
    const late = await bothInstances(at(24.01))
    expect(late).toEqual({ soon: [], overdue: [unassigned.reference, assigned.reference].sort() })
    expect(await bothInstances(at(30))).toEqual({ soon: [], overdue: [] })
    expect((await mailsTo("head@inspection.test")).map((mail) => mail.subject).sort()).toEqual(
      [subject("overdueSubject", unassigned.reference), subject("overdueSubject", assigned.reference)].sort(),
    )
    // Never for the answered request or the spam.
    const mentioned = await db.selectFrom("account_mail").select("subject").execute()
    for (const quiet of [answered.reference, spam.reference]) {
      expect(mentioned.filter((mail) => mail.subject.includes(quiet))).toEqual([])
    }
    const logged = await db
      .selectFrom("audit_log")
      .select(["reference", "action"])
      .where("action", "like", "reminder:%")
      .execute()
    expect(logged).toHaveLength(4)
  })

  test("a reminder says what data/site.json says, as an editor changed it, in both languages", async () => {
    data.edit("site.json", (site) => {
      site.en.workspaceMail.dueSoonSubject = "Answer {reference} today"
      site.en.workspaceMail.dueSoonBody = "Nobody has answered {reference} yet; it is due {due}.\n\n{link}"
      site.ar.workspaceMail.dueSoonSubject = "ردّوا على {reference} اليوم"
      site.ar.workspaceMail.dueSoonBody = "لم يرد أحد على {reference} بعد، وموعده {due}.\n\n{link}"
    })
    const edited = loadContent(data.dir())
    const { reference } = (await saveRequest(db, newQuote({}), at(48))) as { reference: string }
    const reminded = await runReminders(db, { ...SETTINGS, content: edited }, at(48 + 18.02))
    expect(reminded.soon).toEqual([reference])
    const [mail] = (await mailsTo("team@inspection.test")).filter((sent) => sent.subject.includes(reference))
    expect(mail.subject).toBe(`Answer ${reference} today | ردّوا على ${reference} اليوم`)
    const link = `http://127.0.0.1:9521/staff/requests/${reference}/`
    expect(mail.body).toBe(
      `Nobody has answered ${reference} yet; it is due Friday, 13 March 2026 at 10:00.\n\n${link}\n\n—\n\n` +
        `لم يرد أحد على ${reference} بعد، وموعده الجمعة، 13 مارس 2026 في 10:00.\n\n${link}\n`,
    )
  })
})
