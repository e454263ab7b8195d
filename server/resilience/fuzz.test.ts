/** @jest-environment node */
import fs from "node:fs"
import http from "node:http"
import type { AddressInfo } from "node:net"
import fc from "fast-check"
import type { FastifyInstance } from "fastify"
import type { Kysely } from "kysely"
import { INDUSTRY_VALUES, SERVICE_VALUES } from "../../src/lib/quote-options"
import { validateQuote } from "../../src/lib/quote-schema"
import { BODY_LIMIT } from "../api/form-body"
import { composeServer } from "../compose-server"
import { loadConfig } from "../config"
import { openDatabase } from "../storage/database"
import type { Database } from "../storage/schema"
import { readAnswer } from "../../testing/read-answer"
import { content, countRows, PUBLIC_DIR, SITE_URL, tempDir, validQuote } from "../../testing/quote-app"
import { clockStartEnv } from "../../testing/test-clock"

// Malformed requests by the thousand: whatever arrives, POST /api/quote answers with a 4xx — never a 5xx, never
// a 2xx — stores nothing, and the server is as healthy afterwards as before. Every generated body is broken on
// purpose (a required field missing or wrong, an unknown field, no JSON, too large, a type the API does not
// read), so a 2xx is a real failure.

jest.setTimeout(120_000)

const REFUSED = [400, 403, 413, 415, 422]
const FORM = "application/x-www-form-urlencoded"
const FIELDS = ["firstName", "lastName", "email", "company", "phone", "industry", "service", "message"]
const REQUIRED = ["firstName", "lastName", "email", "industry", "service", "message"]
const LINE_LIMITS: Record<string, number> = { firstName: 100, lastName: 100, email: 254, company: 200, phone: 30 }
const IGNORED = ["website", "fillMs", "locale"] // read by the API, but not part of the validated fields

let dataDir: string
let db: Kysely<Database>
let app: FastifyInstance
let saved = 0
let baseline: { requests: number; outbox: number }
let port = 0
let runs = 0
// Keep-alive, so a thousand requests do not need a thousand connections.
const agent = new http.Agent({ keepAlive: true, maxSockets: 4 })
const statusCounts = new Map<number, number>()

beforeAll(async () => {
  dataDir = tempDir("resilience-fuzz-")
  // Wired as server/start.ts wires it, from the same configuration reader.
  const config = loadConfig({
    PUBLIC_DIR,
    DATA_DIR: dataDir,
    RATE_LIMIT_MAX: "0",
    QUOTE_MIN_FILL_MS: "0",
    SITE_URL,
    IP_HASH_SALT: "fuzz-salt",
    ...clockStartEnv(),
  })
  db = await openDatabase(config)
  ;({ app } = await composeServer(config, {
    database: { db, dialect: "sqlite" },
    content,
    onMailQueued: () => saved++,
  }))
  await app.listen({ port: 0, host: "127.0.0.1" })
  port = (app.server.address() as AddressInfo).port
  baseline = await countRows(db)
})

afterAll(async () => {
  agent.destroy()
  await app?.close()
  await db?.destroy()
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true })
  console.log(
    `Fuzzing: ${runs} malformed requests, answers: ` +
      [...statusCounts].map(([status, count]) => `${count} × ${status}`).join(", "),
  )
})

type Sent = { contentType?: string; payload: string | Buffer; headers?: Record<string, string | undefined> }

const cleanHeaders = (headers: Record<string, string | undefined> = {}) =>
  Object.fromEntries(Object.entries(headers).filter(([, value]) => value !== undefined)) as Record<string, string>

// A refusal in the API's shape: JSON {errors} for API clients, the "not sent" page for a plain form post.
function expectRefusal(status: number, type: string, body: string) {
  if (!REFUSED.includes(status)) throw new Error(`answered ${status}, expected one of ${REFUSED.join(", ")}: ${body}`)
  statusCounts.set(status, (statusCounts.get(status) ?? 0) + 1)
  runs++
  if (type.startsWith("application/json")) {
    const parsed = JSON.parse(body) as { errors?: unknown }
    expect(typeof parsed.errors).toBe("object")
  } else {
    expect(type).toMatch(/^text\/html/)
  }
}

