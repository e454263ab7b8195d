/** @jest-environment node */
import { execFile } from "node:child_process"
import { promisify } from "node:util"
import { addDays, cairoToday, DAY_MS } from "../../src/lib/cairo-time"
import { CLIENT_REMINDERS_PATH } from "../../src/lib/client-paths"
import { fill, formatDate } from "../../src/lib/format"
import { acceptAsNewAccount, clientCall } from "../../testing/client-accounts"
import { twoCompaniesForTests } from "../../testing/client-companies"
import { content } from "../../testing/quote-app"
import { SmtpInbox } from "../../testing/smtp-inbox"
import { entryArguments } from "../../testing/entry-points"
import { ROOT } from "../../testing/paths"
import { staffCall, staffServerEnv } from "../../testing/staff"
import { clockStartEnv, TEST_NOW } from "../../testing/test-clock"
import { databasesForTests, STORAGE_KINDS } from "../../testing/test-databases"
import { smtpSender } from "../mail/sender"
import { startMailWorker } from "../mail/worker"
import { runDueReminders } from "./reminder-run"

jest.setTimeout(180_000)

const execFileAsync = promisify(execFile)

const databases = databasesForTests("client-due-reminders-")
const SITE = "https://inspection.test"
const today = cairoToday(TEST_NOW)
const inDays = (days: number) => addDays(today, days)!
const later = (days: number) => new Date(TEST_NOW.getTime() + days * DAY_MS)

const ALPHA_ADMIN = { email: "amr.said@alpha-cranes.test", password: "Cl1ent-amr-Pass!2026" }
const ALPHA_MEMBER = { email: "laila.hamdy@alpha-cranes.test", password: "Cl1ent-laila-Pass!2026" }
const BETA_ADMIN = { email: "omar.zaki@beta-offshore.test", password: "Cl1ent-omar-Pass!2026" }

type Sample = { number: string; serial: string; due: number | null; inspected?: number; status?: "withdrawn" }
// Due in 65, 25 and 3 days, 2 days overdue; withdrawn; without expiry; and SL-7 examined again (A8 replaces A7).
const ALPHA: Sample[] = [
  { number: "A1", serial: "SL-1", due: 65 },
  { number: "A2", serial: "SL-2", due: 25 },
  { number: "A3", serial: "SL-3", due: 3 },
  { number: "A4", serial: "SL-4", due: -2 },
  { number: "A5", serial: "SL-5", due: 10, status: "withdrawn" },
  { number: "A6", serial: "SL-6", due: null },
  { number: "A7", serial: "SL-7", due: 5, inspected: -180 },
  { number: "A8", serial: "SL-7", due: 180, inspected: -1 },
]
// Beta holds an SL-2 too, due the same day.
const BETA: Sample[] = [{ number: "B1", serial: "SL-2", due: 25 }]

