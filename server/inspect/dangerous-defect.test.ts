/** @jest-environment node */
import { cairoToday } from "../../src/lib/cairo-time"
import { CLIENT_LOG_API_PATH, CLIENT_REMINDERS_PATH, REGISTER_PATH } from "../../src/lib/client-paths"
import { companyLogReply } from "../../src/lib/company-replies"
import { dangerDetail } from "../../src/lib/company-log-events"
import { formatDueTime } from "../../src/lib/due-time-words"
import type { DangerNotice } from "../../src/lib/inspect-replies"
import { registerPageReply } from "../../src/lib/register-replies"
import { acceptAsNewAccount, clientCall } from "../../testing/client-accounts"
import { twoCompaniesForTests } from "../../testing/client-companies"
import { content } from "../../testing/quote-app"
import type { Delivered } from "../../testing/smtp-inbox"
import { smtpWorker } from "../../testing/smtp-worker"
import { STAFF, staffCall } from "../../testing/staff"
import { TEST_NOW } from "../../testing/test-clock"
import { databasesForTests, STORAGE_KINDS } from "../../testing/test-databases"
import { historyOf } from "../staff/audit"
import { clearDangerousDefects, openDangerousDefects, recordDangerousDefect } from "./dangerous-defect"

jest.setTimeout(180_000)

// An inspector marks a crawler crane's hook dangerous on site (issue 61): the company's administrators and the
// job's staff are told by mail, each in their language, the register says "do not use" until a later report clears
// it, and the company's log and the audit log keep who was told.
const databases = databasesForTests("dangerous-defect-")

const ALPHA_ADMIN = { email: "amr.said@alpha-cranes.test", password: "Cl1ent-amr-Pass!2026" }
const ALPHA_OWNER = { email: "mona.fathy@alpha-cranes.test", password: "Cl1ent-mona-Pass!2026" }
const ALPHA_MEMBER = { email: "laila.hamdy@alpha-cranes.test", password: "Cl1ent-laila-Pass!2026" }
const BETA_ADMIN = { email: "omar.zaki@beta-offshore.test", password: "Cl1ent-omar-Pass!2026" }
const SITE_LEAD = "karim.nabil@inspection.test"

const FOUND_AT = "2026-03-10T09:41:00+02:00"
const notice = (overrides: Partial<DangerNotice> = {}): DangerNotice => ({
  id: "6f1c2d9e-4b7a-4c1e-9a53-2f8d0b7c1e44",
  jobId: "job-alpha-rig7",
  reportId: "0b8e5c1a-93d2-4f6b-8a7e-5c2d1f0e9b37",
  itemKey: "CR-7",
  item: "Crawler crane, 80 t",
  serial: "CR-7",
  defect: "Hook safety latch missing and hook throat opened 12 % beyond the manufacturer's limit",
  foundAt: FOUND_AT,
  ...overrides,
})
const INPUT = {
  companyId: "",
  site: "Rig 7",
  inspectorName: "Hany Youssef",
  staffRecipients: [
    { email: STAFF.email, locale: "en" as const },
    { email: SITE_LEAD, locale: null },
  ],
}