async function expectNothingStored() {
  expect(await countRows(db)).toEqual(baseline)
  expect(saved).toBe(0)
}

type Answer = { status: number; type: string; body: string }

// A raw HTTP request (node:http, not fetch: fetch would add a Content-Type where the test wants none). `chunked`
// streams the payload without a Content-Length, 16 KB at a time.
function request({ contentType, payload, headers }: Sent, chunked = false): Promise<Answer> {
  const body = typeof payload === "string" ? Buffer.from(payload) : payload
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      {
        host: "127.0.0.1",
        port,
        path: "/api/quote",
        method: "POST",
        agent,
        headers: cleanHeaders({
          ...headers,
          "content-type": contentType,
          "content-length": chunked ? undefined : String(body.length),
        }),
      },
      (response) =>
        void readAnswer(response).then(
          ({ status, headers, body }) => resolve({ status, type: String(headers["content-type"] ?? ""), body }),
          reject,
        ),
    )
    outgoing.on("error", reject)
    if (!chunked) return void outgoing.end(body)
    let offset = 0
    const pump = () => {
      while (offset < body.length) {
        const chunk = body.subarray(offset, offset + 16 * 1024)
        offset += chunk.length
        if (!outgoing.write(chunk)) return void outgoing.once("drain", pump)
      }
      outgoing.end()
    }
    pump()
  })
}

async function post(sent: Sent, chunked = false): Promise<Answer> {
  const answer = await request(sent, chunked)
  expectRefusal(answer.status, answer.type, answer.body)
  await expectNothingStored()
  return answer
}

// The generators' own check, with the form's schema: the body is invalid before the server sees it, so the
// server has no excuse for a 2xx. (What the API reads aside from the fields is left out, as the API does.)
function expectSchemaRefuses(body: Record<string, unknown>) {
  const fields = Object.fromEntries(Object.entries(body).filter(([key]) => !IGNORED.includes(key)))
  expect(validateQuote(fields).ok).toBe(false)
}

// The fields of a form body as the API reads them: a repeated key becomes an array.
function formFields(payload: string): Record<string, unknown> {
  const fields: Record<string, unknown> = {}
  for (const [key, value] of new URLSearchParams(payload)) {
    const previous = Object.hasOwn(fields, key) ? fields[key] : undefined
    put(fields, key, previous === undefined ? value : [previous, value].flat())
  }
  return fields
}

// Sets a key as an own, enumerable property even when it is "__proto__".
const put = (target: Record<string, unknown>, key: string, value: unknown) =>
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true })

// ---- Arbitraries ----

const LETTERS = [..."abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789éüßçجمی中文😀-_.'"]
const word = (minLength: number, maxLength: number) =>
  fc.string({ unit: fc.constantFrom(...LETTERS), minLength, maxLength })
const CONTROL = [...Array.from({ length: 32 }, (_, code) => String.fromCharCode(code)), "\u007f"]
const CONTROL_IN_MESSAGE = CONTROL.filter((char) => !"\t\n\r".includes(char))
const withInside = (chars: string[]) =>
  fc.tuple(word(1, 20), fc.constantFrom(...chars), word(1, 20)).map(([before, char, after]) => before + char + after)
// Longer than `max` even once trimmed.
const tooLong = (max: number) =>
  fc
    .tuple(fc.integer({ min: max + 1, max: max + 3000 }), fc.constantFrom("a", "Z", "9", "é", "中", "😀"))
    .map(([length, char]) => char.repeat(length))

type Break = { field: string; remove?: true; value?: unknown }
const set = (field: string, value: fc.Arbitrary<unknown>) => value.map((v): Break => ({ field, value: v }))
const onField = (fields: string[], make: (field: string) => fc.Arbitrary<unknown>) =>
  fc.constantFrom(...fields).chain((field) => set(field, make(field)))

