/** @jest-environment node */
import { postJson, validQuote, waitFor } from "../../testing/quote-app"
import { startConfiguredServer, type ConfiguredServer } from "../../testing/configured-server"
import { databasesForTests, STORAGE_KINDS } from "../../testing/test-databases"
import { SmtpInbox } from "../../testing/smtp-inbox"
import { STAFF, createAccounts, signIn, staffCall, staffServerEnv } from "../../testing/staff"

// ACKNOWLEDGEMENTS_PER_DAY as an operator sets it: the server started with 1 sends one address one
// acknowledgement a day — from the form, and when staff release a request from spam — and every notification.
// The server reads it from its environment (server/config.ts) and runs in this process, asked through inject.

jest.setTimeout(120_000)

const COMPANY = "requests@inspection-eg.com"
const databases = databasesForTests("ack-limit-")

describe.each(STORAGE_KINDS)("ACKNOWLEDGEMENTS_PER_DAY=1 on %s", (kind) => {
  let smtp: SmtpInbox
  let server: ConfiguredServer

  beforeAll(async () => {
    smtp = new SmtpInbox()
    await smtp.start()
    const env = {
      ...staffServerEnv(databases.dataDirOf(kind), kind === "postgres" ? databases.postgres.url : undefined),
      SMTP_URL: smtp.url,
      QUOTE_TO: COMPANY,
      ACKNOWLEDGEMENTS_PER_DAY: "1",
    }
    await createAccounts([[STAFF, "staff"]], env)
    server = await startConfiguredServer(env)
  })
  afterAll(async () => {
    await server?.close()
    await smtp?.stop()
  })

  test("the second request of the day is notified but not acknowledged, nor is a third released from spam", async () => {
    const email = `repeat.${kind}@example.com`
    const send = async (body: Record<string, unknown>) => {
      const response = await postJson(server, body)
      expect(response.status).toBe(201)
      return ((await response.json()) as { reference: string }).reference
    }
    const first = await send(validQuote({ email }))
    const second = await send(validQuote({ email: email.toUpperCase() }))
    const spam = await send(validQuote({ email, website: "https://spam.example" }))
    const { cookie } = await signIn(server, STAFF)
    const released = await staffCall(server, `/api/staff/requests/${spam}/spam`, {
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
      const response = await staffCall(server, `/api/staff/requests/${reference}`, { headers: { cookie } })
      return ((await response.json()) as { ack_limited: number }).ack_limited
    }
    expect(await Promise.all(references.map(limited))).toEqual([0, 1, 1])
  })
})
