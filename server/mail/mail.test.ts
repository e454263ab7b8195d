/** @jest-environment node */
import fs from "node:fs"
import path from "node:path"
import type { Kysely } from "kysely"
import { simpleParser, type ParsedMail } from "mailparser"
import { validateQuote } from "../../src/lib/quote-schema"
import type { Database, StoredRequest } from "../storage/schema"
import { quoteRow } from "../../testing/fixtures"
import { singleHeader, SmtpInbox } from "../../testing/smtp-inbox"
import {
  content,
  outboxOf,
  postJson,
  startRequestApp,
  storedQuote,
  tempDir,
  validQuote,
  waitFor,
  type RequestApp,
} from "../../testing/quote-app"
import { databasesForTests, STORAGE_KINDS } from "../../testing/test-databases"
import { testClock } from "../../testing/test-clock"
import { composeMail, type MailAddresses } from "./compose"
import { emlSender, smtpSender } from "./sender"
import { startMailWorker, type MailWorker } from "./worker"

jest.setTimeout(60_000)

const ADDRESSES: MailAddresses = {
  from: "Inspection website <website@inspection-eg.com>",
  companyTo: "quotes@inspection-eg.com",
}
const { form, mail, contact } = content.en.site

const header = (mail: ParsedMail, name: string) => singleHeader(mail, name)
const readEml = (file: string) => simpleParser(fs.readFileSync(file, "utf8"))

const databases = databasesForTests("quote-mail-")
const smtp = new SmtpInbox()
beforeAll(() => smtp.start())
afterAll(() => smtp.stop())