const notIn = (values: readonly string[]) => fc.string().filter((value) => !values.includes(value))
const blank = fc.constantFrom("", " ", "   ", "\t", "\n \r\n", "\u00a0", "\u2003 ")
const badEmail = fc.oneof(
  fc.constantFrom("mona", "mona@", "@example.com", "mona@example", "mona@@example.com", "mo na@example.com"),
  fc.string().filter((value) => !value.includes("@")),
)
const badPhone = fc.oneof(
  fc.constantFrom("call me", "+20 abc 1234567", "12345678x", "++", "#1234567"),
  fc.integer({ min: 1, max: 6 }).map((digits) => "7".repeat(digits)),
  fc.integer({ min: 21, max: 29 }).map((digits) => "7".repeat(digits)),
)
const unknownKey = fc.string({ minLength: 1, maxLength: 30 }).filter((key) => ![...FIELDS, ...IGNORED].includes(key))

// Breaks that survive being sent as a form (every value a string).
const stringBreak: fc.Arbitrary<Break> = fc.oneof(
  fc.constantFrom(...REQUIRED).map((field): Break => ({ field, remove: true })),
  onField(Object.keys(LINE_LIMITS), (field) => tooLong(LINE_LIMITS[field])),
  set("message", tooLong(5000)),
  onField(Object.keys(LINE_LIMITS), () => withInside(CONTROL)),
  set(
    "message",
    fc.tuple(word(25, 60), fc.constantFrom(...CONTROL_IN_MESSAGE)).map(([text, char]) => text + char + text),
  ),
  onField(REQUIRED, () => blank),
  set("industry", notIn(INDUSTRY_VALUES)),
  set("service", notIn(SERVICE_VALUES)),
  set("message", word(1, 19)),
  set("email", badEmail),
  set("phone", badPhone),
  fc.tuple(unknownKey, fc.string()).map(([field, value]): Break => ({ field, value })),
)

// Breaks only JSON can carry: a field of the wrong type, an unknown field with any value.
const wrongType = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 3 }),
  fc.dictionary(fc.string(), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 3 }),
)
const jsonBreak: fc.Arbitrary<Break> = fc.oneof(
  stringBreak,
  onField(FIELDS, () => wrongType),
  fc.tuple(unknownKey, fc.jsonValue({ maxDepth: 2 })).map(([field, value]): Break => ({ field, value })),
)

function broken(breaks: Break[], extras: Record<string, unknown>): Record<string, unknown> {
  const quote: Record<string, unknown> = { ...validQuote() }
  for (const [key, value] of Object.entries(extras)) put(quote, key, value)
  for (const { field, remove, value } of breaks) {
    if (remove) delete quote[field]
    else put(quote, field, value)
  }
  return quote
}

const brokenJsonQuote = fc
  .record({
    breaks: fc.array(jsonBreak, { minLength: 1, maxLength: 3 }),
    extras: fc.record(
      {
        website: fc.jsonValue({ maxDepth: 1 }),
        fillMs: fc.jsonValue({ maxDepth: 1 }),
        locale: fc.jsonValue({ maxDepth: 1 }),
      },
      { requiredKeys: [] },
    ),
  })
  .map(({ breaks, extras }) => ({ breaks, body: broken(breaks, extras) }))

const brokenFormQuote = fc
  .record({
    breaks: fc.array(stringBreak, { minLength: 1, maxLength: 3 }),
    extras: fc.record({ website: fc.string(), fillMs: fc.string(), locale: fc.string() }, { requiredKeys: [] }),
    // A field sent twice arrives as an array: broken too.
    twice: fc.option(fc.constantFrom(...FIELDS), { freq: 3 }),
  })
  .map(({ breaks, extras, twice }) => {
    const quote = broken(breaks, extras)
    const form = new URLSearchParams()
    for (const [key, value] of Object.entries(quote)) form.append(key, String(value))
    if (twice && twice in quote) form.append(twice, String(validQuote()[twice]))
    return { breaks, twice, quote, payload: form.toString() }
  })

