/** @jest-environment node */
import crypto from "node:crypto"
import fs from "node:fs"
import { sql } from "kysely"
import { INDUSTRY_VALUES, SERVICE_VALUES } from "../../src/lib/quote-options"
import { openDatabase } from "../storage/database"
import { newestRequests } from "../storage/requests"
import { killServerProcesses, startServerProcess, type ServerProcess } from "../../testing/server-process"
import { tempDir } from "../../testing/quote-app"

// kill -9 of the real server in the middle of a stream of submissions, then a restart on the same data:
// a request that was answered 201 must be in the database, exactly as it was sent, whatever happened after.

jest.setTimeout(120_000)

const ROUNDS = 4
const CLIENTS = 16

type Accepted = { key: string; reference: string; body: Record<string, string | boolean> }

let dataDir: string
let server: ServerProcess | undefined

beforeAll(() => {
  dataDir = tempDir("resilience-crash-")
})

afterAll(async () => {
  await killServerProcesses()
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true })
})

const bodyFor = (round: number, client: number, seq: number): Record<string, string | boolean> => ({
  firstName: "Mona",
  lastName: `Crash ${round}-${client}-${seq}`,
  email: `r${round}.c${client}.s${seq}@example.com`,
  company: `Delta Petroleum Services ${client}`,
  phone: `+20 3 420 ${String(1000 + seq).slice(-4)}`,
  industry: INDUSTRY_VALUES[seq % INDUSTRY_VALUES.length],
  service: SERVICE_VALUES[(client + seq) % SERVICE_VALUES.length],
  message: `Round ${round}, client ${client}, request ${seq}: PAUT of 42 girth welds on a 24-inch line.`,
  consent: true,
})

// CLIENTS loops, each posting one request after the other (each with its own Idempotency-Key) until the server
// is gone. Returns what was answered 201 (with the reference read from the answer) and any other status seen, and
// acceptedAtLeast(n): resolves once n requests have been answered 201.
async function stream(base: string, round: number, isKilled: () => boolean) {
  const accepted: Accepted[] = []
  const otherStatuses: number[] = []
  let sent = 0
  let waiting: { count: number; resolve: () => void } | undefined
  async function client(index: number) {
    for (let seq = 0; !isKilled(); seq++) {
      const key = `crash-${round}-${index}-${seq}-${crypto.randomUUID()}`
      const body = bodyFor(round, index, seq)
      sent++
      try {
        const response = await fetch(`${base}/api/quote`, {
          method: "POST",
          headers: { "content-type": "application/json", "idempotency-key": key },
          body: JSON.stringify(body),
        })
        if (response.status !== 201) {
          otherStatuses.push(response.status)
          await response.arrayBuffer()
          continue
        }
        const { reference } = (await response.json()) as { reference: string }
        accepted.push({ key, reference, body })
        if (waiting && accepted.length >= waiting.count) waiting.resolve()
      } catch {
        return // the connection died with the server: this request's fate is unknown, and that is allowed
      }
    }
  }
  const clients = Array.from({ length: CLIENTS }, (_, index) => client(index))
  const acceptedAtLeast = (count: number) =>
    new Promise<void>((resolve) => (accepted.length >= count ? resolve() : (waiting = { count, resolve })))
  return { clients: Promise.all(clients), accepted, otherStatuses, sent: () => sent, acceptedAtLeast }
}