describe.each(STORAGE_KINDS)("quote mail on %s", (kind) => {
  let db: Kysely<Database>
  let api: RequestApp
  let worker: MailWorker
  // The app's and the worker's clock: moved forward to make a scheduled retry due without waiting for it.
  const clock = testClock()
  const workerWith = (sender: ReturnType<typeof smtpSender>) =>
    startMailWorker({ db, sender, content, addresses: ADDRESSES, pollMs: 25, clock })

  beforeAll(async () => {
    // Each database numbers its references from Q-YYYY-000001: start with an empty inbox.
    smtp.messages.length = 0
    db = await databases.open(kind)
    worker = workerWith(smtpSender(smtp.url))
    api = await startRequestApp({ db, clock, onSaved: () => worker.kick() })
  })

  afterAll(async () => {
    await api?.close()
    await worker?.stop()
    await db?.destroy()
  })

  async function send(body: Record<string, unknown>, headers: Record<string, string> = {}): Promise<string> {
    const response = await postJson(api, body, headers)
    expect(response.status).toBe(201)
    return (await response.json()).reference
  }

  // Both mails of a request delivered, and the request marked sent.
  async function delivered(reference: string) {
    await waitFor(() => smtp.about(reference).length >= 2, { what: `the two mails of ${reference}` })
    await waitFor(async () => (await storedQuote(db, reference)).mail_status === "sent", {
      what: `${reference} marked sent`,
    })
    const messages = smtp.about(reference)
    expect(messages).toHaveLength(2)
    const notification = messages.find((message) => message.to.includes(ADDRESSES.companyTo))
    const acknowledgement = messages.find((message) => message !== notification)
    expect(notification).toBeDefined()
    expect(acknowledgement).toBeDefined()
    return { notification: notification!, acknowledgement: acknowledgement! }
  }

  const hostile = (email: string) =>
    validQuote({
      email,
      company: `Delta & <Sons> "Ltd"`,
      message: `Please inspect <script>alert(1)</script> & "quotes" on line 4.\nSecond line of the scope.`,
    })

  test("the company is notified of every field, as text and as escaped HTML, with Reply-To the requester", async () => {
    const email = `mona.${kind}@example.com`
    const reference = await send(hostile(email), { referer: `${api.base}/contact/` })
    const { notification } = await delivered(reference)
    const stored = await storedQuote(db, reference)

    expect(notification.to).toEqual([ADDRESSES.companyTo])
    expect(notification.from).toBe("website@inspection-eg.com")
    const { mail: message } = notification
    expect(header(message, "From")).toContain("website@inspection-eg.com")
    expect(header(message, "To")).toContain(ADDRESSES.companyTo)
    expect(header(message, "Reply-To")).toMatch(new RegExp(`^"?Mona El-Sayed"? <${email.replace(/\./g, "\\.")}>$`))
    const subject = header(message, "Subject")
    expect(subject).toContain(reference)
    expect(subject).toContain("NDT Services")
    expect(message.headers.has("bcc")).toBe(false)
    expect(message.headers.has("cc")).toBe(false)

    for (const line of [
      `${mail.referenceLabel}: ${reference}`,
      `${mail.receivedLabel}: ${stored.created_at}`,
      `${mail.pageLabel}: /contact/`,
      `${form.firstName.label}: Mona`,
      `${form.lastName.label}: El-Sayed`,
      `${form.email.label}: ${email}`,
      `${form.company.label}: Delta & <Sons> "Ltd"`,
      `${form.phone.label}: +20 3 420 1100`,
      `${form.industry.label}: Oil & Gas`,
      `${form.service.label}: NDT Services`,
      `${form.message.label}:\nPlease inspect <script>alert(1)</script> & "quotes" on line 4.\nSecond line of the scope.`,
    ]) {
      expect(message.text).toContain(line)
    }

    const { html } = message
    expect(html).not.toMatch(/<script/i)
    for (const value of [
      reference,
      "Mona",
      "El-Sayed",
      email,
      "Delta &amp; &lt;Sons&gt; &quot;Ltd&quot;",
      "+20 3 420 1100",
      "Oil &amp; Gas",
      "NDT Services",
      "Please inspect &lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;quotes&quot; on line 4.",
      "Second line of the scope.",
    ]) {
      expect(html).toContain(value)
    }
    for (const label of [form.firstName.label, form.lastName.label, form.email.label, form.message.label]) {
      expect(html).toContain(label)
    }
  })

  test("the requester gets an acknowledgement with the reference, the due time, the emergency line and the phone numbers", async () => {
    const email = `omar.${kind}@example.com`
    const reference = await send(hostile(email))
    const { acknowledgement } = await delivered(reference)

    expect(acknowledgement.to).toEqual([email])
    const { mail: message } = acknowledgement
    expect(header(message, "To")).toContain(email)
    expect(header(message, "From")).toContain("website@inspection-eg.com")
    expect(header(message, "Subject")).toContain(reference)
    for (const part of [message.text, message.html]) {
      expect(part).toContain(reference)
      // Sent on Tuesday 10 March 2026 at 10:00 Cairo time (TEST_NOW): due 24 hours later.
      expect(part).toContain("replies by Wednesday, March 11, 2026 at 10:00 (Cairo time)")
      expect(part).toContain(`call our emergency line, answered 24/7: \u2066${contact.emergencyPhone}\u2069.`)
      expect(part).toContain("NDT Services")
      for (const phone of contact.phones) expect(part).toContain(phone)
    }
    expect(message.text).toContain("Dear Mona,")
    // Nothing else the visitor typed is echoed to the address they typed: the form cannot relay spam.
    for (const part of [message.text, message.html, header(message, "To")]) {
      for (const typed of ["El-Sayed", "Delta", "Sons", "Please inspect", "script", "Second line"]) {
        expect(part).not.toContain(typed)
      }
    }
  })

  test("each mail carries a Message-ID fixed by its outbox row", async () => {
    const reference = await send(validQuote({ email: `msgid.${kind}@example.com` }))
    const { notification, acknowledgement } = await delivered(reference)
    const rows = await outboxOf(db, reference)
    for (const [received, kindOfMail] of [
      [notification, "notification"],
      [acknowledgement, "acknowledgement"],
    ] as const) {
      const row = rows.find((candidate) => candidate.kind === kindOfMail)!
      expect(header(received.mail, "Message-ID")).toBe(`<outbox-${row.id}.${kindOfMail}@inspection-eg.com>`)
    }
  })

  test("each mail is marked sent as soon as the SMTP server accepts it, not at the end of its batch", async () => {
    const reference = await send(validQuote({ email: `early.${kind}@example.com` }))
    const seen: string[] = []
    // While the second mail of the request is being received, the first must already be marked sent.
    smtp.onMessage = async (received) => {
      if (!received.subject.includes(reference)) return
      const rows = await outboxOf(db, reference)
      seen.push(rows.map((row) => `${row.kind}:${row.status}`).join(","))
    }
    try {
      await delivered(reference)
    } finally {
      smtp.onMessage = undefined
    }
    expect(seen).toEqual(["notification:pending,acknowledgement:pending", "notification:sent,acknowledgement:pending"])
  })

  test("at most 3 acknowledgements go to one address in 24 hours; later requests are stored, notified and marked", async () => {
    const email = `Repeat.${kind}@Example.com`
    const references: string[] = []
    for (let i = 0; i < 5; i++) {
      references.push(await send(validQuote({ email: i % 2 ? email.toLowerCase() : email })))
    }
    for (const reference of references) {
      await waitFor(async () => (await storedQuote(db, reference)).mail_status === "sent", {
        what: `${reference} sent`,
      })
    }
    const acknowledged = references.filter((reference) =>
      smtp.about(reference).some((message) => !message.to.includes(ADDRESSES.companyTo)),
    )
    expect(acknowledged).toEqual(references.slice(0, 3))
    for (const reference of references) {
      expect(smtp.about(reference).filter((message) => message.to.includes(ADDRESSES.companyTo))).toHaveLength(1)
      expect((await storedQuote(db, reference)).ack_limited).toBe(references.indexOf(reference) < 3 ? 0 : 1)
    }
  })

  test("a visitor of the Arabic edition is answered in Arabic; the company is told the language", async () => {
    const arabic = content.ar.site
    const email = `youssef.${kind}@example.com`
    const body = validQuote({
      firstName: "يوسف",
      lastName: "عبد الرحمن",
      email,
      company: "شركة الإسكندرية للبتروكيماويات",
      message: "فحص 42 لحامًا محيطيًا بتقنية PAUT على خط قطره 24 بوصة وفق ASME B31.3.",
      locale: "ar",
    })
    const reference = await send(body, { referer: `${api.base}/ar/contact/` })
    const stored = await storedQuote(db, reference)
    expect(stored).toMatchObject({ locale: "ar", first_name: "يوسف", last_name: "عبد الرحمن" })
    const { notification, acknowledgement } = await delivered(reference)

    const ack = acknowledgement.mail
    expect(header(ack, "Subject")).toBe(arabic.mail.acknowledgementSubject.replace("{reference}", reference))
    const arabicService = content.ar.serviceTitle("ndt")
    for (const part of [ack.text, ack.html]) {
      expect(part).toContain(arabic.mail.acknowledgementGreeting.replace("{firstName}", "يوسف"))
      expect(part).toContain(arabicService)
      for (const typed of ["عبد الرحمن", "فحص 42", "شركة الإسكندرية"]) expect(part).not.toContain(typed)
      for (const phone of contact.phones) expect(part).toContain(phone)
      // The other numbers, joined with the Arabic comma.
      expect(part).toContain(`\u2066${contact.phones[0]}\u2069، \u2066${contact.phones[1]}\u2069`)
      expect(part).toContain("في موعد أقصاه الأربعاء، 11 مارس 2026 في 10:00 (بتوقيت القاهرة)")
      expect(part).toContain(
        `خط الطوارئ المتاح على مدار الساعة طوال أيام الأسبوع (24/7): \u2066${contact.emergencyPhone}\u2069`,
      )
    }

    const note = notification.mail
    expect(header(note, "Subject")).toContain("NDT Services")
    expect(note.text).toContain(`${mail.languageLabel}: Arabic (ar)`)
    expect(note.text).toContain(`${mail.pageLabel}: /ar/contact/`)
    expect(note.text).toContain(`${form.firstName.label}: يوسف`)
    expect(note.text).toContain(`${form.company.label}: شركة الإسكندرية للبتروكيماويات`)
  })

  test("spam is never e-mailed", async () => {
    const honeypot = await send(validQuote({ website: "http://spam.example", email: "bot1@example.com" }))
    const tooFast = await send(validQuote({ fillMs: 200, email: "bot2@example.com" }))
    // A real request sent after them: once its mails are out, the worker has passed the spam by.
    const real = await send(validQuote({ email: `real.${kind}@example.com` }))
    await delivered(real)
    await worker.drain()
    for (const reference of [honeypot, tooFast]) {
      expect(smtp.about(reference)).toEqual([])
      expect(await outboxOf(db, reference)).toEqual([])
      expect((await storedQuote(db, reference)).mail_status).toBe("skipped")
    }
    expect(smtp.messages.some((message) => message.to.some((to) => to.startsWith("bot")))).toBe(false)
  })

  test("with the SMTP server down the request is still accepted and its mail kept for a retry, sent once", async () => {
    await smtp.stop()
    const email = `retry.${kind}@example.com`
    const reference = await send(validQuote({ email }))

    const failed = await waitFor(
      async () => {
        const rows = await outboxOf(db, reference)
        return rows.length === 2 && rows.every((row) => row.last_error) ? rows : null
      },
      { what: "the failed attempts to be recorded" },
    )
    const created = Date.parse((await storedQuote(db, reference)).created_at)
    for (const row of failed) {
      expect(row).toMatchObject({ status: "pending", attempts: 1, sent_at: null })
      expect(row.last_error).toEqual(expect.any(String))
      expect(Date.parse(row.next_attempt_at)).toBeGreaterThan(created + 20_000)
    }
    expect((await storedQuote(db, reference)).mail_status).toBe("pending")

    // Back up, but the retry is not due yet: a pass of the worker started now sends nothing before its time.
    await smtp.start()
    worker.kick()
    await worker.drain()
    expect(smtp.about(reference)).toEqual([])

    // Time moves past the scheduled retry: both mails arrive.
    const due = Math.max(...failed.map((row) => Date.parse(row.next_attempt_at)))
    clock.advance(due - clock().getTime() + 1000)
    const { notification, acknowledgement } = await delivered(reference)
    expect(acknowledgement.to).toEqual([email])
    expect(notification.to).toEqual([ADDRESSES.companyTo])

    // And exactly once, however much later the worker looks again (a pass started now, run to its end).
    clock.advance(24 * 60 * 60_000)
    worker.kick()
    await worker.drain()
    expect(smtp.about(reference)).toHaveLength(2)
    const sent = await outboxOf(db, reference)
    for (const row of sent) {
      expect(row.status).toBe("sent")
      expect(row.sent_at).toEqual(expect.any(String))
      expect(row.last_error).toBeNull()
    }
  })

  test("without SMTP each mail is written as an .eml file named after the reference", async () => {
    await worker.stop()
    const outboxDir = path.join(databases.dataDir, `outbox-${kind}`)
    worker = workerWith(emlSender(outboxDir))
    const email = `eml.${kind}@example.com`
    const reference = await send(validQuote({ email }))
    await waitFor(async () => (await storedQuote(db, reference)).mail_status === "sent", {
      what: `${reference} written out`,
    })

    const files = fs.readdirSync(outboxDir).filter((name) => name.startsWith(reference))
    expect(files.sort()).toEqual([`${reference}-acknowledgement.eml`, `${reference}-notification.eml`])
    expect(fs.readdirSync(outboxDir).filter((name) => name.endsWith(".tmp"))).toEqual([])

    const notification = await readEml(path.join(outboxDir, `${reference}-notification.eml`))
    expect(header(notification, "From")).toContain("website@inspection-eg.com")
    expect(header(notification, "To")).toContain(ADDRESSES.companyTo)
    expect(header(notification, "Reply-To")).toContain(`<${email}>`)
    expect(header(notification, "Subject")).toContain(reference)
    expect(header(notification, "Subject")).toContain("NDT Services")
    expect(notification.text).toContain(`${form.email.label}: ${email}`)
    expect(notification.text).toContain("PAUT of 42 girth welds")
    expect(notification.html).toContain("PAUT of 42 girth welds")

    const acknowledgement = await readEml(path.join(outboxDir, `${reference}-acknowledgement.eml`))
    expect(header(acknowledgement, "From")).toContain("website@inspection-eg.com")
    expect(header(acknowledgement, "To")).toContain(email)
    expect(header(acknowledgement, "Reply-To")).toContain(ADDRESSES.companyTo)
    expect(header(acknowledgement, "Subject")).toContain(reference)
    expect(acknowledgement.text).toContain(reference)
    // An earlier test moved the clock on: the due time is checked to the minute in the acknowledgement tests.
    expect(acknowledgement.text).toMatch(/replies by \w+day, \w+ \d+, \d{4} at \d\d:\d\d \(Cairo time\)/)
  })
})

