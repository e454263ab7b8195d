/** @jest-environment node */
import fs from "node:fs"
import path from "node:path"
import type { Kysely } from "kysely"
import type { Database } from "../storage/schema"
import { smtpSender } from "../mail/sender"
import { startMailWorker, type MailWorker } from "../mail/worker"
import { SmtpInbox } from "../../testing/smtp-inbox"
import { REFERENCE_SLOT } from "../../src/lib/result-slots"
import {
  content,
  countRows,
  outboxOf,
  PUBLIC_DIR,
  startRequestApp,
  storedQuote,
  waitFor,
  type RequestApp,
} from "../../testing/quote-app"
import { databasesForTests, STORAGE_KINDS } from "../../testing/test-databases"
import { testClock } from "../../testing/test-clock"

jest.setTimeout(60_000)

const ADDRESSES = {
  from: "Inspection website <website@inspection-eg.com>",
  companyTo: "quotes@inspection-eg.com",
  complaintsTo: "complaints@inspection-eg.com",
}
const validComplaint = (overrides: Record<string, unknown> = {}): Record<string, unknown> => ({
  name: "Mona El-Sayed",
  email: "mona@example.com",
  phone: "+20 3 420 1100",
  company: "Delta Petroleum Services",
  jobReference: "LE-2026-00421",
  kind: "complaint",
  details: "The MPI report for crane hook H-7 was issued with the wrong serial number and date.",
  consent: true,
  ...overrides,
})
type Api = Pick<RequestApp, "base" | "fetch">
const post = (api: Api, body: string, type: string, headers: Record<string, string> = {}) =>
  api.fetch(`${api.base}/api/complaint`, {
    method: "POST",
    headers: { "content-type": type, ...headers },
    body,
    redirect: "manual",
  })
const postJson = (api: Api, body: unknown, headers: Record<string, string> = {}) =>
  post(api, JSON.stringify(body), "application/json", headers)
const postForm = (api: Api, fields: Record<string, string>) =>
  post(api, new URLSearchParams(fields).toString(), "application/x-www-form-urlencoded")
const referenceIn = (html: string) => new RegExp(`${REFERENCE_SLOT}="[^"]*"[^>]*>([^<]*)<`).exec(html)?.[1]

const databases = databasesForTests("complaint-api-")
const smtp = new SmtpInbox()

beforeAll(async () => {
  expect(fs.existsSync(path.join(PUBLIC_DIR, "complaints", "received", "index.html"))).toBe(true)
  await smtp.start()
})
afterAll(() => smtp.stop())

