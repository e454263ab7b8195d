/** @jest-environment node */
import Fastify, { type FastifyInstance } from "fastify"
import type { Kysely } from "kysely"
import { newCertificate } from "../../testing/certificates"
import { databasesForTests, STORAGE_KINDS } from "../../testing/test-databases"
import { TEST_NOW, testClock } from "../../testing/test-clock"
import type { Database } from "../storage/schema"
import { addCertificates, changeStatus } from "./store"
import { NO_MATCH, verifyRoutes } from "./verify-route"

jest.setTimeout(60_000)

const databases = databasesForTests("verify-")

describe.each(STORAGE_KINDS)("GET /api/verify on %s", (kind) => {
  let db: Kysely<Database>
  let app: FastifyInstance
  let code: string
  // Each test comes from its own address, so the rate limit counts only its own checks.
  let address = 0
  let base: string
  const check = async (query: string, ip = `10.0.0.${++address}`, at = base) => {
    const response = await fetch(`${at}/api/verify?${query}`, { headers: { "x-forwarded-for": ip } })
    return { statusCode: response.status, headers: Object.fromEntries(response.headers), body: await response.text() }
  }
  const json = (response: { body: string }) => JSON.parse(response.body)

  beforeAll(async () => {
    db = await databases.open(kind)
    ;[{ code }] = await addCertificates(
      db,
      { id: null, name: "test" },
      [newCertificate(), newCertificate({ number: "ND-2026-00100", kind: "ndt-report", valid_until: null })],
      TEST_NOW,
    )
    // Behind a proxy, as in production: the client address comes from X-Forwarded-For.
    app = Fastify({ trustProxy: true })
    await app.register(verifyRoutes, { db, ipHashSalt: "test", clock: testClock() })
    base = await app.listen({ port: 0, host: "127.0.0.1" })
  })
  afterAll(async () => {
    await app.close()
    await db.destroy()
  })

  test("a scanned link's number and code answer with the record, the client masked, uncached and noindex", async () => {
    const response = await check(`n=LE-2026-00421&c=${code}`)
    expect(response.statusCode).toBe(200)
    expect(response.headers["cache-control"]).toBe("no-store")
    expect(response.headers["x-robots-tag"]).toBe("noindex")
    expect(json(response)).toMatchObject({
      found: true,
      number: "LE-2026-00421",
      kind: "lifting-equipment",
      status: "valid",
      client: "D**** Refining Co.",
      site: "Alexandria",
      inspectedOn: "2026-03-10",
      inspector: "Karim Abdelaziz",
    })
    expect(response.body).not.toContain(code)
    expect(response.body).not.toContain("Delta")
  })

  test("an unknown number, a wrong code and missing fields get the same answer", async () => {
    const answers = await Promise.all(
      ["n=LE-2026-00421&c=ABCDEFGHJK", "n=XX-2026-00001&c=" + code, "n=&c=", ""].map((query) => check(query)),
    )
    for (const answer of answers) {
      expect([answer.statusCode, json(answer)]).toEqual([404, { found: false, error: NO_MATCH }])
      expect(answer.headers["cache-control"]).toBe("no-store")
    }
  })

  test("a withdrawn record says so with its date", async () => {
    await changeStatus(
      db,
      { id: null, name: "test" },
      "LE-2026-00421",
      { status: "withdrawn", reason: "Crane scrapped" },
      new Date("2026-05-04T10:00:00Z"),
    )
    expect(json(await check(`n=LE-2026-00421&c=${code}`))).toMatchObject({
      status: "withdrawn",
      statusDate: "2026-05-04",
    })
    await changeStatus(
      db,
      { id: null, name: "test" },
      "LE-2026-00421",
      { status: "valid", reason: "Withdrawn in error" },
      TEST_NOW,
    )
  })

  test("valid through the day of valid_until in Cairo, by the server's clock; expired from the next", async () => {
    // 9 September 2026 (valid_until) ends at 21:00 UTC: Egypt is on summer time, UTC+3.
    for (const [at, status] of [
      ["2026-09-09T20:59:00Z", "valid"],
      ["2026-09-09T21:01:00Z", "expired"],
    ]) {
      const later = Fastify({ trustProxy: true })
      await later.register(verifyRoutes, { db, ipHashSalt: "test", clock: testClock(new Date(at)) })
      try {
        const answer = json(
          await check(`n=LE-2026-00421&c=${code}`, undefined, await later.listen({ port: 0, host: "127.0.0.1" })),
        )
        expect([at, answer.status]).toEqual([at, status])
      } finally {
        await later.close()
      }
    }
  })

  test("the 11th check in a minute from one address gets 429 with Retry-After; another address is not held up", async () => {
    const statuses: number[] = []
    for (let i = 0; i < 11; i++) statuses.push((await check(`n=LE-2026-00421&c=${code}`, "192.0.2.7")).statusCode)
    expect(statuses).toEqual([...Array(10).fill(200), 429])
    const refused = await check(`n=LE-2026-00421&c=${code}`, "192.0.2.7")
    expect(Number(refused.headers["retry-after"])).toBeGreaterThanOrEqual(1)
    expect(Number(refused.headers["retry-after"])).toBeLessThanOrEqual(60)
    expect((await check(`n=LE-2026-00421&c=${code}`, "192.0.2.8")).statusCode).toBe(200)
  })
})
