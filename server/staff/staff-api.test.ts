/** @jest-environment node */
import fs from "node:fs"
import path from "node:path"
import type { Kysely } from "kysely"
import type { Database } from "../storage/schema"
import { GUARD_CODES } from "../../src/lib/api-error"
import { inboxPage } from "../../src/lib/staff-replies"
import { freePort } from "../../testing/free-port"
import { postJson, tempDir, validQuote } from "../../testing/quote-app"
import { databasesForTests, STORAGE_KINDS } from "../../testing/test-databases"
import { killServerProcesses, startServerProcess, type ServerProcess } from "../../testing/server-process"
import { startStaffApp, type StaffApp } from "../../testing/site-app"
import type { Api } from "../../testing/inject-fetch"
import { ADMIN, STAFF, addAccount, createAccounts, signIn, staffCall, staffEnvOf } from "../../testing/staff"
import { clockStartEnv } from "../../testing/test-clock"
import { totp } from "../../testing/attacker"
import { base32 } from "@better-auth/utils/base32"
import { endSessions } from "../../testing/ended-sessions"

jest.setTimeout(120_000)

// The first request of the server's year: it runs at TEST_NOW.
const REFERENCE = "Q-2026-000001"
// Every workspace endpoint, with a body that passes its schema.
const ENDPOINTS: { method: "GET" | "POST"; path: string; body?: unknown; admin?: boolean }[] = [
  { method: "GET", path: "/api/staff/me" },
  { method: "GET", path: "/api/staff/members" },
  { method: "GET", path: "/api/staff/requests" },
  { method: "GET", path: "/api/staff/requests.csv" },
  { method: "GET", path: "/api/staff/figures" },
  { method: "GET", path: "/api/staff/figures.csv" },
  { method: "GET", path: "/api/staff/coming-work" },
  { method: "GET", path: "/api/staff/coming-work.csv" },
  { method: "GET", path: "/api/staff/counts" },
  { method: "GET", path: `/api/staff/requests/${REFERENCE}` },
  { method: "POST", path: `/api/staff/requests/${REFERENCE}/status`, body: { status: "contacted" } },
  { method: "POST", path: `/api/staff/requests/${REFERENCE}/assignee`, body: { assigneeId: null } },
  { method: "POST", path: `/api/staff/requests/${REFERENCE}/notes`, body: { text: "Called back." } },
  { method: "POST", path: `/api/staff/requests/${REFERENCE}/spam`, body: { spam: false } },
  { method: "GET", path: "/api/staff/admin/users", admin: true },
  {
    method: "POST",
    path: "/api/staff/admin/invite",
    body: { email: "new@inspection.test", name: "New", role: "staff" },
    admin: true,
  },
  { method: "POST", path: "/api/staff/admin/users/someone/disable", admin: true },
  { method: "POST", path: "/api/staff/admin/users/someone/role", body: { role: "admin" }, admin: true },
  { method: "POST", path: "/api/staff/admin/person/export", body: { email: "x@example.com" }, admin: true },
  {
    method: "POST",
    path: "/api/staff/admin/person/erase",
    body: { email: "x@example.com", confirm: true },
    admin: true,
  },
]

// The cookies a Set-Cookie list sets, as the next request sends them.
const cookiesOf = (setCookie: string) =>
  setCookie
    .split("\n")
    .map((line) => line.split(";")[0])
    .join("; ")

const call = (api: Api, endpoint: (typeof ENDPOINTS)[number], headers: Record<string, string> = {}) =>
  staffCall(api, endpoint.path, { method: endpoint.method, json: endpoint.body, headers })

const databases = databasesForTests("staff-api-", killServerProcesses)
// A staff member who turns on two-factor sign-in in the test of the replies' bodies.
const TWO_STEP = { ...STAFF, email: "dina.kamal@inspection.test", name: "Dina Kamal" }