// Origin, Idempotency-Key, Referer and User-Agent as a client may send them; a foreign Origin is refused (403).
const clientHeaders = fc.record(
  {
    origin: fc.constantFrom(undefined, undefined, undefined, SITE_URL, "https://evil.example", "null"),
    "idempotency-key": fc.string({ minLength: 1, maxLength: 300 }),
    referer: fc.oneof(fc.webUrl(), fc.string()),
    "user-agent": fc.string({ maxLength: 600 }),
  },
  { requiredKeys: [] },
)

const formTypes = fc.constantFrom(FORM, `${FORM}; charset=utf-8`, "Application/X-WWW-Form-Urlencoded")
const jsonTypes = fc.constantFrom("application/json", "application/json; charset=utf-8", "APPLICATION/JSON")

// Media types the API does not read, with parameters and letter case varied (multipart/form-data it reads: the
// form's files; a broken multipart body is refused with 400, server/attachments/attachments-api.test.ts).
const UNSUPPORTED = [
  "text/plain",
  "text/html",
  "text/csv",
  "text/xml",
  "application/xml",
  "application/octet-stream",
  "application/ld+json",
  "application/json-patch+json",
  "application/vnd.api+json",
  "application/jsonx",
  "application/x-www-form-urlencodedx",
  "image/png",
  "application/javascript",
]
const unsupportedType = fc
  .tuple(fc.constantFrom(...UNSUPPORTED), fc.boolean(), fc.constantFrom("", "; charset=utf-8", "; q=1"))
  .map(([type, upper, parameter]) => (upper ? type.toUpperCase() : type) + parameter)
const isReadType = (type: string) => {
  const media = type.split(";")[0].trim().toLowerCase()
  return media === "application/json" || media === FORM
}

// ---- Properties ----

test("arbitrary JSON values are refused (300 runs)", async () => {
  await fc.assert(
    fc.asyncProperty(jsonTypes, fc.jsonValue(), async (contentType, value) => {
      await post({ contentType, payload: JSON.stringify(value) ?? "null" })
    }),
    { numRuns: 300 },
  )
})

test("quote objects with a field missing, of the wrong type, oversized, with control characters or unknown are refused (300 runs)", async () => {
  await fc.assert(
    fc.asyncProperty(jsonTypes, brokenJsonQuote, clientHeaders, async (contentType, { body }, headers) => {
      expectSchemaRefuses(JSON.parse(JSON.stringify(body)))
      await post({ contentType, payload: JSON.stringify(body), headers })
    }),
    { numRuns: 300 },
  )
})

test("random strings sent as JSON are refused (150 runs)", async () => {
  const almostJson = fc
    .integer({ min: 0, max: JSON.stringify(validQuote()).length - 1 })
    .map((cut) => JSON.stringify(validQuote()).slice(0, cut))
  await fc.assert(
    fc.asyncProperty(
      jsonTypes,
      fc.oneof(
        fc.string({ unit: "binary" }),
        fc.string({ unit: "binary-ascii" }),
        fc.string(),
        almostJson,
        // Bytes that need not be UTF-8 at all.
        fc.uint8Array({ maxLength: 300 }).map((bytes) => Buffer.from(bytes)),
      ),
      async (contentType, payload) => {
        await post({ contentType, payload })
      },
    ),
    { numRuns: 150 },
  )
})

test("random url-encoded strings are refused (150 runs)", async () => {
  await fc.assert(
    fc.asyncProperty(
      formTypes,
      fc.oneof(
        fc.string({ unit: "binary" }),
        fc.string({ unit: "binary-ascii" }),
        fc.webQueryParameters(),
        fc.string().map((value) => encodeURIComponent(value)),
        fc.uint8Array({ maxLength: 300 }).map((bytes) => Buffer.from(bytes)),
      ),
      async (contentType, payload) => {
        await post({ contentType, payload })
      },
    ),
    { numRuns: 150 },
  )
})

