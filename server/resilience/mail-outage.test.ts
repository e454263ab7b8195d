/** @jest-environment node */
import fs from "node:fs"
import type { Kysely } from "kysely"
import { smtpSender } from "../mail/sender"
import { startMailWorker, type MailWorker } from "../mail/worker"
import { openDatabase } from "../storage/database"
import type { Database, OutboxRow } from "../storage/schema"
import { content, postJson, tempDir, validQuote, waitFor } from "../../testing/quote-app"
import { freePort } from "../../testing/free-port"
import { killServerProcesses, startServerProcess, type ServerProcess } from "../../testing/server-process"
import { SmtpInbox } from "../../testing/smtp-inbox"

// The mail server is down while requests come in: every request is still accepted, and once the mail server is
// back every mail arrives exactly once — also when the worker that delivers them is not the one that failed.

jest.setTimeout(60_000)

const REQUESTS = 10
const QUOTE_TO = "quotes@inspection-eg.com"
const ADDRESSES = { from: "Inspection website <website@inspection-eg.com>", companyTo: QUOTE_TO }

let dataDir: string
let db: Kysely<Database> | undefined
let smtp: SmtpInbox | undefined
const workers: MailWorker[] = []
let serverA: ServerProcess | undefined

beforeAll(() => {
  dataDir = tempDir("resilience-mail-")
})

afterAll(async () => {
  await killServerProcesses()
  for (const worker of workers) await worker.stop()
  await smtp?.stop()
  await db?.destroy()
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true })
})

const outbox = (): Promise<OutboxRow[]> => db!.selectFrom("outbox").selectAll().orderBy("id").execute()

// A worker in this process on the server's database, with a clock `offset()` ms ahead of the server process's (the
// system clock: it is started without CLOCK_START).
function worker(offset: () => number): MailWorker {
  const started = startMailWorker({
    db: db!,
    sender: smtpSender(smtp!.url),
    content,
    addresses: ADDRESSES,
    pollMs: 50,
    clock: () => new Date(Date.now() + offset()),
  })
  workers.push(started)
  return started
}

const latestAttempt = async () => Math.max(...(await outbox()).map((row) => Date.parse(row.next_attempt_at)))