describe.each(STORAGE_KINDS)("a dangerous defect told from the field on %s", (kind) => {
  const companies = twoCompaniesForTests(databases, kind, [
    ["Alpha Cranes", ALPHA_ADMIN],
    ["Beta Offshore", BETA_ADMIN],
  ])
  const record = () =>
    recordDangerousDefect(companies.db, { ...INPUT, companyId: companies.alpha.id, notice: notice() }, TEST_NOW, {
      content,
    })
  const register = async (cookie: string) => {
    const answer = await companies.server.fetch(`${companies.server.base}${REGISTER_PATH}`, { headers: { cookie } })
    expect(answer.status).toBe(200)
    return registerPageReply.parse(await answer.json()).items
  }

  const certificate = (companyId: string, number: string, serial: string, item: string, withdrawn = false) => ({
    number: `${number}-${kind}`,
    kind: "lifting-equipment" as const,
    item,
    serial,
    rating: "80 t",
    client: "Sample client",
    site: "Rig 7",
    inspected_on: "2025-09-14",
    valid_until: "2026-09-13",
    inspector: "Hany Youssef",
    inspector_certificate: "LEEA 0051234",
    status: withdrawn ? ("withdrawn" as const) : ("valid" as const),
    status_at: withdrawn ? "2026-02-01" : null,
    status_reason: withdrawn ? "Replaced by the owner" : null,
    code: `D${number}${kind}`,
    created_at: TEST_NOW.toISOString(),
    company_id: companyId,
  })

  beforeAll(async () => {
    // A second administrator who reads Arabic, and a member, who is not an administrator and is not mailed.
    for (const [account, role] of [
      [ALPHA_OWNER, "owner"],
      [ALPHA_MEMBER, "member"],
    ] as const) {
      const invited = await clientCall(companies.server, "/organization/invite-member", {
        json: { email: account.email, role },
        cookie: companies.alpha.cookie,
      })
      expect(invited.status).toBe(200)
      const { cookie, accepted } = await acceptAsNewAccount(companies.server, companies.db, account)
      expect(accepted.status).toBe(200)
      if (account === ALPHA_OWNER) {
        const set = await staffCall(companies.server, CLIENT_REMINDERS_PATH, {
          method: "POST",
          json: { locale: "ar" },
          headers: { cookie },
        })
        expect(set.status).toBe(200)
      }
    }
    await companies.db
      .insertInto("certificates")
      .values([
        certificate(companies.alpha.id, "A1", "CR-7", "Crawler crane, 80 t"),
        certificate(companies.alpha.id, "A2", "SL-9", "Chain sling, 4-leg", true),
        // Beta has a CR-7 of its own: Alpha's notice says nothing of it.
        certificate(companies.beta.id, "B1", "CR-7", "Crawler crane, 50 t"),
      ])
      .execute()
  })

  test("each administrator and the job's staff get one mail over SMTP in their language, naming what, where, who and when", async () => {
    const { smtp, deliver, stop } = await smtpWorker(companies.db, () => TEST_NOW)
    try {
      let kicked = false
      const told = await recordDangerousDefect(
        companies.db,
        { ...INPUT, companyId: companies.alpha.id, notice: notice() },
        TEST_NOW,
        { content, onMailQueued: () => void (kicked = true) },
      )
      expect(told).toEqual({ recipients: 4, created: true })
      // The worker is woken at once: the mail leaves now, not at its next poll.
      expect(kicked).toBe(true)
      await deliver()

      const to = (email: string) => smtp.messages.filter((message: Delivered) => message.to.includes(email))
      for (const email of [ALPHA_ADMIN.email, ALPHA_OWNER.email, STAFF.email, SITE_LEAD])
        expect(to(email)).toHaveLength(1)
      for (const email of [ALPHA_MEMBER.email, BETA_ADMIN.email]) expect(to(email)).toHaveLength(0)

      const englishTime = formatDueTime(new Date(FOUND_AT), "en-GB")
      const arabicTime = formatDueTime(new Date(FOUND_AT), "ar")
      const english = to(STAFF.email)[0]
      expect(english.subject).toBe("Dangerous defect — do not use: Crawler crane, 80 t (CR-7)")
      expect(english.mail.text).toContain("Alpha Cranes:")
      for (const fact of ["Crawler crane, 80 t", "CR-7", "Rig 7", notice().defect, "Hany Youssef", englishTime]) {
        expect(english.mail.text).toContain(fact)
      }
      expect(englishTime).toContain("09:41")
      expect(english.mail.text).toContain("Do not use this item until it has been repaired and examined again")
      expect(english.mail.text).toMatch(/regulation 10\(1\)\(a\)[\s\S]*LOLER[\s\S]*forthwith/)
      expect(english.mail.text).not.toContain(content.ar.site.dangerousDefectMail.noSerial)
      expect(english.mail.text).not.toMatch(/[\u0600-\u06FF]/)

      const arabic = to(ALPHA_OWNER.email)[0]
      expect(arabic.subject).toBe("عيب خطير — لا تستخدموا Crawler crane, 80 t (CR-7)")
      expect(arabic.mail.text).toContain("شركة Alpha Cranes:")
      expect(arabic.mail.text).toContain(arabicTime)
      expect(arabic.mail.text).not.toContain("Do not use")

      // Nobody told us these two readers' languages: English, then Arabic.
      for (const both of [to(ALPHA_ADMIN.email)[0], to(SITE_LEAD)[0]]) {
        expect(both.subject).toBe(`${english.subject} | ${arabic.subject}`)
        expect(both.mail.text!.indexOf(englishTime)).toBeLessThan(both.mail.text!.indexOf(arabicTime))
      }
      // Nothing in it opens anything: no link, no token.
      for (const message of smtp.messages) expect(message.mail.text).not.toMatch(/https?:\/\/|token/i)

      // Sent again (the device did not hear the answer): told once.
      expect(await record()).toEqual({ recipients: 4, created: false })
      await deliver()
      expect(smtp.messages).toHaveLength(4)
      expect(await companies.db.selectFrom("dangerous_defects").selectAll().execute()).toHaveLength(1)
    } finally {
      await stop()
    }
  })

  test("the register shows the item first, 'do not use' with the date and the defect; another company's item is untouched", async () => {
    const items = await register(companies.alpha.cookie)
    expect(items.map((item) => [item.serial, item.danger])).toEqual([
      ["CR-7", { since: new Date(FOUND_AT).toISOString(), defect: notice().defect }],
      ["SL-9", null],
    ])
    expect(cairoToday(new Date(items[0].danger!.since))).toBe("2026-03-10")
    expect((await register(companies.beta.cookie)).map((item) => item.danger)).toEqual([null])
    // What the job's items read (H2's `dangerous`).
    expect([...(await openDangerousDefects(companies.db, companies.alpha.id)).keys()]).toEqual(["CR-7"])
    expect((await openDangerousDefects(companies.db, companies.beta.id)).size).toBe(0)
  })

  test("the company's log and the audit log record the notice and how many were told, not to whom", async () => {
    const answer = await companies.server.fetch(`${companies.server.base}${CLIENT_LOG_API_PATH}`, {
      headers: { cookie: companies.alpha.cookie },
    })
    expect(answer.status).toBe(200)
    const told = companyLogReply
      .parse(await answer.json())
      .entries.filter((entry) => entry.event === "dangerous-defect")
    expect(told).toEqual([
      expect.objectContaining({ actorName: "Hany Youssef", detail: dangerDetail("Crawler crane, 80 t (CR-7)", 2, 2) }),
    ])
    const audited = await historyOf(companies.db, "job-alpha-rig7")
    expect(audited).toEqual([
      expect.objectContaining({
        action: "dangerous defect told",
        actor_name: "Hany Youssef",
        detail: "Crawler crane, 80 t (CR-7) at Rig 7; mailed to 2 client administrator(s) and 2 staff",
      }),
    ])
    for (const entry of [...told, ...audited]) expect(JSON.stringify(entry)).not.toContain("@")
  })

  test("a later report clears it; the report that told it does not", async () => {
    const clear = (reportId: string) =>
      clearDangerousDefects(companies.db, { companyId: companies.alpha.id, itemKey: "CR-7", reportId }, TEST_NOW)
    expect(await clear(notice().reportId)).toBe(0)
    expect((await register(companies.alpha.cookie))[0].danger).not.toBeNull()

    expect(await clear("5d0c7a2e-1f4b-4e8a-9c63-7b2e0d1a8f55")).toBe(1)
    const items = await register(companies.alpha.cookie)
    // The withdrawn sling leads again; the crane reads as its certificate says.
    expect(items.map((item) => [item.serial, item.danger])).toEqual([
      ["SL-9", null],
      ["CR-7", null],
    ])
    expect(await clear("5d0c7a2e-1f4b-4e8a-9c63-7b2e0d1a8f55")).toBe(0)
  })

  test("sent twice at once (two connections of the device), it is stored and told once", async () => {
    const found = notice({ id: "3a7d9c2b-8e41-4f06-b5d2-9c1e7a4f0b63", itemKey: null, item: "Spreader beam, 10 t" })
    const send = () =>
      recordDangerousDefect(
        companies.db,
        { ...INPUT, companyId: companies.alpha.id, notice: found, inspectorName: "Hany Youssef" },
        TEST_NOW,
        { content },
      )
    const answers = await Promise.all([send(), send()])
    expect(answers.map((answer) => answer.created).sort()).toEqual([false, true])
    expect(answers.map((answer) => answer.recipients)).toEqual([4, 4])
    const mails = await companies.db
      .selectFrom("account_mail")
      .select("to_address")
      .where("subject", "like", "%Spreader beam, 10 t%")
      .execute()
    expect(mails).toHaveLength(4)
  })
})