describe.each(STORAGE_KINDS)("the staff API on %s", (kind) => {
  let server: StaffApp
  let db: Kysely<Database>

  beforeAll(async () => {
    db = await databases.open(kind)
    await createAccounts(
      [
        [ADMIN, "admin"],
        [STAFF, "staff"],
        [TWO_STEP, "staff"],
      ],
      staffEnvOf(databases, kind),
    )
    // Its clock starts at TEST_NOW (testing/test-clock.ts), as the process's CLOCK_START did.
    server = await startStaffApp({ db, dialect: kind, dataDir: databases.dataDirOf(kind) })
    expect((await postJson(server, validQuote({ email: `first.${kind}@example.com` }))).status).toBe(201)
  })
  afterAll(async () => {
    await server?.close()
    await db?.destroy()
  })

  test("anonymous: every endpoint answers 401", async () => {
    for (const endpoint of ENDPOINTS) {
      expect([endpoint.path, (await call(server, endpoint)).status]).toEqual([endpoint.path, 401])
    }
  })

  test("a staff member: the administrators' endpoints answer 403, the others work", async () => {
    const { cookie, status } = await signIn(server, STAFF)
    expect(status).toBe(200)
    for (const endpoint of ENDPOINTS) {
      const response = await call(server, endpoint, { cookie })
      expect([endpoint.path, response.status]).toEqual([endpoint.path, endpoint.admin ? 403 : 200])
    }
  })

  test("a state-changing call from another origin, or with none, answers 403", async () => {
    const { cookie } = await signIn(server, STAFF)
    for (const endpoint of ENDPOINTS.filter((candidate) => candidate.method === "POST")) {
      const foreign = await call(server, endpoint, { cookie, origin: "https://evil.example" })
      expect([endpoint.path, foreign.status]).toEqual([endpoint.path, 403])
    }
    const signInElsewhere = await signIn(server, STAFF, { origin: "https://evil.example" })
    expect(signInElsewhere.status).toBe(403)
  })

  test("an administrator must set up two-factor sign-in before anything else", async () => {
    const { cookie } = await signIn(server, ADMIN)
    const me = await server.fetch(`${server.base}/api/staff/me`, { headers: { cookie } })
    expect(await me.json()).toMatchObject({ role: "admin", twoFactorEnabled: false })
    const list = await server.fetch(`${server.base}/api/staff/requests`, { headers: { cookie } })
    expect(list.status).toBe(403)
    expect(await list.json()).toMatchObject({ code: GUARD_CODES.twoFactorRequired })
  })

  test("an expired session, or one older than 12 hours, answers 401", async () => {
    const idle = await signIn(server, STAFF)
    const old = await signIn(server, STAFF)
    await endSessions(db, kind, "session", { idle: idle.cookie, old: old.cookie })
    for (const { cookie } of [idle, old]) {
      expect((await server.fetch(`${server.base}/api/staff/requests`, { headers: { cookie } })).status).toBe(401)
    }
  })

  test("the session cookie over HTTP: HttpOnly, SameSite=Strict, 30 minutes, not Secure", async () => {
    const { setCookie } = await signIn(server, STAFF)
    expect(setCookie).toMatch(/^staff\.session_token=[^;]+; Max-Age=1800; Path=\/; HttpOnly; SameSite=Strict$/m)
    expect(setCookie).not.toMatch(/Secure/)
  })

  test("no reply of the sign-in endpoints carries the session token: password, two-factor set-up and codes", async () => {
    // The token is the cookie's value before its signature; it must be in the HttpOnly cookie alone.
    const tokenIn = (setCookie: string) => decodeURIComponent(/session_token=([^;]+)/.exec(setCookie)![1]).split(".")[0]
    const post = (path: string, json: unknown, cookie: string) =>
      staffCall(server, `/api/staff/auth${path}`, { method: "POST", json, headers: { cookie } })
    const bodyWithout = async (response: Response, cookie: string) => {
      const body = await response.text()
      expect([response.status, body.includes(tokenIn(cookie)), JSON.parse(body).token]).toEqual([200, false, undefined])
      return JSON.parse(body) as Record<string, unknown>
    }

    const first = await signIn(server, TWO_STEP)
    expect(await bodyWithout(new Response(first.body, { status: first.status }), first.setCookie)).toMatchObject({
      user: { email: TWO_STEP.email },
    })
    const enabled = await post("/two-factor/enable", { password: TWO_STEP.password }, first.cookie)
    const { totpURI, backupCodes } = (await enabled.json()) as { totpURI: string; backupCodes: string[] }
    const code = () => totp(base32.decode(new URL(totpURI).searchParams.get("secret")!))
    const verified = await post("/two-factor/verify-totp", { code: code() }, first.cookie)
    await bodyWithout(verified.clone(), verified.headers.getSetCookie().join("\n"))

    // The next sign-in asks for a code: by the authenticator's, then by a backup code.
    for (const [path, value] of [
      ["/two-factor/verify-totp", code()],
      ["/two-factor/verify-backup-code", backupCodes[0]],
    ]) {
      const started = await signIn(server, TWO_STEP)
      expect(JSON.parse(started.body)).toEqual({ twoFactorRedirect: true })
      const second = await post(path, { code: value }, started.cookie)
      const setCookie = second.headers.getSetCookie().join("\n")
      expect(await bodyWithout(second, setCookie)).toMatchObject({ user: { email: TWO_STEP.email } })
      const signedOut = await post("/sign-out", {}, cookiesOf(setCookie))
      expect(await signedOut.json()).toEqual({ success: true })
    }
  })

  test("the search finds a request by reference, name, e-mail, company or message, any case, never across fields", async () => {
    const { cookie } = await signIn(server, STAFF)
    const found = async (q: string) => {
      const response = await server.fetch(`${server.base}/api/staff/requests?${new URLSearchParams({ q })}`, {
        headers: { cookie },
      })
      return inboxPage.parse(await response.json()).items.map((item) => item.reference)
    }
    const email = `first.${kind}@example.com`
    const { reference } = await db
      .selectFrom("requests")
      .select("reference")
      .where("email", "=", email)
      .executeTakeFirstOrThrow()
    for (const q of [reference, "mona el-sayed", email.toUpperCase(), "delta petroleum", "girth WELDS", "50%"]) {
      expect([q, await found(q)]).toEqual([q, q === "50%" ? [] : [reference]])
    }
    // The end of the company and the start of the message are two fields.
    expect(await found("services paut")).toEqual([])
  })

  test("the first reply is kept: Contacted or a note marked as the reply sent, once, in the audit log", async () => {
    const { cookie } = await signIn(server, STAFF)
    const stored = async (email: string) => {
      expect((await postJson(server, validQuote({ email }))).status).toBe(201)
      return db
        .selectFrom("requests")
        .select(["reference", "first_reply_at"])
        .where("email", "=", email)
        .executeTakeFirstOrThrow()
    }
    const post = (reference: string, what: string, json: unknown) =>
      staffCall(server, `/api/staff/requests/${reference}/${what}`, { method: "POST", json, headers: { cookie } })
    const replyOf = (reference: string) =>
      db.selectFrom("requests").select("first_reply_at").where("reference", "=", reference).executeTakeFirstOrThrow()
    const firstReplies = (reference: string) =>
      db
        .selectFrom("audit_log")
        .select("detail")
        .where("reference", "=", reference)
        .where("action", "=", "first reply")
        .execute()

    const byStatus = await stored(`reply-status.${kind}@example.com`)
    expect(byStatus.first_reply_at).toBeNull()
    await post(byStatus.reference, "notes", { text: "Left a message on the switchboard." })
    expect((await replyOf(byStatus.reference)).first_reply_at).toBeNull()
    expect((await post(byStatus.reference, "status", { status: "contacted" })).status).toBe(200)
    const first = (await replyOf(byStatus.reference)).first_reply_at
    expect(first).not.toBeNull()
    // A later reply keeps the first time.
    await post(byStatus.reference, "notes", { text: "Sent the revised scope.", replySent: true })
    expect((await replyOf(byStatus.reference)).first_reply_at).toBe(first)
    expect(await firstReplies(byStatus.reference)).toEqual([{ detail: "status contacted" }])

    const byNote = await stored(`reply-note.${kind}@example.com`)
    expect((await post(byNote.reference, "notes", { text: "Replied by e-mail.", replySent: true })).status).toBe(200)
    expect((await replyOf(byNote.reference)).first_reply_at).not.toBeNull()
    expect(await firstReplies(byNote.reference)).toEqual([{ detail: "note marked reply sent" }])
    expect((await post(byNote.reference, "notes", { text: "x", replySent: "yes" })).status).toBe(400)
  })

  test("an unknown address and a wrong password get the same answer; 5 failures lock the account (429)", async () => {
    const target = { email: STAFF.email, password: "wrong password 1" }
    const unknown = await signIn(server, { email: "nobody@inspection.test", password: "wrong password 1" })
    const wrong = await signIn(server, target)
    expect([unknown.status, wrong.status]).toEqual([401, 401])
    expect(JSON.parse(unknown.body).message).toBe(JSON.parse(wrong.body).message)
    for (let i = 0; i < 4; i++) expect((await signIn(server, target)).status).toBe(401)
    const locked = await signIn(server, STAFF)
    expect(locked.status).toBe(429)
    const retryAfter = Number(locked.headers.get("retry-after"))
    expect(retryAfter).toBeGreaterThan(800)
    expect(retryAfter).toBeLessThanOrEqual(900)
    const actions = (await db.selectFrom("audit_log").select("action").execute()).map((row) => row.action)
    expect(actions).toEqual(expect.arrayContaining(["signed in", "sign-in failed", "sign-in locked"]))
    // The failures are behind us when the window has passed.
    await db.deleteFrom("sign_in_failures").execute()
    expect((await signIn(server, STAFF)).status).toBe(200)
  })
})

