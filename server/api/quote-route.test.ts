/** @jest-environment node */
import fs from "node:fs"
import path from "node:path"
import type { Kysely } from "kysely"
import type { Database } from "../storage/schema"
import {
  content,
  countRows,
  outboxOf,
  postForm,
  postJson,
  PUBLIC_DIR,
  SITE_URL,
  startRequestApp,
  storedQuote,
  validQuote,
  type RequestApp,
} from "../../testing/quote-app"
import { databasesForTests, STORAGE_KINDS } from "../../testing/test-databases"
import { testClock } from "../../testing/test-clock"
import { dueTime } from "../../src/lib/due-time"
import { defaultHolidayDates } from "../promise/holidays"
import { PROBLEMS_SLOT, REFERENCE_SLOT } from "../../src/lib/result-slots"

jest.setTimeout(60_000)

const REFERENCE = /^Q-\d{4}-\d{6}$/
const ISO_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/
const messages = content.en.site.form.errors
const RATE_LIMIT = { max: 5, windowMs: 600_000 }

// What the no-JavaScript form posts: every field as a string, the honeypot empty.
const formFields = (overrides: Record<string, string> = {}): Record<string, string> => ({
  ...(validQuote() as Record<string, string>),
  website: "",
  ...overrides,
})

const referenceIn = (html: string) => new RegExp(`${REFERENCE_SLOT}="[^"]*"[^>]*>([^<]*)<`).exec(html)?.[1]
const problemsIn = (html: string) => {
  const list = new RegExp(`<ul[^>]*${PROBLEMS_SLOT}="[^"]*"[^>]*>([\\s\\S]*?)</ul>`).exec(html)?.[1] ?? ""
  return [...list.matchAll(/<li>([\s\S]*?)<\/li>/g)].map((match) => match[1])
}

const databases = databasesForTests("quote-api-")

beforeAll(() => {
  // The no-JS result pages come from the real Gatsby build.
  expect(fs.existsSync(path.join(PUBLIC_DIR, "quote", "received", "index.html"))).toBe(true)
  expect(fs.existsSync(path.join(PUBLIC_DIR, "quote", "not-sent", "index.html"))).toBe(true)
})