describe.each(STORAGE_KINDS)("reminders before register items fall due on %s", (kind) => {
  const companies = twoCompaniesForTests(databases, kind, [
    ["Alpha Cranes", ALPHA_ADMIN],
    ["Beta Offshore", BETA_ADMIN],
  ])
  let member: string

  const certificate = (companyId: string, sample: Sample) => ({
    number: `${sample.number}-${kind}`,
    kind: "lifting-equipment" as const,
    item: `Webbing sling ${sample.serial}`,
    serial: sample.serial,
    rating: null,
    client: "Sample client",
    site: "Rig 7",
    inspected_on: inDays(sample.inspected ?? -300),
    valid_until: sample.due === null ? null : inDays(sample.due),
    inspector: "Hany Youssef",
    inspector_certificate: "LEEA 0051234",
    status: sample.status ?? ("valid" as const),
    code: `R${sample.number}${kind}`,
    created_at: TEST_NOW.toISOString(),
    company_id: companyId,
  })
  const run = (at: Date) => runDueReminders(companies.db, at, { siteUrl: SITE, content, onMailQueued: () => undefined })
  // The digests queued to an address, oldest first.
  const mailsTo = (email: string) =>
    companies.db
      .selectFrom("account_mail")
      .selectAll()
      .where("to_address", "=", email)
      .where("subject", "like", "%: %")
      .orderBy("id")
      .execute()
  const lastMailTo = async (email: string) => (await mailsTo(email)).at(-1)
  const listed = (body: string) => [...body.matchAll(/^- Webbing sling (SL-\d)/gm)].map((match) => match[1])
  const settings = (cookie: string, json?: unknown) =>
    json === undefined
      ? companies.server.fetch(`${companies.server.base}${CLIENT_REMINDERS_PATH}`, { headers: { cookie } })
      : staffCall(companies.server, CLIENT_REMINDERS_PATH, { method: "POST", json, headers: { cookie } })

  beforeAll(async () => {
    const invited = await clientCall(companies.server, "/organization/invite-member", {
      json: { email: ALPHA_MEMBER.email, role: "member" },
      cookie: companies.alpha.cookie,
    })
    expect(invited.status).toBe(200)
    member = (await acceptAsNewAccount(companies.server, companies.db, ALPHA_MEMBER)).cookie
    await companies.db
      .insertInto("certificates")
      .values([
        ...ALPHA.map((s) => certificate(companies.alpha.id, s)),
        ...BETA.map((s) => certificate(companies.beta.id, s)),
      ])
      .execute()
    // Both administrators read English, the member Arabic (the pages send the language in use).
    for (const [cookie, locale] of [
      [companies.alpha.cookie, "en"],
      [companies.beta.cookie, "en"],
      [member, "ar"],
    ]) {
      expect((await settings(cookie, { locale })).status).toBe(200)
    }
  })

  test("each company's digest lists the items at a threshold once: overdue, 7 and 30 days; then 60 as the clock moves", async () => {
    expect(await run(TEST_NOW)).toBe(2)
    const first = (await lastMailTo(ALPHA_ADMIN.email))!
    expect(first.subject).toBe(fill(content.en.reminders.subject, { company: "Alpha Cranes", count: 3 }))
    // Overdue first, then within 7 days, then within 30: never the withdrawn one, the one without expiry, the one
    // examined again, or one 65 days away.
    expect(listed(first.body)).toEqual(["SL-4", "SL-3", "SL-2"])
    expect(first.body.indexOf(content.en.reminders.overdue)).toBeLessThan(first.body.indexOf("SL-4"))
    expect(first.body).toContain(fill(content.en.reminders.within, { days: 30 }))
    // Another company's items never, though it has an SL-2 due the same day.
    const betaMail = (await lastMailTo(BETA_ADMIN.email))!
    expect(listed(betaMail.body)).toEqual(["SL-2"])
    expect(betaMail.body).not.toContain("Alpha Cranes")

    // The same day again, on the same instance: nothing more.
    expect(await run(new Date(TEST_NOW.getTime() + 3_600_000))).toBe(0)
    expect(await mailsTo(ALPHA_ADMIN.email)).toHaveLength(1)

    // Five days on: A1 is 60 days away, A3 overdue; A2 (20 days) had its 30-day reminder already.
    expect(await run(later(5))).toBe(1)
    expect(listed((await lastMailTo(ALPHA_ADMIN.email))!.body)).toEqual(["SL-3", "SL-1"])
    expect(await mailsTo(BETA_ADMIN.email)).toHaveLength(1)
  })

  test("two instances on one database, each its own process, send a day's digest once", async () => {
    const before = (await mailsTo(ALPHA_ADMIN.email)).length
    // Forty days on: A1 (25 days away) reaches 30, Alpha's and Beta's SL-2 have gone overdue.
    const env = {
      ...staffServerEnv(databases.dataDirOf(kind), kind === "postgres" ? databases.postgres.url : undefined),
      SITE_URL: SITE,
      ...clockStartEnv(later(40)),
    }
    const instance = () =>
      execFileAsync(process.execPath, [...entryArguments("staffCli"), "send-reminders"], {
        cwd: ROOT,
        env: { ...process.env, ...env },
        encoding: "utf8",
      })
    const outputs = await Promise.all([instance(), instance()])
    const queued = outputs.map(({ stdout }) => Number(/Queued (\d+)/.exec(stdout)![1]))
    expect(queued[0] + queued[1]).toBe(2)
    expect(await mailsTo(ALPHA_ADMIN.email)).toHaveLength(before + 1)
    expect(listed((await lastMailTo(ALPHA_ADMIN.email))!.body)).toEqual(["SL-2", "SL-1"])
  })

  test("the digests go out over SMTP, each in its recipient's language, with the unsubscribe headers", async () => {
    const smtp = new SmtpInbox()
    await smtp.start()
    const worker = startMailWorker({
      db: companies.db,
      sender: smtpSender(smtp.url),
      content,
      addresses: { from: "Inspection <website@inspection-eg.com>", companyTo: "quotes@inspection-eg.com" },
      pollMs: 25,
      clock: () => later(50),
    })
    try {
      worker.kick()
      await worker.drain()
      const to = (email: string) => smtp.messages.filter((message) => message.to.includes(email)).at(-1)!
      const english = to(ALPHA_ADMIN.email)
      const arabic = to(ALPHA_MEMBER.email)
      expect(english.subject).toBe(fill(content.en.reminders.subject, { company: "Alpha Cranes", count: 2 }))
      expect(arabic.subject).toBe(fill(content.ar.reminders.subject, { company: "شركة Alpha Cranes", count: 2 }))
      expect(arabic.mail.text).toContain(fill(content.ar.reminders.within, { days: 30 }))
      expect(arabic.mail.text).toContain(content.ar.reminders.overdue)
      expect(arabic.mail.text).not.toContain(content.en.reminders.intro.slice(0, 20))
      for (const message of [english, arabic]) {
        expect(message.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m)
        expect(message.raw).toMatch(
          /^List-Unsubscribe:\s+<https:\/\/inspection\.test\/api\/client\/unsubscribe\?token=[\w-]{32}>\r?$/m,
        )
      }
    } finally {
      await worker.stop()
      await smtp.stop()
    }
  })

  test("a member who turned reminders off, or was removed, gets none; thresholds are the administrator's", async () => {
    // Only an administrator sets the company's days.
    expect((await settings(member, { days: [14] })).status).toBe(403)
    const set = await settings(companies.alpha.cookie, { days: [14, 90, 14] })
    expect(await set.json()).toEqual({ enabled: true, days: [90, 14], locale: "en" })
    expect((await settings(companies.alpha.cookie, { days: [0] })).status).toBe(400)

    expect((await settings(member, { enabled: false })).status).toBe(200)
    await companies.db
      .insertInto("certificates")
      .values(certificate(companies.alpha.id, { number: "A9", serial: "SL-9", due: 50 }))
      .execute()
    const before = (await mailsTo(ALPHA_MEMBER.email)).length
    // Forty-one days on, SL-9 is 9 days away: within 14 days. SL-1, 24 days away, was told at 30 days already: the
    // new 90-day threshold does not tell it again.
    expect(await run(later(41))).toBe(1)
    const mail = (await lastMailTo(ALPHA_ADMIN.email))!
    expect(listed(mail.body)).toEqual(["SL-9"])
    expect(mail.body).toContain(fill(content.en.reminders.within, { days: 14 }))
    expect(await mailsTo(ALPHA_MEMBER.email)).toHaveLength(before)

    // Turned on again, then removed by the administrator: still none.
    expect((await settings(member, { enabled: true })).status).toBe(200)
    const members = (await (
      await clientCall(companies.server, "/organization/list-members", {
        method: "GET",
        cookie: companies.alpha.cookie,
      })
    ).json()) as { members: { id: string; user: { email: string } }[] }
    const memberId = members.members.find((one) => one.user.email === ALPHA_MEMBER.email)!.id
    const removed = await clientCall(companies.server, "/organization/remove-member", {
      json: { memberIdOrEmail: memberId },
      cookie: companies.alpha.cookie,
    })
    expect(removed.status).toBe(200)
    await companies.db
      .insertInto("certificates")
      .values(certificate(companies.alpha.id, { number: "A10", serial: "SL-10", due: 52 }))
      .execute()
    expect(await run(later(42))).toBe(1)
    expect(await mailsTo(ALPHA_MEMBER.email)).toHaveLength(before)
  })

  test("the reminder settings refuse anonymous and foreign callers, another company's id and a broken body", async () => {
    const path = `${companies.server.base}${CLIENT_REMINDERS_PATH}`
    expect((await companies.server.fetch(path)).status).toBe(401)
    expect(
      (await staffCall(companies.server, CLIENT_REMINDERS_PATH, { method: "POST", json: { enabled: false } })).status,
    ).toBe(401)
    const before = await (await settings(companies.alpha.cookie)).json()
    const fromElsewhere = await staffCall(companies.server, CLIENT_REMINDERS_PATH, {
      method: "POST",
      json: { days: [3] },
      headers: { cookie: companies.alpha.cookie, origin: "https://evil.test" },
    })
    expect(fromElsewhere.status).toBe(403)
    // A company id is no field of these settings: the session's company is the one changed, never a named one.
    expect((await settings(companies.alpha.cookie, { days: [3], companyId: companies.beta.id })).status).toBe(400)
    const broken = await staffCall(companies.server, CLIENT_REMINDERS_PATH, {
      method: "POST",
      body: '{"days": [',
      headers: { cookie: companies.alpha.cookie, "content-type": "application/json" },
    })
    expect(broken.status).toBe(400)
    expect(await (await settings(companies.alpha.cookie)).json()).toEqual(before)
    expect(await (await settings(companies.beta.cookie)).json()).toMatchObject({ days: [60, 30, 7] })
  })

  test("a due date on a Saturday or a public holiday is named as it is, not moved to a working day", async () => {
    expect((await settings(companies.alpha.cookie, { days: [60, 30, 7] })).status).toBe(200)
    // 23 July is a public holiday in data/holidays.json (Revolution Day), 15 August 2026 a Saturday.
    const holiday = "2026-07-23"
    const saturday = "2026-08-15"
    expect(new Date(`${saturday}T00:00:00Z`).getUTCDay()).toBe(6)
    expect(content.en.holidayDates.has(holiday)).toBe(true)
    await companies.db
      .insertInto("certificates")
      .values([
        { ...certificate(companies.alpha.id, { number: "A11", serial: "SL-11", due: null }), valid_until: holiday },
        { ...certificate(companies.alpha.id, { number: "A12", serial: "SL-12", due: null }), valid_until: saturday },
      ])
      .execute()
    // On Thursday 16 July the holiday is 7 days away and the Saturday 30.
    expect(await run(new Date("2026-07-16T08:00:00Z"))).toBe(1)
    const body = (await lastMailTo(ALPHA_ADMIN.email))!.body
    const lineOf = (serial: string) => body.split("\n").find((line) => line.includes(`${serial} `))!
    expect(lineOf("SL-11")).toContain(formatDate(holiday, "en"))
    expect(lineOf("SL-12")).toContain(formatDate(saturday, "en"))
    expect(body).not.toContain(formatDate("2026-07-24", "en"))
    expect(body).not.toContain(formatDate("2026-08-16", "en"))
    expect(body.indexOf("SL-11")).toBeGreaterThan(body.indexOf(fill(content.en.reminders.within, { days: 7 })))
    expect(body.indexOf("SL-12")).toBeGreaterThan(body.indexOf(fill(content.en.reminders.within, { days: 30 })))
  })

  test("the digest carries a one-click unsubscribe that needs no session and cannot be altered", async () => {
    const mail = (await lastMailTo(ALPHA_ADMIN.email))!
    const headers = JSON.parse(mail.headers!) as Record<string, string>
    expect(headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click")
    const link = /^<(.+)>$/.exec(headers["List-Unsubscribe"])![1]
    expect(mail.body).toContain(link)
    const url = new URL(link)
    expect(url.origin).toBe(SITE)
    const path = `${url.pathname}${url.search}`
    const token = url.searchParams.get("token")!
    const tampered = path.replace(token, `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`)

    // Opening the link asks first and changes nothing; an altered or broken link finds nothing.
    const page = await companies.server.fetch(`${companies.server.base}${path}`)
    expect(page.status).toBe(200)
    expect(page.headers.get("cache-control")).toBe("no-store")
    expect(await page.text()).toContain(content.en.reminders.pageButton)
    expect(await (await settings(companies.alpha.cookie)).json()).toMatchObject({ enabled: true })
    expect((await companies.server.fetch(`${companies.server.base}${tampered}`)).status).toBe(404)
    expect((await companies.server.fetch(`${companies.server.base}${url.pathname}?token=short`)).status).toBe(400)

    const oneClick = (target: string, headers: Record<string, string> = {}) =>
      companies.server.fetch(`${companies.server.base}${target}`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
        body: "List-Unsubscribe=One-Click",
      })
    expect((await oneClick(tampered)).status).toBe(404)
    expect((await oneClick(path, { origin: "https://evil.test" })).status).toBe(403)
    expect(await (await settings(companies.alpha.cookie)).json()).toMatchObject({ enabled: true })
    // The mail provider's POST, without a cookie or an Origin.
    const done = await oneClick(path)
    expect(done.status).toBe(200)
    expect(await done.text()).toContain(fill(content.en.reminders.pageDone, { company: "Alpha Cranes" }))
    expect(await (await settings(companies.alpha.cookie)).json()).toMatchObject({ enabled: false })
  })

  test("a day with nothing to remind claims nothing: an item that reaches a threshold later that day is told that day", async () => {
    const morning = later(100)
    const before = (await mailsTo(BETA_ADMIN.email)).length
    // Beta's only item was told it is overdue long ago: nothing to send this morning.
    await run(morning)
    expect(await mailsTo(BETA_ADMIN.email)).toHaveLength(before)
    // Staff add a certificate due in 7 days at noon; the next hourly run tells Beta, the one after that nothing more.
    await companies.db
      .insertInto("certificates")
      .values(certificate(companies.beta.id, { number: "B2", serial: "SL-8", due: 107 }))
      .execute()
    expect(await run(new Date(morning.getTime() + 4 * 3_600_000))).toBe(1)
    const mails = await mailsTo(BETA_ADMIN.email)
    expect(mails).toHaveLength(before + 1)
    expect(listed(mails.at(-1)!.body)).toEqual(["SL-8"])
    expect(await run(new Date(morning.getTime() + 5 * 3_600_000))).toBe(0)
    expect(await mailsTo(BETA_ADMIN.email)).toHaveLength(before + 1)
  })
})