// A server process: TRUST_PROXY and SITE_URL as an operator sets them, read by the server's own configuration.
describe("behind a TLS proxy (TRUST_PROXY)", () => {
  let server: ServerProcess
  let dataDir: string
  beforeAll(async () => {
    dataDir = tempDir("staff-proxy-")
    // The site's public origin is the proxy's HTTPS one.
    const port = await freePort()
    const env = {
      DATA_DIR: dataDir,
      TRUST_PROXY: "true",
      STAFF_AUTH_SECRET: "p".repeat(40),
      PORT: String(port),
      SITE_URL: `https://127.0.0.1:${port}`,
      // A day ahead of the system clock, which Better Auth reads: a new session must still pass the 12-hour cap.
      ...clockStartEnv(new Date(Date.now() + 24 * 3600_000)),
    }
    addAccount(STAFF, "staff", env)
    server = await startServerProcess(env)
  })
  afterAll(async () => {
    await server?.stop()
    fs.rmSync(dataDir, { recursive: true, force: true })
  })

  test("the cookie is Secure with the __Host- prefix, and works over the proxy", async () => {
    const proxied = { "x-forwarded-proto": "https", "x-forwarded-for": "203.0.113.9" }
    const host = new URL(server.base).host
    const { setCookie, cookie, status } = await signIn(server.base, STAFF, { ...proxied, origin: `https://${host}` })
    expect(status).toBe(200)
    expect(setCookie).toMatch(
      /^__Host-staff\.session_token=[^;]+; Max-Age=1800; Path=\/; HttpOnly; Secure; SameSite=Strict$/m,
    )
    const me = await fetch(`${server.base}/api/staff/me`, { headers: { cookie, ...proxied } })
    expect(me.status).toBe(200)
    // The same cookie sent over plain HTTP is not the HTTP cookie: no session there.
    expect((await fetch(`${server.base}/api/staff/me`, { headers: { cookie } })).status).toBe(401)
  })
})