describe("composeMail", () => {
  const quote = (overrides: Partial<StoredRequest> = {}): StoredRequest =>
    quoteRow({ reference: "Q-2026-000042", company: null, phone: null, ...overrides })

  test("a line break can never reach a header: the one-line fields refuse it", () => {
    for (const field of ["firstName", "lastName", "email", "company", "phone"]) {
      const result = validateQuote(validQuote({ [field]: `${validQuote()[field]}\r\nBcc: x@ev.il` }))
      expect(result).toEqual({ ok: false, errors: { [field]: { code: "singleLine" } } })
    }
  })

  test("the subjects carry only the reference and the service title; the requester is a structured address", () => {
    const notification = composeMail(
      "notification",
      quote({ first_name: 'Mona "x", <evil@ev.il>' }),
      content,
      ADDRESSES,
    )
    expect(notification.subject).toBe("Quote request Q-2026-000042: NDT Services")
    expect(notification.to).toBe(ADDRESSES.companyTo)
    expect(notification.replyTo).toEqual({ name: 'Mona "x", <evil@ev.il> El-Sayed', address: "mona@example.com" })
    const acknowledgement = composeMail("acknowledgement", quote(), content, ADDRESSES)
    expect(acknowledgement.subject).toBe("Your quote request Q-2026-000042")
    expect(acknowledgement.to).toBe("mona@example.com")
    expect(acknowledgement.replyTo).toBe(ADDRESSES.companyTo)
  })

  test("the notification names each file with its size and the site and date; the acknowledgement only counts files", () => {
    const files = [
      { name: "iso-L-104.pdf", size: 2_500_000 },
      { name: "nameplate.png", size: 2048 },
    ]
    const row = quote({ site_kind: "offshore", site: "West Nile Delta, rig Adriatic IX", needed_by: "2027-03-01" })
    const notification = composeMail(
      "notification",
      row,
      content,
      { ...ADDRESSES, siteUrl: "https://www.inspection-eg.com" },
      files,
    )
    expect(notification.text).toContain("iso-L-104.pdf (2.4 MB)\nnameplate.png (2 KB)")
    expect(notification.text).toContain("Site: Offshore: West Nile Delta, rig Adriatic IX")
    expect(notification.text).toContain("Needed by: 2027-03-01")
    expect(notification.text).toContain("https://www.inspection-eg.com/staff/requests/Q-2026-000042/")
    expect(notification.attachments).toBeUndefined()
    const acknowledgement = composeMail("acknowledgement", row, content, ADDRESSES, files)
    expect(acknowledgement.text).toContain("Files received with your request: 2.")
    expect(acknowledgement.text).not.toContain("iso-L-104")
    expect(acknowledgement.attachments).toBeUndefined()
    const arabic = composeMail("acknowledgement", { ...row, locale: "ar" }, content, ADDRESSES, files)
    expect(arabic.text).toContain("عدد الملفات المستلمة مع طلبكم: 2.")
  })

  test("a name that looks like an address stays a display name in the written message", async () => {
    const dir = tempDir("compose-")
    try {
      const sender = emlSender(dir)
      const hostileName = quote({ first_name: 'Mona "x", <evil@ev.il>' })
      await sender.send(composeMail("notification", hostileName, content, ADDRESSES), "n")
      await sender.send(composeMail("acknowledgement", hostileName, content, ADDRESSES), "a")
      sender.close()
      const notification = await readEml(path.join(dir, "n.eml"))
      expect(header(notification, "Reply-To")).toMatch(/<mona@example\.com>$/)
      expect(header(notification, "To")).toBe(ADDRESSES.companyTo)
      const acknowledgement = await readEml(path.join(dir, "a.eml"))
      expect(header(acknowledgement, "To")).toBe("mona@example.com")
      for (const message of [notification, acknowledgement]) {
        expect(message.headers.has("bcc")).toBe(false)
        expect(message.headers.has("cc")).toBe(false)
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })
})