describe.each(STORAGE_KINDS)("POST /api/quote on %s", (kind) => {
  let db: Kysely<Database>
  let api: RequestApp
  let savedCalls = 0
  const clock = testClock()

  beforeAll(async () => {
    db = await databases.open(kind)
    api = await startRequestApp({ db, clock, onSaved: () => savedCalls++ })
  })

  afterAll(async () => {
    await api?.close()
    await db?.destroy()
  })

  // Runs the request and checks nothing at all was stored because of it.
  async function expectNothingStored(request: () => Promise<Response>): Promise<Response> {
    const before = await countRows(db)
    const calls = savedCalls
    const response = await request()
    expect(await countRows(db)).toEqual(before)
    expect(savedCalls).toBe(calls)
    return response
  }

  describe("a valid request", () => {
    test("as JSON: 201 with the reference once committed, every field stored, the mails queued", async () => {
      const before = clock().getTime()
      const calls = savedCalls
      const sent = validQuote({ locale: "en", fillMs: 15_000, website: "" })
      const response = await postJson(api, sent, {
        referer: `${api.base}/contact/?utm=x#quote`,
        "user-agent": "QuoteTest/1.0 (jest)",
      })
      const after = clock().getTime()
      expect(response.status).toBe(201)
      expect(response.headers.get("content-type")).toMatch(/^application\/json/)
      const body = await response.json()
      expect(Object.keys(body)).toEqual(["reference"])
      expect(body.reference).toMatch(REFERENCE)
      expect(body.reference.slice(2, 6)).toBe("2026")

      // The answer came after the commit: the row is there as soon as the response is, each field sent in its column.
      const stored = await storedQuote(db, body.reference)
      expect(stored).toEqual({
        id: expect.any(Number),
        reference: body.reference,
        created_at: expect.stringMatching(ISO_UTC),
        first_name: sent.firstName,
        last_name: sent.lastName,
        email: sent.email,
        company: sent.company,
        phone: sent.phone,
        industry: sent.industry,
        kind: "quote",
        job_reference: null,
        service: sent.service,
        message: sent.message,
        locale: "en",
        ip_hash: expect.stringMatching(/^[0-9a-f]{16,}$/),
        user_agent: "QuoteTest/1.0 (jest)",
        page: "/contact/",
        spam: 0,
        // Not spam, so no reason; the time the form was open, as its script said (issue 64).
        spam_reason: null,
        fill_ms: sent.fillMs,
        mail_status: "pending",
        idempotency_key: null,
        body_hash: expect.any(String),
        ack_limited: 0,
        status: "new",
        assignee_id: null,
        lost_reason: null,
        erased_at: null,
        consent_at: expect.stringMatching(ISO_UTC),
        notice_version: "2026-12-03",
        // Where the work is and by when: optional, not given here.
        site_kind: null,
        site: null,
        needed_by: null,
        // A client's re-examination request only (issue 51): the company and the visit's day.
        client_company_id: null,
        scheduled_for: null,
        // The reply promise: due 24 working hours on (src/lib/due-time.ts), not answered or reminded yet.
        due_at: expect.stringMatching(ISO_UTC),
        first_reply_at: null,
        reminded_soon_at: null,
        reminded_overdue_at: null,
        // Its place in the inbox, computed by the database: waiting for its first reply, so "0" and its due time.
        inbox_sort: `0${String(stored?.due_at)}`,
        // What the workspace's search reads: the searched fields, lowercased, one a line.
        search_text: [
          body.reference.toLowerCase(),
          "mona el-sayed",
          "mona@example.com",
          "delta petroleum services",
          "paut of 42 girth welds on a 24-inch line to asme b31.3.",
        ].join("\n"),
      })
      const created = Date.parse(stored.created_at)
      expect(stored.due_at).toBe(dueTime(new Date(created), defaultHolidayDates()).toISOString())
      expect(created).toBeGreaterThanOrEqual(before)
      expect(created).toBeLessThanOrEqual(after)
      expect(stored.ip_hash).not.toContain("127.0.0.1")
      expect(Object.values(stored).join(" ")).not.toContain("127.0.0.1")

      const outbox = await outboxOf(db, body.reference)
      expect(outbox.map((row) => [row.kind, row.status, row.attempts])).toEqual([
        ["notification", "pending", 0],
        ["acknowledgement", "pending", 0],
      ])
      expect(savedCalls).toBe(calls + 1)
    })

    test("values are trimmed, optional fields may be left out, a multi-line message is kept", async () => {
      const response = await postJson(
        api,
        validQuote({
          firstName: "  Omar ",
          company: undefined,
          phone: "",
          industry: "other",
          message: "Line one of the scope.\r\nLine two: 12 pressure vessels.",
        }),
      )
      expect(response.status).toBe(201)
      const { reference } = await response.json()
      const stored = await storedQuote(db, reference)
      expect(stored).toMatchObject({
        first_name: "Omar",
        company: null,
        phone: null,
        industry: "other",
        message: "Line one of the scope.\r\nLine two: 12 pressure vessels.",
        page: null,
        user_agent: "node",
      })
    })

    test("the page is recorded from a Referer on the site's own origin only", async () => {
      const pageFrom = async (referer: string) => {
        const response = await postJson(api, validQuote(), { referer })
        expect(response.status).toBe(201)
        return (await storedQuote(db, (await response.json()).reference)).page
      }
      expect(await pageFrom(`${SITE_URL}/services/ndt/`)).toBe("/services/ndt/")
      expect(await pageFrom(`${api.base}/contact/`)).toBe("/contact/")
      expect(await pageFrom("https://elsewhere.example/contact/")).toBeNull()
      expect(await pageFrom("not a url")).toBeNull()
    })

    test("form-encoded: 303 to the received page, which shows the reference", async () => {
      const response = await postForm(api, formFields({ phone: "", company: "" }), {
        referer: `${api.base}/contact/`,
      })
      expect(response.status).toBe(303)
      const location = response.headers.get("location") ?? ""
      const match = /^\/quote\/received\/\?reference=(Q-\d{4}-\d{6})$/.exec(location)
      expect(match).not.toBeNull()
      const reference = match![1]
      expect(await storedQuote(db, reference)).toMatchObject({
        first_name: "Mona",
        email: "mona@example.com",
        company: null,
        phone: null,
        page: "/contact/",
        spam: 0,
        mail_status: "pending",
      })

      const page = await api.fetch(`${api.base}${location}`)
      expect(page.status).toBe(200)
      expect(page.headers.get("content-type")).toMatch(/^text\/html/)
      const html = await page.text()
      expect(referenceIn(html)).toBe(reference)
      expect(html).toContain(content.en.site.quoteReceived.heading)
    })

    test("the media type is case-insensitive: a form post in capitals is still answered as a form post", async () => {
      const post = (fields: Record<string, string>) =>
        api.fetch(`${api.base}/api/quote`, {
          method: "POST",
          headers: { "content-type": "Application/X-WWW-Form-Urlencoded" },
          body: new URLSearchParams(fields).toString(),
          redirect: "manual",
        })
      const accepted = await post(formFields())
      expect(accepted.status).toBe(303)
      expect(accepted.headers.get("location")).toMatch(/^\/quote\/received\/\?reference=Q-\d{4}-\d{6}$/)
      const refused = await post(formFields({ firstName: "" }))
      expect(refused.status).toBe(400)
      expect(refused.headers.get("content-type")).toMatch(/^text\/html/)
    })

    test("concurrent requests each get their own reference", async () => {
      const responses = await Promise.all(
        Array.from({ length: 10 }, (_, i) => postJson(api, validQuote({ firstName: `Client${i}` }))),
      )
      expect(responses.map((response) => response.status)).toEqual(Array(10).fill(201))
      const references = await Promise.all(responses.map(async (response) => (await response.json()).reference))
      expect(new Set(references).size).toBe(10)
      for (const [i, reference] of references.entries()) {
        expect((await storedQuote(db, reference)).first_name).toBe(`Client${i}`)
      }
    })

    test("the received page shows only a reference, escaped", async () => {
      const page = await api.fetch(
        `${api.base}/quote/received/?reference=${encodeURIComponent("<script>alert(1)</script>")}`,
      )
      expect(page.status).toBe(200)
      const html = await page.text()
      expect(html).not.toContain("<script>alert(1)")
      expect(referenceIn(html)).toBe("")
    })
  })

  describe("an invalid request is refused and nothing is stored", () => {
    test("400 names every missing field with the form's wording", async () => {
      const response = await expectNothingStored(() => postJson(api, {}))
      expect(response.status).toBe(400)
      expect(await response.json()).toEqual({
        errors: {
          firstName: messages.required,
          lastName: messages.required,
          email: messages.required,
          // A select left on its placeholder is worded as on the form: "choose an option".
          industry: messages.select,
          service: messages.select,
          message: messages.required,
          consent: messages.consent,
        },
      })
    })

    test("400 names every invalid field, and only those", async () => {
      const response = await expectNothingStored(() =>
        postJson(
          api,
          validQuote({
            firstName: "x".repeat(101),
            lastName: "   ",
            email: "not-an-email",
            phone: "call me",
            industry: "mining",
            service: "welding",
            message: "Too short.",
          }),
        ),
      )
      expect(response.status).toBe(400)
      expect(await response.json()).toEqual({
        errors: {
          firstName: "Please use at most 100 characters.",
          lastName: messages.required,
          email: messages.email,
          phone: messages.phone,
          industry: messages.select,
          service: messages.select,
          message: "Please write at least 20 characters.",
        },
      })
    })

    test.each(["firstName", "lastName", "email", "company", "phone"])(
      "a line break in %s (header injection) is refused",
      async (field) => {
        const value = String(validQuote()[field])
        for (const injected of [`${value}\r\nBcc: x@ev.il`, `${value}\nBcc: x@ev.il`, `${value}\rBcc: x@ev.il`]) {
          const response = await expectNothingStored(() => postJson(api, validQuote({ [field]: injected })))
          expect(response.status).toBe(400)
          expect(await response.json()).toEqual({ errors: { [field]: messages.singleLine } })
        }
      },
    )

    test("unknown fields are refused, each named", async () => {
      const response = await expectNothingStored(() =>
        postJson(api, validQuote({ bcc: "victim@example.com", isAdmin: true })),
      )
      expect(response.status).toBe(400)
      expect(await response.json()).toEqual({ errors: { bcc: messages.unknown, isAdmin: messages.unknown } })
    })

    test("malformed JSON and a body that is not an object get 400 with errors", async () => {
      for (const body of ['{"firstName": "Mona", ', "[1, 2]", '"text"', "null"]) {
        const response = await expectNothingStored(() => postJson(api, body))
        expect(response.status).toBe(400)
        const json = await response.json()
        expect(Object.keys(json)).toEqual(["errors"])
        expect(Object.values(json.errors).length).toBeGreaterThan(0)
        for (const message of Object.values(json.errors)) expect(typeof message).toBe("string")
      }
    })

    test("form-encoded: 400 page listing each problem with the field's label", async () => {
      const response = await expectNothingStored(() =>
        postForm(api, formFields({ firstName: "", email: "mona@", industry: "", message: "Short <b>&</b>" })),
      )
      expect(response.status).toBe(400)
      expect(response.headers.get("content-type")).toMatch(/^text\/html/)
      const html = await response.text()
      const { form } = content.en.site
      expect(problemsIn(html)).toEqual([
        `${form.firstName.label}: ${messages.required}`,
        `${form.email.label}: ${messages.email}`,
        `${form.industry.label}: ${messages.select}`,
        `${form.message.label}: Please write at least 20 characters.`,
      ])
      expect(html).not.toContain("<b>&</b>")
    })

    test("the Arabic edition: errors worded in Arabic, and a form post lands on the Arabic pages", async () => {
      const arabic = content.ar.site
      const json = await expectNothingStored(() =>
        postJson(api, validQuote({ firstName: "", email: "x@", locale: "ar" })),
      )
      expect(json.status).toBe(400)
      expect(await json.json()).toEqual({
        errors: { firstName: arabic.form.errors.required, email: arabic.form.errors.email },
      })

      const refused = await expectNothingStored(() =>
        postForm(api, formFields({ lastName: "", locale: "ar" }), { referer: `${api.base}/ar/contact/` }),
      )
      expect(refused.status).toBe(400)
      const refusedHtml = await refused.text()
      expect(refusedHtml).toMatch(/<html lang="ar" dir="rtl">/)
      expect(refusedHtml).toContain(arabic.quoteNotSent.heading)
      expect(problemsIn(refusedHtml)).toEqual([`${arabic.form.lastName.label}: ${arabic.form.errors.required}`])

      const accepted = await postForm(api, formFields({ firstName: "منى", lastName: "السيد", locale: "ar" }), {
        referer: `${api.base}/ar/contact/`,
      })
      expect(accepted.status).toBe(303)
      const location = accepted.headers.get("location") ?? ""
      const reference = /^\/ar\/quote\/received\/\?reference=(Q-\d{4}-\d{6})$/.exec(location)?.[1]
      expect(reference).toBeDefined()
      expect(await storedQuote(db, reference!)).toMatchObject({
        first_name: "منى",
        last_name: "السيد",
        locale: "ar",
        page: "/ar/contact/",
      })
      const page = await api.fetch(`${api.base}${location}`)
      const html = await page.text()
      expect(html).toMatch(/<html lang="ar" dir="rtl">/)
      expect(html).toContain(arabic.quoteReceived.heading)
      expect(referenceIn(html)).toBe(reference)
    })

    test("413 for a body over 32 KB, JSON or form-encoded", async () => {
      const big = "x".repeat(33 * 1024)
      const json = await expectNothingStored(() => postJson(api, validQuote({ message: big })))
      expect(json.status).toBe(413)
      expect(await json.json()).toEqual({ errors: { body: expect.any(String) } })
      const form = await expectNothingStored(() => postForm(api, formFields({ message: big })))
      expect(form.status).toBe(413)
      expect(form.headers.get("content-type")).toMatch(/^text\/html/)
      expect(problemsIn(await form.text())).toHaveLength(1)
    })

    test("415 for any other content type", async () => {
      const send = (body: BodyInit, contentType?: string) =>
        expectNothingStored(() =>
          api.fetch(`${api.base}/api/quote`, {
            method: "POST",
            body,
            headers: contentType ? { "content-type": contentType } : {},
          }),
        )
      // multipart/form-data is the form's own encoding now that it takes files (server/attachments/).
      const responses = [
        await send(new URLSearchParams(validQuote() as Record<string, string>).toString(), "text/plain"),
        await send("<quote/>", "application/xml"),
      ]
      for (const response of responses) {
        expect(response.status).toBe(415)
        expect(await response.json()).toEqual({ errors: { body: expect.any(String) } })
      }
    })
  })

  describe("cross-site requests", () => {
    test("403 when Origin is another site", async () => {
      for (const origin of ["https://evil.example", "null", "http://127.0.0.1:1", SITE_URL.replace("https", "http")]) {
        const json = await expectNothingStored(() => postJson(api, validQuote(), { origin }))
        expect(json.status).toBe(403)
        expect(await json.json()).toEqual({ errors: { origin: expect.any(String) } })
        const form = await expectNothingStored(() => postForm(api, formFields(), { origin }))
        expect(form.status).toBe(403)
        expect(await form.text()).toContain("</html>")
      }
    })

    test("accepted from the site's own origin (SITE_URL or the request's own), and without Origin", async () => {
      for (const origin of [SITE_URL, api.base, undefined]) {
        const response = await postJson(api, validQuote(), origin ? { origin } : {})
        expect(response.status).toBe(201)
      }
      const form = await postForm(api, formFields(), { origin: api.base })
      expect(form.status).toBe(303)
    })
  })

  describe("Idempotency-Key", () => {
    test("the same key and body give the same reference, stored once; another body gets 422", async () => {
      const key = `retry-${kind}`
      const calls = savedCalls
      // An address of its own: earlier tests have used up the default address's daily acknowledgements.
      const email = `idempotent.${kind}@example.com`
      const first = await postJson(api, validQuote({ email }), { "idempotency-key": key })
      expect(first.status).toBe(201)
      const { reference } = await first.json()
      const before = await countRows(db)

      const again = await postJson(api, validQuote({ email }), { "idempotency-key": key })
      expect(again.status).toBe(201)
      expect(await again.json()).toEqual({ reference })
      expect(await countRows(db)).toEqual(before)

      const other = await postJson(
        api,
        validQuote({ email, message: "A different scope: 3 storage tanks, API 653." }),
        {
          "idempotency-key": key,
        },
      )
      expect(other.status).toBe(422)
      expect(await other.json()).toEqual({ errors: { idempotencyKey: expect.any(String) } })
      expect(await countRows(db)).toEqual(before)

      const stored = await db.selectFrom("requests").selectAll().where("idempotency_key", "=", key).execute()
      expect(stored.map((row) => row.reference)).toEqual([reference])
      expect(await outboxOf(db, reference)).toHaveLength(2)
      expect(savedCalls).toBe(calls + 1)
    })
  })

  test("concurrent retries with one key (a double submit) get one reference and store one request", async () => {
    const key = `double-${kind}`
    const calls = savedCalls
    const responses = await Promise.all(
      Array.from({ length: 6 }, () =>
        postJson(api, validQuote({ email: `double.${kind}@example.com` }), { "idempotency-key": key }),
      ),
    )
    expect(responses.map((response) => response.status)).toEqual(Array(6).fill(201))
    const references = await Promise.all(responses.map(async (response) => (await response.json()).reference))
    expect(new Set(references).size).toBe(1)
    const stored = await db.selectFrom("requests").selectAll().where("idempotency_key", "=", key).execute()
    expect(stored).toHaveLength(1)
    expect(await outboxOf(db, references[0])).toHaveLength(2)
    expect(savedCalls).toBe(calls + 1)
  })

  test("a needed-by date may be today in Cairo, by the server's clock: until midnight there, not after", async () => {
    // 23:59 on 27 November in Alexandria (UTC+2, no summer time in November), then 00:01 on the 28th.
    for (const [at, status] of [
      ["2026-11-27T21:59:00Z", 201],
      ["2026-11-27T22:01:00Z", 400],
    ] as const) {
      const late = await startRequestApp({ db, clock: testClock(new Date(at)) })
      try {
        const response = await postJson(late, validQuote({ email: `late.${kind}@example.com`, neededBy: "2026-11-27" }))
        const body = await response.json()
        expect([at, response.status, body.errors]).toEqual([
          at,
          status,
          status === 400 ? { neededBy: messages.pastDate } : undefined,
        ])
      } finally {
        await late.close()
      }
    }
  })

  describe("spam", () => {
    async function expectSpam(response: Response) {
      expect(response.status).toBe(201)
      const { reference } = await response.json()
      expect(reference).toMatch(REFERENCE)
      expect(await storedQuote(db, reference)).toMatchObject({ spam: 1, mail_status: "skipped" })
      expect(await outboxOf(db, reference)).toEqual([])
    }

    test("a filled honeypot gets a normal 201 and is stored as spam, never mailed", async () => {
      const calls = savedCalls
      await expectSpam(await postJson(api, validQuote({ website: "https://cheap-seo.example", fillMs: 20_000 })))
      expect(savedCalls).toBe(calls)
    })

    test("a form filled faster than minFillMs is spam; at minFillMs or without fillMs it is not", async () => {
      const calls = savedCalls
      await expectSpam(await postJson(api, validQuote({ fillMs: 2999 })))
      await expectSpam(await postJson(api, validQuote({ fillMs: 0 })))
      expect(savedCalls).toBe(calls)
      for (const extra of [{ fillMs: 3000 }, {}]) {
        const response = await postJson(api, validQuote(extra))
        expect(response.status).toBe(201)
        const { reference } = await response.json()
        expect(await storedQuote(db, reference)).toMatchObject({ spam: 0, mail_status: "pending" })
      }
      expect(savedCalls).toBe(calls + 2)
    })

    test("form-encoded with a filled honeypot looks like success too", async () => {
      const response = await postForm(api, formFields({ website: "bot" }))
      expect(response.status).toBe(303)
      const reference = new URLSearchParams((response.headers.get("location") ?? "").split("?")[1]).get("reference")
      expect(reference).toMatch(REFERENCE)
      expect(await storedQuote(db, reference!)).toMatchObject({ spam: 1, mail_status: "skipped" })
    })
  })

  describe("rate limit: 5 requests per 10 minutes per client address", () => {
    let direct: RequestApp
    let proxied: RequestApp

    beforeAll(async () => {
      direct = await startRequestApp({ db, clock, rateLimit: RATE_LIMIT })
      proxied = await startRequestApp({ db, clock, rateLimit: RATE_LIMIT, trustProxy: true })
    })

    afterAll(async () => {
      await direct?.close()
      await proxied?.close()
    })

    const expectLimited = async (response: Response) => {
      expect(response.status).toBe(429)
      const retryAfter = Number(response.headers.get("retry-after"))
      expect(Number.isInteger(retryAfter)).toBe(true)
      expect(retryAfter).toBeGreaterThan(0)
      expect(retryAfter).toBeLessThanOrEqual(600)
    }

    test("without trustProxy, X-Forwarded-For is ignored: every request counts for the socket address", async () => {
      for (let i = 1; i <= 5; i++) {
        const response = await postJson(direct, validQuote(), { "x-forwarded-for": `198.51.100.${i}` })
        expect(response.status).toBe(201)
      }
      const json = await expectNothingStored(() =>
        postJson(direct, validQuote(), { "x-forwarded-for": "198.51.100.99" }),
      )
      await expectLimited(json)
      expect(await json.json()).toEqual({ errors: { form: expect.any(String) } })
      const form = await expectNothingStored(() => postForm(direct, formFields()))
      await expectLimited(form)
      expect(form.headers.get("content-type")).toMatch(/^text\/html/)
      // Read to the end: a page left unread holds its connection open and the server's close() waits for it.
      expect(await form.text()).toContain("</html>")
    })

    test("two server instances on one database share the count", async () => {
      const first = await startRequestApp({ db, clock, rateLimit: RATE_LIMIT, trustProxy: true })
      const second = await startRequestApp({ db, clock, rateLimit: RATE_LIMIT, trustProxy: true })
      try {
        const client = { "x-forwarded-for": "192.0.2.77" }
        for (const app of [first, second, first, second, first]) {
          expect((await postJson(app, validQuote(), client)).status).toBe(201)
        }
        await expectLimited(await expectNothingStored(() => postJson(second, validQuote(), client)))
      } finally {
        await first.close()
        await second.close()
      }
    })

    test("with trustProxy, the client is X-Forwarded-For: two clients are limited separately", async () => {
      const references: string[] = []
      for (let i = 1; i <= 5; i++) {
        const response = await postJson(proxied, validQuote(), { "x-forwarded-for": "203.0.113.10" })
        expect(response.status).toBe(201)
        references.push((await response.json()).reference)
      }
      await expectLimited(
        await expectNothingStored(() => postJson(proxied, validQuote(), { "x-forwarded-for": "203.0.113.10" })),
      )
      const other = await postJson(proxied, validQuote(), { "x-forwarded-for": "203.0.113.11" })
      expect(other.status).toBe(201)

      // The stored address is the client's, hashed: the same for one client, different for another.
      const hashes = await Promise.all(references.map(async (ref) => (await storedQuote(db, ref)).ip_hash))
      const otherHash = (await storedQuote(db, (await other.json()).reference)).ip_hash
      expect(new Set(hashes).size).toBe(1)
      expect(otherHash).not.toBe(hashes[0])
      expect(hashes[0]).not.toContain("203.0.113.10")
    })
  })
})
