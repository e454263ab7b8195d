/** @jest-environment node */
import fs from "node:fs"
import type { Kysely } from "kysely"
import { INDUSTRY_VALUES, SERVICE_VALUES } from "../../src/lib/quote-options"
import { newIdempotencyKey, sendQuote, type SendResult } from "../../src/lib/send-quote"
import { openDatabase } from "../storage/database"
import type { Database } from "../storage/schema"
import { startThrowawayPostgres, type ThrowawayPostgres } from "../../testing/postgres"
import { postJson, tempDir, validQuote, waitFor } from "../../testing/quote-app"
import { killServerProcesses, startServerProcess, type ServerProcess } from "../../testing/server-process"

// PostgreSQL dies (immediate shutdown) while browsers are sending requests with the form's own retry logic, and
// comes back once every browser has met the outage. The API must say "503, retry later" meanwhile — never 500,
// never a 201 for something it did not store — and in the end every request that succeeded is stored exactly once.

jest.setTimeout(90_000)

const CLIENTS = 8

type Answer = { status: number; retryAfter: string | null; key: string; client: number; reference?: string }
type Submission = { key: string; body: Record<string, string | boolean>; result: SendResult }

let postgres: ThrowawayPostgres | undefined
let server: ServerProcess | undefined
let dataDir: string
let db: Kysely<Database> | undefined
// Set when the test ends early: the browsers stop at once instead of retrying against a dead server.
const abort = new AbortController()

beforeAll(async () => {
  dataDir = tempDir("resilience-pg-")
  postgres = await startThrowawayPostgres()
})

afterAll(async () => {
  abort.abort()
  await killServerProcesses()
  await db?.destroy()
  postgres?.stop()
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true })
})

// The browsers' wait before a retry (what Retry-After asks: part of what is tested), cut short when the test ends.
const sleep = (ms: number) =>
  new Promise<void>((resolve) => {
    if (abort.signal.aborted) return resolve()
    const done = () => {
      clearTimeout(timer)
      abort.signal.removeEventListener("abort", done)
      resolve()
    }
    const timer = setTimeout(done, ms)
    abort.signal.addEventListener("abort", done)
  })

// The end of what the server printed, without the (long) request error logs: where a crash shows.
const lastWords = (output: string) =>
  output
    .split("\n")
    .filter((line) => !line.startsWith("{"))
    .join("\n")
    .slice(-2000)

// How the server process ended (if it has yet) and its last words, for a failure message.
const serverState = () => {
  const { exitCode, signalCode } = server!.child
  const exit = exitCode === null && signalCode === null ? "not ended (yet)" : JSON.stringify({ exitCode, signalCode })
  return `server process ${exit}:\n${lastWords(server!.output())}`
}

// Polls until every browser appears among `clients`.
const everyBrowser = (clients: () => Iterable<number>, what: string) =>
  waitFor(() => new Set(clients()).size === CLIENTS, { timeoutMs: 30_000, intervalMs: 50, what })

const bodyFor = (client: number, seq: number): Record<string, string | boolean> => ({
  firstName: "Omar",
  lastName: `Outage ${client}-${seq}`,
  email: `c${client}.s${seq}@example.com`,
  company: "Sidi Kerir Petrochemicals",
  phone: "+20 3 420 1100",
  industry: INDUSTRY_VALUES[seq % INDUSTRY_VALUES.length],
  service: SERVICE_VALUES[(client + seq) % SERVICE_VALUES.length],
  message: `Client ${client}, request ${seq}: hydrotest of 3 pressure vessels to ASME VIII.`,
  consent: true,
})

const healthz = async (base: string) => {
  const response = await fetch(`${base}/healthz`)
  return { status: response.status, retryAfter: response.headers.get("retry-after"), body: await response.json() }
}

