/** @jest-environment node */
import type { Kysely } from "kysely"
import { certificatesCsv, newCertificate } from "../../testing/certificates"
import { rawRequest } from "../../testing/attacker"
import { decodeQr } from "../../testing/qr"
import { startConfiguredServer, type ConfiguredServer } from "../../testing/configured-server"
import { databasesForTests, STORAGE_KINDS } from "../../testing/test-databases"
import { STAFF, createAccounts, signIn, staffCall, staffServerEnv } from "../../testing/staff"
import { clockStartEnv, TEST_NOW } from "../../testing/test-clock"
import { historyOf } from "../staff/audit"
import type { Database } from "../storage/schema"
import { cairoToday } from "../../src/lib/cairo-time"
import { verifyCertificate } from "./verify"
import { checkLabel, type LabelKeyFile } from "../../src/lib/label-check"

jest.setTimeout(120_000)

const databases = databasesForTests("certificates-staff-")

describe.each(STORAGE_KINDS)("the certificate workspace API on %s", (kind) => {
  let db: Kysely<Database>
  let server: ConfiguredServer
  let base: string
  let cookie: string
  const call = (path: string, init: Parameters<typeof staffCall>[2] = {}) =>
    staffCall(server, path, { ...init, headers: { cookie, ...init.headers } })

  beforeAll(async () => {
    // The server (its clock starts at TEST_NOW, testing/test-clock.ts) and the command line at TEST_NOW: a status
    // change is dated that day.
    const env = {
      ...staffServerEnv(databases.dataDirOf(kind), kind === "postgres" ? databases.postgres.url : undefined),
      ...clockStartEnv(),
    }
    await createAccounts([[STAFF, "staff"]], env)
    // The whole server in this process, with its log kept; on a port as well: the attacker's path spellings are
    // sent over the socket as typed. Without the built site: only the API is used.
    server = await startConfiguredServer(env, { listen: true })
    db = server.db
    base = server.base
    cookie = (await signIn(server, STAFF)).cookie
  })
  afterAll(async () => {
    await server?.close()
  })

  test("without a session nothing answers; a change from another origin is refused", async () => {
    for (const path of ["/api/staff/certificates", "/api/staff/certificates/LE-2026-00421/label.svg"]) {
      expect((await server.fetch(`${base}${path}`)).status).toBe(401)
    }
    const foreign = await call("/api/staff/certificates", {
      method: "POST",
      json: newCertificate(),
      headers: { origin: "https://evil.example" },
    })
    expect(foreign.status).toBe(403)
  })

  test("a record created by staff verifies with the code it was given, and the history names who did what", async () => {
    const created = await call("/api/staff/certificates", { method: "POST", json: newCertificate() })
    expect(created.status).toBe(201)
    const { number, code } = await created.json()
    const today = cairoToday(TEST_NOW)
    expect(await verifyCertificate(db, number, code, today)).toMatchObject({ found: true, status: "valid" })
    const bad = await call("/api/staff/certificates", {
      method: "POST",
      json: { ...newCertificate({ number: "X" }), kind: "crane" },
    })
    expect(bad.status).toBe(400)
    expect((await bad.json()).errors).toMatchObject({
      number: expect.any(String),
      kind: expect.stringContaining("Please use one of"),
    })

    const status = await call(`/api/staff/certificates/${number}/status`, {
      method: "POST",
      json: { status: "suspended", reason: "Load test disputed" },
    })
    expect(await status.json()).toMatchObject({
      status: "suspended",
      status_reason: "Load test disputed",
      status_at: "2026-03-10",
    })
    const renewed = await (await call(`/api/staff/certificates/${number}/code`, { method: "POST" })).json()
    expect(await verifyCertificate(db, number, code, today)).toEqual({ found: false })
    expect(await verifyCertificate(db, number, renewed.code, today)).toMatchObject({ status: "suspended" })
    expect((await historyOf(db, number)).map((entry) => [entry.action, entry.actor_name])).toEqual([
      ["certificate.create", STAFF.name],
      ["certificate.suspend", STAFF.name],
      ["certificate.new-code", STAFF.name],
    ])
    const list = await (await call("/api/staff/certificates")).json()
    expect(list.items[0]).toMatchObject({ number, code: renewed.code, register_status: "suspended" })
  })

  test("a withdrawal holds against an attacker: no session, a foreign Origin, other spellings, broken bodies, a race", async () => {
    const created = await call("/api/staff/certificates", {
      method: "POST",
      json: newCertificate({ number: "LE-2026-00777" }),
    })
    expect(created.status).toBe(201)
    const { number } = await created.json()
    const statusPath = `/api/staff/certificates/${number}/status`
    const withdrawal = JSON.stringify({ status: "withdrawn", reason: "Proof load not witnessed" })
    const json = { "content-type": "application/json" }
    const stored = async () =>
      db.selectFrom("certificates").select(["status", "status_reason"]).where("number", "=", number).executeTakeFirst()

    // No session, under any spelling of the path: refused or not found, and the record untouched.
    const spellings = [
      statusPath,
      `${statusPath}/`,
      `${statusPath}?x=1`,
      `/api/staff/certificates/${number}/%73tatus`,
      `/api/staff/certificates/./${number}/status`,
      `/api/staff//certificates/${number}/status`,
      `/api/staff/certificates/${number}/STATUS`,
    ]
    for (const spelling of spellings) {
      const answer = await rawRequest(base, spelling, {
        method: "POST",
        headers: { ...json, origin: base, "x-forwarded-for": "127.0.0.1" },
        body: withdrawal,
      })
      expect(`${spelling} ${answer.status}`).toMatch(/ (401|404)$/)
    }
    // With the session but from another origin, even with forged proxy headers naming that origin.
    const foreign = await rawRequest(base, statusPath, {
      method: "POST",
      headers: {
        ...json,
        cookie,
        origin: "https://evil.example",
        "x-forwarded-host": "evil.example",
        "x-forwarded-proto": "https",
        "x-forwarded-for": "127.0.0.1",
      },
      body: withdrawal,
    })
    expect(foreign.status).toBe(403)
    // Broken, wrong and oversized bodies: a 4xx each.
    for (const body of ["{", "[]", JSON.stringify({ status: "deleted", reason: "x" }), "x".repeat(2 * 1024 * 1024)]) {
      const answer = await rawRequest(base, statusPath, {
        method: "POST",
        headers: { ...json, cookie, origin: base },
        body,
      })
      expect(answer.status === 400 || answer.status === 413).toBe(true)
    }
    expect(await stored()).toEqual({ status: "valid", status_reason: null })

    // Ten changes at once: each answered, and the record ends as the last one in its history says.
    const reasons = Array.from({ length: 10 }, (_, index) => `Withdrawn in race ${index}`)
    const answers = await Promise.all(
      reasons.map((reason) => call(statusPath, { method: "POST", json: { status: "withdrawn", reason } })),
    )
    expect(answers.map((answer) => answer.status)).toEqual(reasons.map(() => 200))
    const withdrawals = (await historyOf(db, number)).filter((entry) => entry.action === "certificate.withdraw")
    expect(withdrawals.map((entry) => entry.detail).sort()).toEqual([...reasons].sort())
    expect(await stored()).toEqual({ status: "withdrawn", status_reason: withdrawals.at(-1)!.detail })
    // The session's token (as the cookie carries it, and as stored) never reaches the log, which has every request.
    const token = cookie.split("=")[1].split(";")[0]
    expect(server.log()).toContain('"path":"/api/staff/certificates/LE-2026-00777/status"')
    expect(server.log()).not.toContain(token)
    expect(server.log()).not.toContain(decodeURIComponent(token).split(".")[0])
  })

  // Past one page, an old certificate must still be found to withdraw it, give it a new code or attach its report.
  test("the list is searched by number, serial or client, paged newest first, and says each record's status as of today", async () => {
    const records = Array.from({ length: 60 }, (_, index) => {
      const n = String(index).padStart(3, "0")
      return newCertificate({
        number: `PG-2026-00${n}`,
        serial: `PGS-${n}`,
        client: index % 2 ? "Paging Odd Marine" : "Paging Even Marine",
        // The first expired on 2026-03-01 (TEST_NOW is 2026-03-10), the second is a report: issued, never valid.
        ...(index === 0 ? { inspected_on: "2025-03-01", valid_until: "2026-03-01" } : {}),
        ...(index === 1 ? { kind: "ndt-report", valid_until: null } : {}),
      })
    })
    const imported = await call("/api/staff/certificates/import", {
      method: "POST",
      body: certificatesCsv(records as unknown as Record<string, string | null>[]),
      headers: { "content-type": "text/csv" },
    })
    expect(imported.status).toBe(201)
    type Listed = { items: { number: string; register_status: string }[]; next: string | null }
    const list = async (query: string) => {
      const answer = await call(`/api/staff/certificates?${query}`)
      expect(answer.status).toBe(200)
      return (await answer.json()) as Listed
    }
    const numbers = (page: Listed) => page.items.map((item) => item.number)

    const first = await list("q=paging")
    expect(numbers(first)).toEqual(
      records
        .slice(10)
        .map((record) => record.number)
        .reverse(),
    )
    expect(first.next).toEqual(expect.any(String))
    const second = await list(`q=paging&after=${encodeURIComponent(first.next!)}`)
    expect(numbers(second)).toEqual(
      records
        .slice(0, 10)
        .map((record) => record.number)
        .reverse(),
    )
    expect(second.next).toBeNull()
    expect(second.items.slice(-2)).toEqual([
      expect.objectContaining({ number: "PG-2026-00001", register_status: "issued" }),
      expect.objectContaining({ number: "PG-2026-00000", register_status: "expired" }),
    ])
    expect(first.items[0]).toMatchObject({ register_status: "valid" })

    expect(numbers(await list("q=pgs-017"))).toEqual(["PG-2026-00017"])
    expect(numbers(await list("q=PG-2026-00042"))).toEqual(["PG-2026-00042"])
    expect((await list("q=odd%20marine")).items).toHaveLength(30)
    // The characters of a LIKE pattern are searched as typed.
    expect((await list("q=PG_2026")).items).toEqual([])
    expect(await list("q=no%20such%20record")).toEqual({ items: [], next: null })
    expect((await call("/api/staff/certificates?after=x")).status).toBe(400)
  })

  test("a CSV import names every wrong row and column and stores nothing; a correct one issues codes", async () => {
    const rows = [
      newCertificate({ number: "ND-2026-00031", kind: "ndt-report" }),
      newCertificate({ number: "ND-2026-00032", valid_until: "2025-01-01" }),
    ]
    const csv = (records: typeof rows) => certificatesCsv(records as unknown as Record<string, string | null>[])
    const wrong = await call("/api/staff/certificates/import", {
      method: "POST",
      body: csv(rows),
      headers: { "content-type": "text/csv" },
    })
    expect(wrong.status).toBe(400)
    expect((await wrong.json()).errors).toEqual([
      { row: 3, column: "valid_until", message: "Please give a date on or after the inspection date." },
    ])
    expect(await db.selectFrom("certificates").select("number").where("number", "like", "ND-%").execute()).toEqual([])

    rows[1] = newCertificate({ number: "ND-2026-00032" })
    const right = await call("/api/staff/certificates/import", {
      method: "POST",
      body: csv(rows),
      headers: { "content-type": "text/csv" },
    })
    expect(right.status).toBe(201)
    expect((await right.json()).issued.map((issued: { number: string }) => issued.number)).toEqual([
      "ND-2026-00031",
      "ND-2026-00032",
    ])
  })

  test("the label's QR code decodes to the check link with the number, current code and signed facts, which check against /verify/keys.json; the print page holds each label", async () => {
    const [{ code }] = await db
      .selectFrom("certificates")
      .select("code")
      .where("number", "=", "ND-2026-00031")
      .execute()
    const label = await call("/api/staff/certificates/ND-2026-00031/label.svg")
    expect(label.headers.get("content-type")).toBe("image/svg+xml")
    const svg = await label.text()
    const scanned = (await decodeQr(Buffer.from(svg)))!
    expect(scanned.split("#")[0]).toBe(`${base}/verify/?n=ND-2026-00031&c=${code}`)
    const keys = await server.fetch(`${base}/verify/keys.json`)
    expect(keys.headers.get("cache-control")).toBe("public, max-age=300")
    const keyFile = (await keys.json()) as LabelKeyFile
    const check = await checkLabel(scanned, keyFile)
    expect(check).toMatchObject({ genuine: true, facts: { number: "ND-2026-00031", kind: "ndt-report" } })
    // Beneath the QR: the number and code, then the signed code in lines, which checks as typed from the print.
    expect(svg).toContain(`>ND-2026-00031  ${code}</text>`)
    const printedLines = [...svg.matchAll(/<tspan[^>]*>([^<]*)<\/tspan>/g)].map((match) => match[1])
    expect(printedLines.length).toBeGreaterThan(1)
    expect(printedLines.join("")).toBe(scanned.split("#")[1])
    expect(await checkLabel(printedLines.join("\n"), keyFile)).toMatchObject({
      genuine: true,
    })

    const page = await (await call("/api/staff/certificates/labels?n=ND-2026-00031&n=ND-2026-00032")).text()
    expect(page.match(/<figure aria-label="ND-2026-0003[12]">/g)).toHaveLength(2)
    expect(await decodeQr(Buffer.from(/<svg[\s\S]*?<\/svg>(?=<\/figure>)/.exec(page)![0]))).toContain("n=ND-2026-00031")
  })
})
