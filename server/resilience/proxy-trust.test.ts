/** @jest-environment node */
import fs from "node:fs"
import { killServerProcesses, startServerProcess, type ServerProcess } from "../../testing/server-process"
import { tempDir, validQuote } from "../../testing/quote-app"
import { signIn } from "../../testing/staff"

// The attack: one client behind the proxy writes a different first hop into X-Forwarded-For on every request, to
// look like a new client each time. The proxy (nginx with `$proxy_add_x_forwarded_for`) forwards what the client
// wrote and appends the address it saw, so the server receives "<forged>, <client>". Only the last entry — the one
// the nearest trusted proxy wrote — may count; the limits per client address must hold whatever comes before it.

jest.setTimeout(60_000)

const CLIENT = "198.51.100.7"
const OTHER_CLIENT = "198.51.100.8"
// What the proxy forwards for a request on which the client wrote `forged`.
const viaProxy = (forged: string, client = CLIENT) => ({ "x-forwarded-for": `${forged}, ${client}` })
const forgedHop = (i: number) => `203.0.113.${i}`

afterAll(async () => {
  await killServerProcesses()
})

describe.each(["true", "1"])("TRUST_PROXY=%s: a client cannot pick its own address", (trustProxy) => {
  let server: ServerProcess
  let dataDir: string

  beforeAll(async () => {
    dataDir = tempDir("proxy-trust-")
    server = await startServerProcess({
      DATA_DIR: dataDir,
      TRUST_PROXY: trustProxy,
      RATE_LIMIT_MAX: "5",
      STAFF_AUTH_SECRET: "x".repeat(40),
    })
  })

  afterAll(async () => {
    await server?.stop()
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true })
  })

  test("quote requests: 5 per 10 minutes, the 6th and later answered 429 whatever the first hop says", async () => {
    const statuses: number[] = []
    for (let i = 1; i <= 8; i++) {
      const response = await fetch(`${server.base}/api/quote`, {
        method: "POST",
        headers: { "content-type": "application/json", ...viaProxy(forgedHop(i)) },
        body: JSON.stringify(validQuote({ email: `attacker${i}@example.com` })),
      })
      await response.arrayBuffer()
      statuses.push(response.status)
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429, 429])
    // Another client behind the same proxy is still served: the count is per client, not for everyone.
    const other = await fetch(`${server.base}/api/quote`, {
      method: "POST",
      headers: { "content-type": "application/json", ...viaProxy(forgedHop(1), OTHER_CLIENT) },
      body: JSON.stringify(validQuote()),
    })
    await other.arrayBuffer()
    expect(other.status).toBe(201)
  })

  test("certificate checks: 10 a minute, the 11th answered 429 whatever the first hop says", async () => {
    const statuses: number[] = []
    for (let i = 1; i <= 12; i++) {
      const response = await fetch(`${server.base}/api/verify?n=LE-2026-0000${i}&c=ABCDEFGHJK`, {
        headers: viaProxy(forgedHop(i)),
      })
      await response.arrayBuffer()
      statuses.push(response.status)
    }
    expect(statuses).toEqual([...Array(10).fill(404), 429, 429])
    const other = await fetch(`${server.base}/api/verify?n=LE-2026-00001&c=ABCDEFGHJK`, {
      headers: viaProxy(forgedHop(1), OTHER_CLIENT),
    })
    await other.arrayBuffer()
    expect(other.status).toBe(404)
  })

  test("sign-in: 20 failures per client address, then 429 whatever the first hop says", async () => {
    // A different account each time, so that only the limit per address can stop the guessing.
    const statuses: number[] = []
    for (let i = 1; i <= 22; i++) {
      const guess = { email: `guess${i}@inspection.test`, password: "not the password at all" }
      statuses.push((await signIn(server.base, guess, viaProxy(forgedHop(i)))).status)
    }
    expect(statuses).toEqual([...Array(20).fill(401), 429, 429])
    const other = { email: "someone@inspection.test", password: "not the password at all" }
    expect((await signIn(server.base, other, viaProxy(forgedHop(1), OTHER_CLIENT))).status).toBe(401)
  })
})
