/** @jest-environment node */
import { addDays, cairoToday } from "../../src/lib/cairo-time"
import { bookingCreated, bookingList } from "../../src/lib/booking-replies"
import { BOOKINGS_PATH, REGISTER_PATH } from "../../src/lib/client-paths"
import { registerPageReply } from "../../src/lib/register-replies"
import { inboxPage, requestDetail } from "../../src/lib/staff-replies"
import { storeSamples, twoCompaniesForTests } from "../../testing/client-companies"
import { staffCall } from "../../testing/staff"
import { TEST_NOW } from "../../testing/test-clock"
import { databasesForTests, STORAGE_KINDS } from "../../testing/test-databases"
import { content } from "../../testing/quote-app"
import { SmtpInbox } from "../../testing/smtp-inbox"
import { fill, formatDate } from "../../src/lib/format"
import { smtpSender } from "../mail/sender"
import { startMailWorker } from "../mail/worker"

jest.setTimeout(180_000)

const databases = databasesForTests("client-reexamination-")
const today = cairoToday(TEST_NOW)
const inDays = (days: number) => addDays(today, days)!

const ALPHA_ADMIN = { email: "tarek.mansour@alpha-lifting.test", password: "Cl1ent-tarek-Pass!2026" }
const BETA_ADMIN = { email: "dina.samir@beta-terminals.test", password: "Cl1ent-dina-Pass!2026" }

type Sample = { number: string; serial: string; site: string; validUntil: number; status?: "valid" | "withdrawn" }
// Both companies hold a sling SL-001.
const ALPHA: Sample[] = [
  { number: "RA-1", serial: "SL-001", site: "Rig 7", validUntil: 12 },
  { number: "RA-2", serial: "SH-020", site: "Rig 7", validUntil: -3 },
  { number: "RA-3", serial: "CB-300", site: "Rig 7", validUntil: 200 },
  { number: "RA-4", serial: "OC-004", site: "Abu Qir yard", validUntil: 20 },
  { number: "RA-5", serial: "WR-005", site: "Rig 7", validUntil: 30, status: "withdrawn" },
]
const BETA: Sample[] = [{ number: "RB-1", serial: "SL-001", site: "Rig 7", validUntil: 10 }]

