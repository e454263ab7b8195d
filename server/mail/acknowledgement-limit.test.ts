/** @jest-environment node */
import fs from "node:fs"
import { postJson, tempDir, validQuote, waitFor } from "../../testing/quote-app"
import { STORAGE_KINDS } from "../../testing/test-databases"
import { killServerProcesses, startServerProcess, type ServerProcess } from "../../testing/server-process"
import { postgresForTests } from "../../testing/postgres"
import { SmtpInbox } from "../../testing/smtp-inbox"
import { STAFF, addAccount, signIn, staffCall, staffServerEnv } from "../../testing/staff"

// ACKNOWLEDGEMENTS_PER_DAY as an operator sets it: the server started with 1 sends one address one
// acknowledgement a day — from the form, and when staff release a request from spam — and every notification.

jest.setTimeout(120_000)

const COMPANY = "requests@inspection-eg.com"
const postgres = postgresForTests(killServerProcesses)

describe.each(STORAGE_KINDS)("ACKNOWLEDGEMENTS_PER_DAY=1 on %s", (kind) => {
  let dataDir: string
  let smtp: SmtpInbox
  let server: ServerProcess | undefined

  beforeAll(async () => {
    dataDir = tempDir(`ack-limit-${kind}-`)
    smtp = new SmtpInbox()
    await smtp.start()
    const env = {
      ...staffServerEnv(dataDir, kind === "postgres" ? postgres.url : undefined),
      SMTP_URL: smtp.url,
      QUOTE_TO: COMPANY,
      ACKNOWLEDGEMENTS_PER_DAY: "1",
    }
    server = await startServerProcess(env)
    addAccount(STAFF, "staff", env)
  })
  afterAll(async () => {
    await server?.stop()
    await smtp?.stop()
    fs.rmSync(dataDir, { recursive: true, force: true })
  })

  test("the second request of the day is notified but not acknowledged, nor is a third released from spam", async () => {
    const email = `repeat.${kind}@example.com`
    const send = async (body: Record<string, unknown>) => {
      const response = await postJson(server!.base, body)
      expect(response.status).toBe(201)
      return ((await response.json()) as { reference: string }).reference
    }
    const first = await send(validQuote({ email }))
    const second = await send(validQuote({ email: email.toUpperCase() }))
    const spam = await send(validQuote({ email, website: "https://spam.example" }))
    const { cookie } = await signIn(server!.base, STAFF)
    const released = await staffCall(server!.base, `/api/staff/requests/${spam}/spam`, {
      method: "POST",
      json: { spam: false },
      headers: { cookie },
    })
    expect(released.status).toBe(200)

    const references = [first, second, spam]
    const notified = (reference: string) => smtp.about(reference).some((message) => message.to.includes(COMPANY))
    await waitFor(() => references.every(notified), { timeoutMs: 20_000, what: "the three notifications" })
    const acknowledged = (reference: string) =>
      smtp.about(reference).filter((message) => message.to.some((to) => to.toLowerCase() === email))
    // Mails are delivered in the order they were queued: had one been queued, it would have arrived by now.
    await waitFor(() => acknowledged(first).length === 1, { timeoutMs: 20_000, what: "the acknowledgement" })
    expect(references.map((reference) => acknowledged(reference).length)).toEqual([1, 0, 0])

    const limited = async (reference: string) => {
      const response = await staffCall(server!.base, `/api/staff/requests/${reference}`, { headers: { cookie } })
      return ((await response.json()) as { ack_limited: number }).ack_limited
    }
    expect(await Promise.all(references.map(limited))).toEqual([0, 1, 1])
  })
})