test("PostgreSQL stopped mid-stream: 503 with Retry-After meanwhile, every success stored exactly once", async () => {
  server = await startServerProcess({ DATA_DIR: dataDir, DATABASE_URL: postgres!.url })
  const base = server.base

  // Every answer the browsers' fetch saw, attempts and retries alike, with the browser that sent it.
  const answers: Answer[] = []
  const clientOfKey = new Map<string, number>()
  let networkErrors = 0
  const observingFetch = async (url: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const key = (init?.headers as Record<string, string>)["Idempotency-Key"]
    let response: Response
    try {
      if (abort.signal.aborted) throw new Error("the test ended")
      response = await fetch(`${base}${String(url)}`, init)
    } catch (error) {
      networkErrors++
      throw error
    }
    const answer: Answer = {
      status: response.status,
      retryAfter: response.headers.get("retry-after"),
      key,
      client: clientOfKey.get(key)!,
    }
    if (response.status === 201) answer.reference = ((await response.clone().json()) as { reference: string }).reference
    answers.push(answer)
    return response
  }

  const submissions: Submission[] = []
  let stopped = false
  async function client(index: number) {
    for (let seq = 0; !stopped && !abort.signal.aborted; seq++) {
      const key = newIdempotencyKey()
      clientOfKey.set(key, index)
      const body = bodyFor(index, seq)
      const result = await sendQuote(body, { idempotencyKey: key, fetch: observingFetch as typeof fetch, sleep })
      submissions.push({ key, body, result })
    }
  }
  const clients = Promise.all(Array.from({ length: CLIENTS }, (_, index) => client(index)))

  const answered = (status: number, from = 0) =>
    answers.slice(from).flatMap((answer) => (answer.status === status ? [answer.client] : []))
  // The stream is going: every browser has had a request stored.
  await everyBrowser(() => answered(201), "every browser to have a request stored before the outage")
  const before = answers.length
  postgres!.kill() // pg_ctl stop -m immediate: no checkpoint, connections cut
  const down = performance.now()

  // While it is down: the API and the health check say "unavailable, retry", and nothing is stored.
  const probeKey = "probe-while-down"
  const probe = await postJson(base, validQuote(), { "idempotency-key": probeKey }).catch((error: Error) => {
    throw new Error(`The probe failed when PostgreSQL went away (${error.message}); ${serverState()}`)
  })
  expect(probe.status).toBe(503)
  expect(probe.headers.get("retry-after")).toMatch(/^\d+$/)
  expect(await probe.json()).toEqual({ errors: { body: expect.any(String) } })
  const unhealthy = await healthz(base)
  expect(unhealthy).toEqual({
    status: 503,
    retryAfter: expect.stringMatching(/^\d+$/),
    body: { status: "unavailable", database: "unreachable" },
  })

  // Down until every browser has met the outage: answered 503, it waits out Retry-After to try again.
  await everyBrowser(() => answered(503, before), "every browser to be answered 503 while PostgreSQL is down")
  postgres!.start()
  const outageMs = Math.round(performance.now() - down)
  await waitFor(async () => (await healthz(base)).status === 200, {
    timeoutMs: 10_000,
    intervalMs: 100,
    what: "GET /healthz to answer 200 after PostgreSQL is back",
  })
  expect(await healthz(base)).toEqual({
    status: 200,
    retryAfter: null,
    body: { status: "ok", database: "ok" },
  })
  // The stream goes on until every browser has had a request stored since PostgreSQL came back.
  const back = answers.length
  await everyBrowser(() => answered(201, back), "every browser to have a request stored after the outage")
  stopped = true
  await clients

  const exit = await server.stop()
  if (exit.code !== 0 || exit.signal !== null) throw new Error(`The server did not stop cleanly; ${serverState()}`)

  // What the API answered: 201 or 503 with Retry-After, nothing else (no 500), and the server never went away.
  expect(networkErrors).toBe(0)
  const statuses = [...new Set(answers.map((answer) => answer.status))].sort()
  expect(statuses).toEqual([201, 503])
  const unavailable = answers.filter((answer) => answer.status === 503)
  expect(unavailable.every((answer) => /^\d+$/.test(answer.retryAfter ?? ""))).toBe(true)
  expect(answers.length).toBeGreaterThan(before)

  // The database: one row per Idempotency-Key, every success and every 201 in it, with the body that was sent.
  db = await openDatabase({ dataDir, databaseUrl: postgres!.url })
  const duplicates = await db
    .selectFrom("requests")
    .select(["idempotency_key", db.fn.countAll().as("n")])
    .groupBy("idempotency_key")
    .having(db.fn.countAll(), ">", 1)
    .execute()
  expect(duplicates).toEqual([])
  const rows = await db.selectFrom("requests").selectAll().execute()
  const byKey = new Map(rows.map((row) => [row.idempotency_key, row]))
  expect(byKey.has(probeKey)).toBe(false)

  const succeeded = submissions.filter((submission) => submission.result.ok)
  for (const { key, body, result } of succeeded) {
    const row = byKey.get(key)
    expect(row).toBeDefined()
    expect(row!.reference).toBe((result as { reference: string }).reference)
    expect([row!.first_name, row!.last_name, row!.email, row!.service, row!.message]).toEqual([
      body.firstName,
      body.lastName,
      body.email,
      body.service,
      body.message,
    ])
  }
  for (const answer of answers.filter((answer) => answer.status === 201)) {
    expect(byKey.get(answer.key)?.reference).toBe(answer.reference)
  }
  // The outage was shorter than the form's retries: every submission got through in the end.
  expect(submissions.filter((submission) => !submission.result.ok)).toEqual([])
  const retried = new Set(unavailable.map((answer) => answer.key)).size

  console.log(
    `PostgreSQL outage of ${outageMs} ms: ${submissions.length} submissions (${succeeded.length} ok, ` +
      `${retried} of them retried after a 503), ${answers.length} answers: ` +
      `${answers.length - unavailable.length} × 201, ${unavailable.length} × 503 (Retry-After ` +
      `${[...new Set(unavailable.map((answer) => answer.retryAfter))].join("/")}) + 1 probe 503; ` +
      `${rows.length} rows stored`,
  )
})