describe.each(STORAGE_KINDS)("booking a re-examination from the register on %s", (kind) => {
  const companies = twoCompaniesForTests(databases, kind, [
    ["Alpha Lifting", ALPHA_ADMIN],
    ["Beta Terminals", BETA_ADMIN],
  ])

  const certificate = (companyId: string, sample: Sample, inspected = -300) => ({
    number: sample.number,
    kind: "lifting-equipment" as const,
    item: `Item ${sample.serial}`,
    serial: sample.serial,
    rating: null,
    client: "Sample client",
    site: sample.site,
    inspected_on: inDays(inspected),
    valid_until: inDays(sample.validUntil),
    inspector: "Hany Youssef",
    inspector_certificate: "LEEA 0051234",
    status: sample.status ?? ("valid" as const),
    code: `C0DE${sample.number}`,
    created_at: TEST_NOW.toISOString(),
    company_id: companyId,
  })
  const book = (cookie: string, json: unknown, headers: Record<string, string> = {}) =>
    staffCall(companies.server, BOOKINGS_PATH, { method: "POST", json, headers: { cookie, ...headers } })
  const list = async (cookie: string) => {
    const answer = await companies.server.fetch(`${companies.server.base}${BOOKINGS_PATH}`, { headers: { cookie } })
    return bookingList.parse(await answer.json()).requests
  }
  const requestCount = async () =>
    Number(
      (
        await companies.db
          .selectFrom("requests")
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    )

  const registerOf = async (cookie: string) => {
    const answer = await companies.server.fetch(`${companies.server.base}${REGISTER_PATH}`, { headers: { cookie } })
    return registerPageReply.parse(await answer.json()).items
  }

  beforeAll(async () => {
    await storeSamples(companies.db, certificate, [companies.alpha.id, ALPHA], [companies.beta.id, BETA])
    // Alpha's administrator gave her name; Beta's account is still named by its address's local part.
    await companies.db
      .updateTable("client_user")
      .set({ name: "Tarek Mansour" })
      .where("email", "=", ALPHA_ADMIN.email)
      .execute()
    await companies.db
      .updateTable("client_user")
      .set({ name: "dina.samir" })
      .where("email", "=", BETA_ADMIN.email)
      .execute()
  })

  test("chosen items become an inbox request of its own kind, with the reply clock, mails and the items", async () => {
    const booked = await book(companies.alpha.cookie, {
      numbers: ["RA-1", "RA-4"],
      note: "Rig 7 is on location until March.",
    })
    expect(booked.status).toBe(200)
    const { reference, items, neededBy } = bookingCreated.parse(await booked.json())
    // Needed by the earliest due date of the items.
    expect([items, neededBy]).toEqual([2, inDays(12)])

    const inbox = await companies.server.fetch(`${companies.server.base}/api/staff/requests?kind=reexamination`, {
      headers: { cookie: companies.staff },
    })
    const { items: rows } = inboxPage.parse(await inbox.json())
    expect(rows.map((row) => [row.reference, row.kind, row.company])).toEqual([
      [reference, "reexamination", "Alpha Lifting"],
    ])
    const detail = await companies.server.fetch(`${companies.server.base}/api/staff/requests/${reference}`, {
      headers: { cookie: companies.staff },
    })
    const shown = requestDetail.parse(await detail.json())
    expect(new Date(shown.due_at!).getTime()).toBeGreaterThan(TEST_NOW.getTime())
    expect(shown.email).toBe(ALPHA_ADMIN.email)
    expect(shown.needed_by).toBe(inDays(12))
    expect(shown.items.map((item) => item.number)).toEqual(["RA-1", "RA-4"])
    expect(shown.message).toContain("Rig 7 is on location until March.")
    expect(shown.mails.map((mail) => mail.kind).sort()).toEqual(["acknowledgement", "notification"])
  })

  test("everything due within 60 days at a site: overdue and due items, never a withdrawn, later or booked one", async () => {
    const booked = await book(companies.alpha.cookie, { site: "Rig 7", withinDays: 60 })
    expect(booked.status).toBe(200)
    const { reference, neededBy } = bookingCreated.parse(await booked.json())
    // An overdue item makes it needed today.
    expect(neededBy).toBe(today)
    const detail = await companies.server.fetch(`${companies.server.base}/api/staff/requests/${reference}`, {
      headers: { cookie: companies.staff },
    })
    const { items } = requestDetail.parse(await detail.json())
    // RA-1 is booked already (the first test): the site's booking leaves it out.
    expect(items.map((item) => item.number)).toEqual(["RA-2"])
  })

  test("a booked item reads as booked in the register, is not booked twice, and is free again once the request is lost", async () => {
    const booked = (number: string, items: Awaited<ReturnType<typeof registerOf>>) =>
      items.find((item) => item.number === number)!.booked
    const requests = await list(companies.alpha.cookie)
    const [sitewide, chosen] = requests.map((request) => request.reference)
    const items = await registerOf(companies.alpha.cookie)
    expect([booked("RA-1", items), booked("RA-4", items), booked("RA-2", items)]).toEqual([
      { reference: chosen, on: today },
      { reference: chosen, on: today },
      { reference: sitewide, on: today },
    ])
    expect([booked("RA-3", items), booked("RA-5", items)]).toEqual([null, null])
    // Asked again, alone or with a free one: refused naming the request, nothing stored.
    const before = await requestCount()
    for (const numbers of [["RA-1"], ["RA-3", "RA-4"]]) {
      const again = await book(companies.alpha.cookie, { numbers })
      expect(again.status).toBe(409)
      expect(await again.json()).toMatchObject({ code: "ALREADY_BOOKED", error: expect.stringContaining(chosen) })
    }
    expect(await requestCount()).toBe(before)
    // Staff close the request as lost: its items are the client's to book again.
    const lost = await staffCall(companies.server, `/api/staff/requests/${chosen}/status`, {
      method: "POST",
      json: { status: "lost", reason: "The client chose to wait until March." },
      headers: { cookie: companies.staff },
    })
    expect(lost.status).toBe(200)
    expect(booked("RA-1", await registerOf(companies.alpha.cookie))).toBeNull()
    const rebooked = await book(companies.alpha.cookie, { numbers: ["RA-1"] })
    expect(rebooked.status).toBe(200)
    const { reference } = bookingCreated.parse(await rebooked.json())
    expect(booked("RA-1", await registerOf(companies.alpha.cookie))).toEqual({ reference, on: today })
  })

  test("another company's item, a forged company, both choices or a bad body is refused and stores nothing", async () => {
    const before = await requestCount()
    for (const [json, status] of [
      [{ numbers: ["RB-1"] }, 400],
      [{ numbers: ["RA-1", "RB-1"] }, 400],
      [{ numbers: ["RA-5"] }, 400],
      [{ numbers: ["RA-1"], companyId: companies.beta.id }, 400],
      [{ numbers: ["RA-1"], site: "Rig 7", withinDays: 60 }, 400],
      [{ site: "Rig 7", withinDays: 45 }, 400],
      [{ numbers: ["RA-3"], neededBy: inDays(-1) }, 400],
      [{ numbers: Array.from({ length: 501 }, (_, i) => `RA-${i + 10}`) }, 400],
      [{ site: "Nowhere", withinDays: 60 }, 400],
    ] as const) {
      const answer = await book(companies.alpha.cookie, json)
      expect([JSON.stringify(json).slice(0, 60), answer.status]).toEqual([JSON.stringify(json).slice(0, 60), status])
      expect(await answer.text()).not.toContain("Beta")
    }
    expect((await book("", { numbers: ["RA-1"] })).status).toBe(401)
    expect((await book(companies.staff, { numbers: ["RA-1"] })).status).toBe(401)
    expect((await book(companies.alpha.cookie, { numbers: ["RA-1"] }, { origin: "https://evil.test" })).status).toBe(
      403,
    )
    expect(await requestCount()).toBe(before)
    // The other company sees none of Alpha's requests.
    expect(await list(companies.beta.cookie)).toEqual([])
  })

  test("the client sees it received, quoted, scheduled and done with the new certificate, which moves the due date", async () => {
    const booked = await book(companies.beta.cookie, { numbers: ["RB-1"], locale: "ar" })
    const { reference } = bookingCreated.parse(await booked.json())
    const state = async () => (await list(companies.beta.cookie)).find((request) => request.reference === reference)!
    expect(await state()).toMatchObject({ state: "received", items: 1, scheduledFor: null, newCertificates: [] })

    const work = (action: string, json: unknown) =>
      staffCall(companies.server, `/api/staff/requests/${reference}/${action}`, {
        method: "POST",
        json,
        headers: { cookie: companies.staff },
      })
    expect((await work("status", { status: "quoted" })).status).toBe(200)
    expect((await state()).state).toBe("quoted")
    expect((await work("schedule", { day: inDays(5) })).status).toBe(200)
    expect(await state()).toMatchObject({ state: "scheduled", scheduledFor: inDays(5) })

    await companies.db
      .insertInto("certificates")
      .values(certificate(companies.beta.id, { number: "RB-2", serial: "SL-001", site: "Rig 7", validUntil: 370 }, 0))
      .execute()
    expect(await state()).toMatchObject({ state: "done", newCertificates: ["RB-2"] })
    const register = await companies.server.fetch(`${companies.server.base}${REGISTER_PATH}`, {
      headers: { cookie: companies.beta.cookie },
    })
    const { items } = registerPageReply.parse(await register.json())
    expect(items).toEqual([expect.objectContaining({ number: "RB-2", validUntil: inDays(370) })])
  })

  test("only a client's re-examination request is scheduled", async () => {
    const quote = await companies.db
      .selectFrom("requests")
      .select("reference")
      .where("kind", "=", "quote")
      .executeTakeFirst()
    const booked = (await list(companies.alpha.cookie))[0]
    const schedule = (reference: string, json: unknown) =>
      staffCall(companies.server, `/api/staff/requests/${reference}/schedule`, {
        method: "POST",
        json,
        headers: { cookie: companies.staff },
      })
    expect((await schedule(booked.reference, { day: "2026-13-01" })).status).toBe(400)
    if (quote) expect((await schedule(quote.reference, { day: inDays(3) })).status).toBe(409)
    expect((await schedule("Q-2026-999999", { day: inDays(3) })).status).toBe(404)
  })

  test("each acknowledgement greets the member by the account's name and lists the items booked, in the member's language", async () => {
    const smtp = new SmtpInbox()
    await smtp.start()
    const worker = startMailWorker({
      db: companies.db,
      sender: smtpSender(smtp.url),
      content,
      addresses: {
        from: "Inspection <website@inspection-eg.com>",
        companyTo: "quotes@inspection-eg.com",
        siteUrl: "https://inspection.test",
      },
      pollMs: 25,
      // After the bookings, which the test clock made a little after TEST_NOW.
      clock: () => new Date(TEST_NOW.getTime() + 3_600_000),
    })
    try {
      worker.kick()
      await worker.drain()
      const [alphaRequests, betaRequests] = [await list(companies.alpha.cookie), await list(companies.beta.cookie)]
      const acknowledgement = (reference: string) => {
        const found = smtp.messages.filter((message) => message.subject.includes(reference))
        return found.find((message) => !message.to.includes("quotes@inspection-eg.com"))!
      }
      // Alpha's first booking (RA-1 and RA-4), in English: her name, each item a line, the way to follow it.
      const english = acknowledgement(alphaRequests.at(-1)!.reference)
      const text = english.mail.text!
      expect(english.subject).toBe(
        fill(content.en.clientMail.bookingSubject, { reference: alphaRequests.at(-1)!.reference }),
      )
      expect(text.startsWith("Dear Tarek Mansour,\n")).toBe(true)
      expect(text).toContain(`Item SL-001 · SL-001 · Rig 7 · due ${formatDate(inDays(12), "en")}`)
      expect(text).toContain(`Item OC-004 · OC-004 · Abu Qir yard · due ${formatDate(inDays(20), "en")}`)
      expect(text).toContain("https://inspection.test/client/book/")
      expect(text).not.toContain("Item CB-300")
      expect(text).not.toContain(content.en.site.mail.acknowledgementBody[0].slice(0, 30))
      // Beta's account has no name but its address's: greeted without it, in Arabic, with the company's Arabic name.
      const arabic = acknowledgement(betaRequests.at(-1)!.reference)
      const arabicText = arabic.mail.text!.replace(/[\u2066-\u2069]/g, "")
      expect(arabicText.startsWith(`${content.ar.clientMail.bookingGreetingNoName}\n`)).toBe(true)
      expect(arabicText).not.toContain("dina.samir")
      expect(arabicText).toContain("شركة Beta Terminals")
      expect(arabicText).toContain(`Item SL-001 · SL-001 · Rig 7 · موعد الفحص ${formatDate(inDays(10), "ar")}`)
      expect(arabicText).toContain("https://inspection.test/ar/client/book/")
    } finally {
      await worker.stop()
      await smtp.stop()
    }
  })
})