test("form posts with a broken field are refused with the problems page (150 runs)", async () => {
  await fc.assert(
    fc.asyncProperty(formTypes, brokenFormQuote, clientHeaders, async (contentType, { payload }, headers) => {
      expectSchemaRefuses(formFields(payload))
      const response = await post({ contentType, payload, headers })
      expect(response.type).toMatch(/^text\/html/)
    }),
    { numRuns: 150 },
  )
})

test("a valid quote under a media type the API does not read is refused with 415 (100 runs)", async () => {
  await fc.assert(
    fc.asyncProperty(fc.option(unsupportedType, { freq: 8 }), async (contentType) => {
      const response = await post({ contentType: contentType ?? undefined, payload: JSON.stringify(validQuote()) })
      expect(response.status).toBe(415)
    }),
    { numRuns: 100 },
  )
})

test("random Content-Type headers with a broken quote are refused (100 runs)", async () => {
  // Any header value HTTP can carry: tab and the visible ASCII range.
  const contentType = fc.oneof(
    fc.string(),
    fc.string({ unit: "binary-ascii" }).filter((type) => /^[\t\x20-\x7e]*$/.test(type)),
    fc.tuple(fc.constantFrom("application/json", FORM), fc.string()).map(([type, rest]) => type + rest),
  )
  await fc.assert(
    fc.asyncProperty(contentType, brokenJsonQuote, async (type, { body }) => {
      await post({ contentType: type, payload: JSON.stringify(body) })
    }),
    { numRuns: 100 },
  )
})

test(`bodies larger than ${BODY_LIMIT / 1024} KB are refused with 413 (60 runs)`, async () => {
  const huge = fc.record({
    size: fc.integer({ min: BODY_LIMIT + 1, max: 8 * BODY_LIMIT }),
    type: fc.oneof(jsonTypes, formTypes, unsupportedType),
    shape: fc.constantFrom("message", "padding", "array"),
  })
  await fc.assert(
    fc.asyncProperty(huge, async ({ size, type, shape }) => {
      const filler = "x".repeat(size)
      const quote = validQuote(shape === "padding" ? { padding: filler } : { message: filler })
      const payload = type.toLowerCase().startsWith(FORM)
        ? new URLSearchParams(quote as Record<string, string>).toString()
        : JSON.stringify(shape === "array" ? [quote] : quote)
      expect(Buffer.byteLength(payload)).toBeGreaterThan(BODY_LIMIT)
      const response = await post({ contentType: type, payload })
      if (isReadType(type)) expect(response.status).toBe(413)
    }),
    { numRuns: 60 },
  )
})

// Streamed in chunks without a Content-Length: the limit must hold while the body is still arriving.
test("huge chunked bodies (no Content-Length) are refused with 413 (30 runs)", async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.integer({ min: BODY_LIMIT + 1, max: 16 * BODY_LIMIT }),
      fc.oneof(jsonTypes, formTypes),
      async (size, contentType) => {
        const filler = "y".repeat(size)
        const payload = contentType.toLowerCase().startsWith(FORM)
          ? new URLSearchParams(validQuote({ message: filler }) as Record<string, string>).toString()
          : JSON.stringify(validQuote({ message: filler }))
        const answer = await post({ contentType, payload }, true)
        expect(answer.status).toBe(413)
      },
    ),
    { numRuns: 30 },
  )
})

test("afterwards: nothing was stored, the health check answers 200 and a valid request is accepted", async () => {
  expect(runs).toBeGreaterThanOrEqual(1000)
  await expectNothingStored()
  const health = await fetch(`http://127.0.0.1:${port}/healthz`)
  expect(health.status).toBe(200)
  expect(await health.json()).toEqual({ status: "ok", database: "ok" })
  const response = await request({
    contentType: "application/json",
    payload: JSON.stringify(validQuote()),
    headers: { "idempotency-key": "fuzz-after" },
  })
  expect(response.status).toBe(201)
  expect(JSON.parse(response.body)).toEqual({ reference: expect.stringMatching(/^Q-\d{4}-\d{6}$/) })
  expect(await countRows(db)).toEqual({ requests: baseline.requests + 1, outbox: baseline.outbox + 2 })
  expect(saved).toBe(1)
})