test("requests sent while the SMTP server is down are accepted; their mails arrive exactly once when it is back", async () => {
  const smtpPort = await freePort() // allocated, and nobody listens on it
  const serverEnv = {
    DATA_DIR: dataDir,
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    QUOTE_TO,
    MAIL_FROM: ADDRESSES.from,
  }

  // 1. The server with its mail server down: every request is answered 201 all the same.
  serverA = await startServerProcess(serverEnv)
  const requests: { reference: string; email: string }[] = []
  for (let i = 0; i < REQUESTS; i++) {
    const email = `requester${i}@example.com`
    const response = await postJson(serverA.base, validQuote({ email, lastName: `Outage ${i}` }), {
      "idempotency-key": `mail-outage-${i}`,
    })
    expect(response.status).toBe(201)
    requests.push({ reference: ((await response.json()) as { reference: string }).reference, email })
  }

  // Each mail was tried once, failed, and is scheduled for a retry about 30 s later.
  db = await openDatabase({ dataDir })
  const failed = await waitFor(
    async () => {
      const rows = await outbox()
      return rows.length === 2 * REQUESTS && rows.every((row) => row.last_error !== null) ? rows : null
    },
    { timeoutMs: 15_000, what: "every mail to have failed once" },
  )
  const stored = await db.selectFrom("requests").selectAll().execute()
  for (const row of failed) {
    const created = Date.parse(stored.find((request) => request.id === row.request_id)!.created_at)
    expect(row).toMatchObject({ status: "pending", attempts: 1, sent_at: null })
    expect(Date.parse(row.next_attempt_at) - created).toBeGreaterThanOrEqual(29_000)
  }
  expect(stored.map((request) => request.mail_status)).toEqual(Array(REQUESTS).fill("pending"))

  // 2. Graceful stop (SIGTERM); the mail server comes up on the port the server was given.
  expect(await serverA.stop()).toEqual({ code: 0, signal: null })
  smtp = new SmtpInbox(smtpPort)
  // For now it turns the requesters away (451 at RCPT TO): their acknowledgements must wait for another worker.
  smtp.refuse = (recipient) => recipient !== QUOTE_TO
  await smtp.start()

  // 3. A first worker on the same database. Before the retry is due nothing is sent, even with the server up:
  // not in the pass a worker starts with, run to its end.
  let offsetA = 0
  const workerA = worker(() => offsetA)
  await workerA.drain()
  expect(smtp.messages).toEqual([])
  // Its clock passes the scheduled retry: the notifications go out, the acknowledgements fail a second time.
  offsetA = (await latestAttempt()) - Date.now() + 1000
  await waitFor(
    async () => {
      const rows = await outbox()
      const notificationsSent = rows.filter((row) => row.kind === "notification").every((row) => row.status === "sent")
      const acksRetried = rows.filter((row) => row.kind === "acknowledgement").every((row) => row.attempts === 2)
      return notificationsSent && acksRetried
    },
    { timeoutMs: 15_000, what: "the notifications sent and the acknowledgements failed again" },
  )
  await workerA.stop()
  expect(smtp.messages).toHaveLength(REQUESTS)
  expect(smtp.messages.every((message) => message.to.join() === QUOTE_TO)).toBe(true)
  const pending = (await outbox()).filter((row) => row.status === "pending")
  expect(pending).toHaveLength(REQUESTS)
  expect(pending.every((row) => row.kind === "acknowledgement" && row.last_error)).toBe(true)

  // 4. "Restart": a new worker, the requesters accepted again. It delivers what is still pending, and only that.
  smtp.refuse = undefined
  let offsetB = (await latestAttempt()) - Date.now() + 1000
  const workerB = worker(() => offsetB)
  await waitFor(async () => (await outbox()).every((row) => row.status === "sent"), {
    timeoutMs: 15_000,
    what: "every mail to be sent",
  })
  expect(smtp.messages).toHaveLength(2 * REQUESTS)
  // However much later it looks again, nothing goes twice.
  offsetB += 24 * 60 * 60_000
  workerB.kick()
  await workerB.drain()
  await workerB.stop()
  expect(smtp.messages).toHaveLength(2 * REQUESTS)
  const done = await db.selectFrom("requests").select("mail_status").execute()
  expect(done.map((quote) => quote.mail_status)).toEqual(Array(REQUESTS).fill("sent"))

  // 5. The server process again, mail server up: a new request's mails arrive at once, the old ones not again.
  const serverB = await startServerProcess(serverEnv)
  const email = "after.restart@example.com"
  const response = await postJson(serverB.base, validQuote({ email }), { "idempotency-key": "mail-outage-after" })
  expect(response.status).toBe(201)
  requests.push({ reference: ((await response.json()) as { reference: string }).reference, email })
  await waitFor(() => smtp!.messages.length >= 2 * requests.length, {
    timeoutMs: 10_000,
    what: "the mails of the request sent after the restart",
  })
  // Its worker has been through the outbox when it started and again for the new request; the graceful stop
  // waits for the pass in flight, so anything it sent again is in the inbox before the count.
  expect(await serverB.stop()).toEqual({ code: 0, signal: null })

  // Every mail exactly once: per request one notification to QUOTE_TO and one acknowledgement to the requester.
  const counts = smtp.countByRecipientAndSubject()
  expect(smtp.messages).toHaveLength(2 * requests.length)
  expect([...counts.values()].every((count) => count === 1)).toBe(true)
  for (const { reference, email: requester } of requests) {
    const about = smtp.messages.filter((message) => message.subject.includes(reference))
    expect(about.map((message) => message.to.join()).sort()).toEqual([QUOTE_TO, requester].sort())
    expect(about.every((message) => message.from === "website@inspection-eg.com")).toBe(true)
  }
  expect((await outbox()).every((row) => row.status === "sent")).toBe(true)
  console.log(
    `Mail outage: ${requests.length} requests, ${smtp.messages.length} mails delivered ` +
      `(${counts.size} distinct recipient+subject, each once)`,
  )
})