// Server processes: two instances, each with its own Better Auth and pool, share only the database.
describe("two instances on one PostgreSQL", () => {
  const COLLEAGUE = { ...STAFF, email: "nadia.kamal@inspection.test", name: "Nadia Kamal" }
  let a: ServerProcess
  let b: ServerProcess
  const dirs: string[] = []
  beforeAll(async () => {
    // Both secrets the same in every instance, as docs/deploying.md asks: the lockout counts under salted hashes.
    const env = (dir: string) => ({
      DATA_DIR: dir,
      DATABASE_URL: databases.postgres.url,
      STAFF_AUTH_SECRET: "t".repeat(40),
      IP_HASH_SALT: "u".repeat(40),
    })
    dirs.push(tempDir("staff-a-"), tempDir("staff-b-"))
    addAccount(COLLEAGUE, "staff", env(dirs[0]))
    a = await startServerProcess(env(dirs[0]))
    b = await startServerProcess(env(dirs[1]))
  })
  afterAll(async () => {
    await a?.stop()
    await b?.stop()
    for (const dir of dirs) fs.rmSync(path.resolve(dir), { recursive: true, force: true })
  })

  test("share sessions and lockouts", async () => {
    const { cookie, status } = await signIn(a.base, COLLEAGUE)
    expect(status).toBe(200)
    expect((await fetch(`${b.base}/api/staff/me`, { headers: { cookie } })).status).toBe(200)
    const wrong = { email: COLLEAGUE.email, password: "not the password" }
    for (const server of [a, b, a, b, a]) expect((await signIn(server.base, wrong)).status).toBe(401)
    expect((await signIn(b.base, COLLEAGUE)).status).toBe(429)
    expect((await signIn(a.base, COLLEAGUE)).status).toBe(429)
  })
})