describe.each(STORAGE_KINDS)("POST /api/complaint on %s", (kind) => {
  let db: Kysely<Database>
  let api: RequestApp
  let worker: MailWorker

  beforeAll(async () => {
    smtp.messages.length = 0
    db = await databases.open(kind)
    // One clock for the app and its mail, from TEST_NOW (2026).
    const clock = testClock()
    worker = startMailWorker({ db, sender: smtpSender(smtp.url), content, addresses: ADDRESSES, pollMs: 25, clock })
    api = await startRequestApp({ db, clock, minFillMs: 0, onSaved: () => worker.kick() })
  })

  afterAll(async () => {
    await api?.close()
    await worker?.stop()
    await db?.destroy()
  })

  test("201 with a C- reference numbered apart from quotes; stored with its kind, consent and notice version", async () => {
    const response = await postJson(api, validComplaint({ kind: "appeal" }))
    expect(response.status).toBe(201)
    const { reference } = await response.json()
    expect(reference).toBe("C-2026-000001")
    const stored = await storedQuote(db, reference)
    expect(stored).toMatchObject({
      kind: "appeal",
      first_name: "Mona El-Sayed",
      email: "mona@example.com",
      job_reference: "LE-2026-00421",
      company: "Delta Petroleum Services",
      message: validComplaint().details,
      notice_version: content.en.noticeVersion,
      spam: 0,
    })
    expect(stored.consent_at).toMatch(/^\d{4}-\d\d-\d\dT/)
  })

  test("the complaint reaches COMPLAINTS_TO and the acknowledgement the complainant, in their language", async () => {
    const email = `laila.${kind}@example.com`
    const response = await postJson(api, validComplaint({ email, locale: "ar" }))
    const { reference } = await response.json()
    // The notification names the complainant in Reply-To, the acknowledgement in To.
    const about = () => smtp.messages.filter((message) => message.raw.includes(email))
    await waitFor(() => about().length >= 2, { what: `the two mails of ${reference}` })
    const notification = about().find((message) => message.to.includes(ADDRESSES.complaintsTo))!
    const acknowledgement = about().find((message) => message.to.includes(email))!
    expect(notification.to).toEqual([ADDRESSES.complaintsTo])
    expect(notification.mail.text).toContain(reference)
    expect(notification.mail.text).toContain(validComplaint().details)
    expect(acknowledgement.to).toEqual([email])
    const ack = acknowledgement.mail.text
    expect(ack).toContain(reference)
    // In Arabic, with the procedure's deadlines, and nothing typed but the name: it cannot relay spam.
    expect(ack).toContain(content.ar.complaints.mail.acknowledgementBody[1])
    expect(ack).not.toContain(validComplaint().details)
    expect(await outboxOf(db, reference)).toHaveLength(2)
    await waitFor(async () => (await storedQuote(db, reference)).mail_status === "sent", { what: "marked sent" })
  })

  test("400 per field in the visitor's language, consent included; nothing stored", async () => {
    const before = await countRows(db)
    const response = await postJson(api, validComplaint({ consent: undefined, email: "x", locale: "ar" }))
    expect(response.status).toBe(400)
    const { errors } = await response.json()
    expect(errors).toEqual({
      email: content.ar.site.form.errors.email,
      consent: content.ar.site.form.errors.consent,
    })
    expect(await countRows(db)).toEqual(before)
  })

  test("a post without JavaScript: 303 to the received page, which the server fills with the reference", async () => {
    const fields = { ...(validComplaint() as Record<string, string>), consent: "on", website: "", locale: "ar" }
    const response = await postForm(api, fields)
    expect(response.status).toBe(303)
    const location = response.headers.get("location")!
    expect(location).toMatch(/^\/ar\/complaints\/received\/\?reference=C-\d{4}-\d{6}$/)
    const page = await (await api.fetch(`${api.base}${location}`)).text()
    expect(referenceIn(page)).toBe(location.split("=")[1])
  })

  test("an invalid post without JavaScript lists the problems by the complaint form's labels", async () => {
    const response = await postForm(api, {
      ...(validComplaint() as Record<string, string>),
      details: "",
      consent: "",
    })
    expect(response.status).toBe(400)
    const page = await response.text()
    expect(page).toContain(`${content.en.complaints.form.details.label}: ${content.en.site.form.errors.required}`)
    expect(page).toContain(`${content.en.site.form.consentLink}: ${content.en.site.form.errors.consent}`)
  })

  test("one Idempotency-Key stores once; another body under it is refused", async () => {
    const headers = { "idempotency-key": `complaint-${kind}` }
    const first = await (await postJson(api, validComplaint(), headers)).json()
    const again = await postJson(api, validComplaint(), headers)
    expect(again.status).toBe(201)
    expect((await again.json()).reference).toBe(first.reference)
    expect((await postJson(api, validComplaint({ kind: "appeal" }), headers)).status).toBe(422)
  })

  test("a filled honeypot is answered like any complaint, stored as spam and never mailed", async () => {
    const response = await postJson(api, validComplaint({ website: "https://spam.example" }))
    expect(response.status).toBe(201)
    const { reference } = await response.json()
    expect((await storedQuote(db, reference)).spam).toBe(1)
    expect(await outboxOf(db, reference)).toEqual([])
  })

  test("the body limit is the quote API's: 413", async () => {
    const response = await postJson(api, validComplaint({ details: "x".repeat(40 * 1024) }))
    expect(response.status).toBe(413)
  })
})