// Everything a restart must find: every 201 stored with the body that was sent, its two mails queued with it
// (one transaction), references unique, the file intact.
async function verify(everAccepted: Accepted[]) {
  const db = await openDatabase({ dataDir })
  try {
    const [integrity] = (await sql<{ integrity_check: string }>`pragma integrity_check`.execute(db)).rows
    expect(integrity.integrity_check).toBe("ok")
    const requests = await newestRequests(db)
    const byReference = new Map(requests.map((request) => [request.reference, request]))
    expect(byReference.size).toBe(requests.length)
    const missing = everAccepted.filter((item) => !byReference.has(item.reference))
    expect(missing.map((item) => item.reference)).toEqual([])
    for (const { key, reference, body } of everAccepted) {
      const stored = byReference.get(reference)!
      expect({ reference, key: stored.idempotency_key, ...pick(stored) }).toEqual({
        reference,
        key,
        first_name: body.firstName,
        last_name: body.lastName,
        email: body.email,
        company: body.company,
        phone: body.phone,
        industry: body.industry,
        service: body.service,
        message: body.message,
        spam: 0,
      })
    }
    const outbox = await db
      .selectFrom("outbox")
      .select(["request_id", db.fn.countAll().as("n")])
      .groupBy("request_id")
      .execute()
    const mailsPerRequest = new Map(outbox.map((row) => [row.request_id, Number(row.n)]))
    const withoutTwoMails = requests.filter((request) => mailsPerRequest.get(request.id) !== 2)
    expect(withoutTwoMails.map((request) => request.reference)).toEqual([])
    return requests.length
  } finally {
    await db.destroy()
  }
}

const pick = (request: Awaited<ReturnType<typeof newestRequests>>[number]) => ({
  first_name: request.first_name,
  last_name: request.last_name,
  email: request.email,
  company: request.company,
  phone: request.phone,
  industry: request.industry,
  service: request.service,
  message: request.message,
  spam: request.spam,
})

test(`every request answered 201 survives kill -9 mid-stream (${ROUNDS} rounds on one DATA_DIR)`, async () => {
  const everAccepted: Accepted[] = []
  const summary: string[] = []
  server = await startServerProcess({ DATA_DIR: dataDir })
  for (let round = 1; round <= ROUNDS; round++) {
    let killed = false
    const load = await stream(server.base, round, () => killed)
    // Killed once a random number of requests has been answered, the other clients' requests in flight: a point in
    // the stream, whatever the speed of the machine (the clients end early only if the server dies by itself).
    const killAfter = CLIENTS + Math.floor(Math.random() * 4 * CLIENTS)
    const loadStarted = Date.now()
    await Promise.race([load.acceptedAtLeast(killAfter), load.clients])
    const loadMs = Date.now() - loadStarted
    const exit = await server.kill()
    killed = true
    expect(exit.signal).toBe("SIGKILL")
    await load.clients
    // Any answer but 201 under load (503, 500 …) would be a failure of its own.
    expect(load.otherStatuses).toEqual([])
    expect(load.accepted.length).toBeGreaterThan(0)
    everAccepted.push(...load.accepted)

    // Restart on the same data, then look.
    const restartedAt = performance.now()
    server = await startServerProcess({ DATA_DIR: dataDir })
    const restartMs = Math.round(performance.now() - restartedAt)
    const stored = await verify(everAccepted)
    const line =
      `round ${round}: killed after ${killAfter} answers 201 (${loadMs} ms), ${load.sent()} sent, ` +
      `${load.accepted.length} answered 201, ` +
      `${stored} stored in total (${everAccepted.length} answered 201 so far), restart ready in ${restartMs} ms`
    summary.push(line)
  }

  // The restarted server takes requests again, and references never repeat across crashes.
  const response = await fetch(`${server.base}/api/quote`, {
    method: "POST",
    headers: { "content-type": "application/json", "idempotency-key": crypto.randomUUID() },
    body: JSON.stringify(bodyFor(0, 0, 0)),
  })
  expect(response.status).toBe(201)
  const { reference } = (await response.json()) as { reference: string }
  expect(everAccepted.some((item) => item.reference === reference)).toBe(false)
  expect(new Set(everAccepted.map((item) => item.reference)).size).toBe(everAccepted.length)

  // A graceful stop afterwards, and a last look at the file it leaves.
  const exit = await server.stop()
  expect(exit).toEqual({ code: 0, signal: null })
  await verify(everAccepted)
  console.log(`Crash rounds (${CLIENTS} concurrent clients):\n${summary.join("\n")}`)
})
