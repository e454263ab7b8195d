/** @jest-environment node */
import fs from "node:fs"
import http from "node:http"
import type { Kysely } from "kysely"
import { openDatabase } from "../storage/database"
import type { Database } from "../storage/schema"
import { linkIn, rawRequest, turnOnTwoFactor } from "../../testing/attacker"
import { freePort } from "../../testing/free-port"
import { postJson, tempDir, validQuote, waitFor } from "../../testing/quote-app"
import { STORAGE_KINDS } from "../../testing/test-databases"
import { killServerProcesses, startServerProcess, type ServerProcess } from "../../testing/server-process"
import { postgresForTests } from "../../testing/postgres"
import { SmtpInbox } from "../../testing/smtp-inbox"
import { ADMIN, STAFF, addAccounts, signIn, staffCall, staffServerEnv } from "../../testing/staff"

// Attacks on the workspace, each against the real server (its own process, a real database, a real SMTP server):
// each must be refused.

jest.setTimeout(180_000)

const account = (local: string, name: string) => ({ ...STAFF, email: `${local}@inspection.test`, name })
const VICTIM = account("hany.nabil", "Hany Nabil")
const RACED = account("rania.fouad", "Rania Fouad")
const RESET = account("salma.adel", "Salma Adel")
const CODE_GUESSED = account("nour.hassan", "Nour Hassan")
const CODE_RACED = account("tarek.mansour", "Tarek Mansour")
const SECURED_ADMIN = { ...ADMIN, email: "karim.zaki@inspection.test", name: "Karim Zaki" }
const EVIL = "evil.example"

const postgres = postgresForTests(killServerProcesses)

describe.each(STORAGE_KINDS)("attacks on %s", (kind) => {
  const inbox = new SmtpInbox()
  let dataDir: string
  let server: ServerProcess
  let db: Kysely<Database>
  let reference: string

  beforeAll(async () => {
    await inbox.start()
    dataDir = tempDir(`attacks-${kind}-`)
    const databaseUrl = kind === "postgres" ? postgres.url : undefined
    const port = await freePort()
    const env = {
      ...staffServerEnv(dataDir, databaseUrl),
      PORT: String(port),
      SITE_URL: `http://127.0.0.1:${port}`,
      SMTP_URL: inbox.url,
      // The request lines are what the log must keep free of secrets.
      LOG_LEVEL: "info",
    }
    addAccounts(
      [
        ...[STAFF, VICTIM, RACED, RESET, CODE_GUESSED, CODE_RACED].map((who) => [who, "staff"] as const),
        [ADMIN, "admin"],
        [SECURED_ADMIN, "admin"],
      ],
      env,
    )
    db = await openDatabase({ dataDir, databaseUrl })
    server = await startServerProcess(env)
    const sent = await postJson(server.base, validQuote({ email: `attacked.${kind}@example.com` }))
    reference = ((await sent.json()) as { reference: string }).reference
  })
  afterAll(async () => {
    await server?.stop()
    await db?.destroy()
    await inbox.stop()
    fs.rmSync(dataDir, { recursive: true, force: true })
  })
  // Every attack comes from 127.0.0.1: each starts with that address's counts at zero.
  beforeEach(async () => {
    await db.deleteFrom("sign_in_failures").execute()
    await db.deleteFrom("rate_limits").execute()
  })

  const mailsTo = (address: string) => inbox.messages.filter((message) => message.to.includes(address))

  test("a Host header does not choose where the reset link points; a foreign redirect is refused", async () => {
    const site = server.base
    const request = (headers: Record<string, string>, body: Record<string, unknown> = {}) =>
      rawRequest(site, "/api/staff/auth/request-password-reset", {
        method: "POST",
        headers: { "content-type": "application/json", ...headers },
        body: JSON.stringify({ email: RESET.email, ...body }),
      })
    const poisoned = await request({ host: EVIL, origin: `http://${EVIL}` })
    expect(poisoned.status).toBe(403)
    const redirected = await request({ origin: site }, { redirectTo: `https://${EVIL}/steal` })
    expect(redirected.status).toBe(403)
    const hostOnly = await request({ host: EVIL, origin: site })
    expect(hostOnly.status).toBe(200)
    // Every mail queued to her has reached the inbox: the one asked for, and any the refused requests queued.
    await waitFor(
      async () => {
        const queued = await db
          .selectFrom("account_mail")
          .select("status")
          .where("to_address", "=", RESET.email)
          .execute()
        const delivered = mailsTo(RESET.email).length
        return queued.length > 0 && queued.every((mail) => mail.status === "sent") && delivered >= queued.length
      },
      { timeoutMs: 10_000, what: "every mail queued to the reset account to reach the inbox" },
    )
    for (const mail of mailsTo(RESET.email)) {
      expect(mail.raw).not.toContain(EVIL)
      expect(linkIn(mail.mail.text ?? "")).toMatch(new RegExp(`^${site}/staff/set-password/\\?token=\\w+$`))
    }
  })

  test("any spelling of the sign-in path reaches the same lockout, or a 404", async () => {
    const spellings = [
      "/api/staff/auth/./sign-in/email",
      "/api/staff/auth/%2e/sign-in/email",
      "/api/staff/auth/sign-in/email/",
      "/api/staff/auth/sign-in/email?x=1",
      "/api/staff/auth/sign-in/%65mail",
      "/api/staff/auth//sign-in/email",
    ]
    const statuses: string[] = []
    for (const spelling of spellings) {
      for (let i = 0; i < 2; i++) {
        const answer = await rawRequest(server.base, spelling, {
          method: "POST",
          headers: { "content-type": "application/json", origin: server.base },
          body: JSON.stringify({ email: VICTIM.email, password: `wrong password ${i}` }),
        })
        statuses.push(`${spelling} ${answer.status}`)
      }
    }
    for (const status of statuses) expect(status).toMatch(/ (401|404|429)$/)
    const wrongAnswers = statuses.filter((status) => status.endsWith(" 401")).length
    expect(wrongAnswers).toBeLessThanOrEqual(5)
    // Whatever was not refused by a 404 counted: the right password is now refused too.
    if (wrongAnswers === 5) expect((await signIn(server.base, VICTIM)).status).toBe(429)
  })

  test("40 wrong passwords at once for one account: at most 5 are tried", async () => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => signIn(server.base, { email: RACED.email, password: `guess number ${i}` })),
    )
    const statuses = answers.map((answer) => answer.status)
    const tried = statuses.filter((status) => status === 401).length
    expect(tried).toBeLessThanOrEqual(5)
    expect(statuses.filter((status) => status !== 401 && status !== 429)).toEqual([])
    // Attempts refused while others were in flight are not failures; each one tried is, and 5 lock the account.
    expect((await db.selectFrom("sign_in_failures").select("id").execute()).length).toBe(tried)
    if (tried === 5) expect((await signIn(server.base, RACED)).status).toBe(429)
  })

  test("the library's own API answers 404: admin API as staff and as an administrator, update-user", async () => {
    const users = async () => (await db.selectFrom("user").select("email").execute()).length
    const before = await users()
    const created = { email: "mallory@inspection.test", name: "Mallory", password: "Mallory-Pass-2026!", role: "admin" }
    for (const who of [STAFF, ADMIN]) {
      const { cookie, status } = await signIn(server.base, who)
      expect(status).toBe(200)
      for (const path of ["/api/staff/auth/admin/list-users", "/api/staff/auth/admin/./list-users"]) {
        const listed = await rawRequest(server.base, path, { headers: { cookie } })
        expect([who.email, path, listed.status]).toEqual([who.email, path, 404])
      }
      const create = await staffCall(server.base, "/api/staff/auth/admin/create-user", {
        method: "POST",
        json: created,
        headers: { cookie },
      })
      expect([who.email, create.status]).toEqual([who.email, 404])
      const rename = await staffCall(server.base, "/api/staff/auth/update-user", {
        method: "POST",
        json: { name: "Amal Fathy (CEO)" },
        headers: { cookie },
      })
      expect([who.email, rename.status]).toEqual([who.email, 404])
    }
    expect(await users()).toBe(before)
    const names = (await db.selectFrom("user").select("name").execute()).map((row) => row.name)
    expect(names).not.toContain("Amal Fathy (CEO)")
    // An administrator's own API is open only after two-factor sign-in is set up.
    const admin = await signIn(server.base, SECURED_ADMIN)
    const before2fa = await staffCall(server.base, "/api/staff/admin/users", { headers: { cookie: admin.cookie } })
    expect(before2fa.status).toBe(403)
    const { cookie } = await adminWithTwoFactor()
    expect((await staffCall(server.base, "/api/staff/admin/users", { headers: { cookie } })).status).toBe(200)
    const listed = await staffCall(server.base, "/api/staff/auth/admin/list-users", { headers: { cookie } })
    expect(listed.status).toBe(404)
  })

  test("two-factor sign-in cannot be skipped for 30 days (trustDevice is dropped)", async () => {
    const { code } = await adminWithTwoFactor()
    const started = await signIn(server.base, SECURED_ADMIN)
    expect(JSON.parse(started.body)).toMatchObject({ twoFactorRedirect: true })
    const verified = await staffCall(server.base, "/api/staff/auth/two-factor/verify-totp", {
      method: "POST",
      json: { code: await code(), trustDevice: true },
      headers: { cookie: started.cookie },
    })
    expect(verified.status).toBe(200)
    const setCookie = verified.headers.getSetCookie().join("\n")
    expect(setCookie).not.toMatch(/trust_device=[^;]/)
  })

  // The attacker who has the password: the first step passes, the second factor is all that is left to guess.
  const passwordStep = async (who: typeof STAFF) => {
    const started = await signIn(server.base, who)
    expect(JSON.parse(started.body)).toMatchObject({ twoFactorRedirect: true })
    return started.cookie
  }
  const secondFactor = async (cookie: string, step: "verify-totp" | "verify-backup-code", code: string) => {
    const answer = await staffCall(server.base, `/api/staff/auth/two-factor/${step}`, {
      method: "POST",
      json: { code },
      headers: { cookie },
    })
    return { status: answer.status, body: await answer.text(), retryAfter: answer.headers.get("retry-after") }
  }
  // A code the library checked and found wrong, as opposed to one refused unread.
  const checkedWrong = (answer: { status: number; body: string }) =>
    answer.status === 401 && /INVALID_CODE|INVALID_BACKUP_CODE/.test(answer.body)
  // A 6-digit code the authenticator shows at no time near now, whatever window the library accepts. Codes here
  // are the system clock's: Better Auth checks them by it (it takes no clock).
  const wrongCode = (codeAt: (ms: number) => string, seed: number) => {
    const near = new Set([-2, -1, 0, 1, 2].map((step) => codeAt(Date.now() + step * 30_000)))
    for (let n = 104_729 + seed * 7_919; ; n += 1) {
      const code = String(n % 1_000_000).padStart(6, "0")
      if (!near.has(code)) return code
    }
  }

  test("20 wrong second-factor codes one after another, after the right password: at most 5 are checked", async () => {
    const own = await signIn(server.base, CODE_GUESSED)
    const { codeAt, backupCodes } = await turnOnTwoFactor(server.base, own.cookie, CODE_GUESSED.password)
    let cookie = await passwordStep(CODE_GUESSED)
    const answers = []
    for (let i = 0; i < 20; i++) {
      // Authenticator codes and backup codes in turn: one limit for both.
      const answer =
        i % 2 === 0
          ? await secondFactor(cookie, "verify-totp", wrongCode(codeAt, i))
          : await secondFactor(cookie, "verify-backup-code", `WRONG-BACKUP-${i}`)
      answers.push(answer)
      // The library spends a sign-in's challenge after 5 wrong codes; whoever has the password starts another.
      if (!checkedWrong(answer) && answer.status !== 429) cookie = await passwordStep(CODE_GUESSED)
    }
    const checked = answers.filter(checkedWrong).length
    expect(checked).toBeLessThanOrEqual(5)
    // Every later one is refused unread, saying when to come back.
    const refused = answers.slice(checked)
    expect(refused.map((answer) => answer.status)).toEqual(refused.map(() => 429))
    for (const answer of refused) expect(Number(answer.retryAfter)).toBeGreaterThan(0)
    // While the lock lasts, the right code (by the system clock, as Better Auth checks it) and a right backup code
    // are refused too, on a fresh sign-in.
    const right = await secondFactor(await passwordStep(CODE_GUESSED), "verify-totp", codeAt(Date.now()))
    expect(right.status).toBe(429)
    const backup = await secondFactor(await passwordStep(CODE_GUESSED), "verify-backup-code", backupCodes[0])
    expect(backup.status).toBe(429)
    const locked = await db.selectFrom("audit_log").select(["actor_name", "action"]).execute()
    expect(locked).toContainEqual({ actor_name: CODE_GUESSED.name, action: "two-factor locked" })
    expect(server.output()).not.toContain(backupCodes[0])
  })

  test("20 wrong second-factor codes at once, each on its own sign-in: at most 5 are checked", async () => {
    const own = await signIn(server.base, CODE_RACED)
    const { codeAt } = await turnOnTwoFactor(server.base, own.cookie, CODE_RACED.password)
    const cookies = []
    for (let i = 0; i < 20; i++) cookies.push(await passwordStep(CODE_RACED))
    const answers = await Promise.all(
      cookies.map((cookie, i) => secondFactor(cookie, "verify-totp", wrongCode(codeAt, i))),
    )
    let checked = answers.filter(checkedWrong).length
    const refused = answers.filter((answer) => !checkedWrong(answer))
    expect(refused.map((answer) => answer.status)).toEqual(refused.map(() => 429))
    // Guesses refused while others were in flight are not failures; the attacker goes on one at a time until the
    // lock: 5 checked in all.
    for (let i = 0; i < 5; i++) {
      const next = await secondFactor(await passwordStep(CODE_RACED), "verify-totp", wrongCode(codeAt, 20 + i))
      if (!checkedWrong(next)) {
        expect(next.status).toBe(429)
        break
      }
      checked += 1
    }
    expect(checked).toBeLessThanOrEqual(5)
    // The right code by the system clock, as Better Auth checks it.
    const right = await secondFactor(await passwordStep(CODE_RACED), "verify-totp", codeAt(Date.now()))
    expect(right.status).toBe(429)
  })

  test("a reset request answers the same for any address and is limited per account and per address", async () => {
    const ask = (email: string) =>
      staffCall(server.base, "/api/staff/auth/request-password-reset", { method: "POST", json: { email } })
    const timed = async (email: string) => {
      const started = performance.now()
      const answer = await ask(email)
      return { status: answer.status, body: await answer.text(), ms: performance.now() - started }
    }
    const known = await timed(STAFF.email)
    const unknown = await timed("nobody.here@inspection.test")
    expect(unknown.status).toBe(known.status)
    expect(unknown.body).toBe(known.body)
    expect(Math.abs(unknown.ms - known.ms)).toBeLessThan(100)
    // Per account: the fourth request within the hour for one address is refused, known or not.
    const statuses = []
    for (let i = 0; i < 3; i++) statuses.push((await ask("nobody.here@inspection.test")).status)
    expect(statuses).toEqual([200, 200, 429])
    // Per client address: 10 an hour, whatever addresses they name.
    const many = []
    for (let i = 0; i < 10; i++) many.push((await ask(`someone.${i}@inspection.test`)).status)
    expect(many.filter((status) => status === 429).length).toBeGreaterThan(0)
  })

  test("a reset token never reaches the log", async () => {
    await db.deleteFrom("rate_limits").execute()
    const before = mailsTo(RESET.email).length
    const asked = await staffCall(server.base, "/api/staff/auth/request-password-reset", {
      method: "POST",
      json: { email: RESET.email },
    })
    expect(asked.status).toBe(200)
    const mail = await waitFor(() => mailsTo(RESET.email)[before], { timeoutMs: 10_000, what: "the reset mail" })
    const link = linkIn(mail.mail.text ?? "")
    const token = new URL(link).searchParams.get("token") ?? link.split("/reset-password/")[1]?.split("?")[0]
    expect(token).toBeTruthy()
    // The link as mailed, and the library's own form of it.
    await fetch(link)
    await fetch(`${server.base}/api/staff/auth/reset-password/${token}?callbackURL=/staff/set-password/`, {
      redirect: "manual",
    })
    const requestId = `reset-password-${kind}`
    const reset = await staffCall(server.base, "/api/staff/auth/reset-password", {
      method: "POST",
      json: { token, newPassword: "A-new-Passw0rd-for-Salma" },
      headers: { "x-request-id": requestId },
    })
    expect(reset.status).toBe(200)
    // Its log line (which carries the request id sent) is written as its answer ends, after the lines of the
    // requests before it: once it is there, the whole exchange is in the log.
    const logged = await waitFor(
      () =>
        server
          .output()
          .split("\n")
          .find((line) => line.includes(`"reqId":"${requestId}"`) && line.includes('"msg":"request"')),
      { timeoutMs: 10_000, what: "the log line of the reset" },
    )
    expect(logged).toContain('"path":"/api/staff/auth/reset-password"')
    expect(server.output()).not.toContain(token!)
  })

  test("the guard answers before the body is read: no session, no 5 MB CSV parsed", async () => {
    const answer = await new Promise<number>((resolve, reject) => {
      const { hostname, port } = new URL(server.base)
      const request = http.request({
        hostname,
        port,
        path: "/api/staff/certificates/import",
        method: "POST",
        headers: { "content-type": "text/csv", "content-length": String(5 * 1024 * 1024), origin: server.base },
      })
      request.on("response", (response) => {
        response.resume()
        resolve(response.statusCode ?? 0)
        request.destroy()
      })
      request.on("error", (error) => (error.message.includes("socket hang up") ? undefined : reject(error)))
      // A first 64 KB, then nothing: only a guard that does not wait for the body can answer.
      request.write("x".repeat(64 * 1024))
      setTimeout(() => {
        resolve(-1)
        request.destroy()
      }, 3000)
    })
    expect(answer).toBe(401)
  })

  test("the CSV import stops at 10,000 rows and says so", async () => {
    const { cookie } = await signIn(server.base, STAFF)
    const header =
      "number,kind,item,serial,rating,client,site,inspected_on,valid_until,inspector,inspector_certificate\n"
    const rows = Array.from(
      { length: 10_001 },
      (_, i) =>
        `LE-2026-${String(i).padStart(5, "0")},lifting-equipment,Chain hoist,SN${i},SWL 5 t,Delta Co.,Alexandria,2026-01-10,2027-01-09,Omar Said,PCN 331245`,
    ).join("\n")
    const answer = await staffCall(server.base, "/api/staff/certificates/import", {
      method: "POST",
      headers: { cookie, "content-type": "text/csv" },
      body: header + rows,
    })
    expect(answer.status).toBe(400)
    expect(await answer.text()).toContain("10,000")
    const stored = await db.selectFrom("certificates").select("number").execute()
    expect(stored).toEqual([])
  })

  test("a foreign Origin is refused, even with a Host header to match it", async () => {
    const { cookie } = await signIn(server.base, STAFF)
    const change = await rawRequest(server.base, `/api/staff/requests/${reference}/status`, {
      method: "POST",
      headers: { cookie, host: EVIL, origin: `http://${EVIL}`, "content-type": "application/json" },
      body: JSON.stringify({ status: "contacted" }),
    })
    expect(change.status).toBe(403)
    const signInThere = await rawRequest(server.base, "/api/staff/auth/sign-in/email", {
      method: "POST",
      headers: { host: EVIL, origin: `http://${EVIL}`, "content-type": "application/json" },
      body: JSON.stringify({ email: STAFF.email, password: STAFF.password }),
    })
    expect(signInThere.status).toBe(403)
  })

  test("the person export is a POST: no e-mail address in a URL", async () => {
    const { cookie } = await adminWithTwoFactor()
    const email = `attacked.${kind}@example.com`
    const byUrl = await staffCall(server.base, `/api/staff/admin/person?email=${encodeURIComponent(email)}`, {
      headers: { cookie },
    })
    expect(byUrl.status).toBe(404)
    const exported = await staffCall(server.base, "/api/staff/admin/person/export", {
      method: "POST",
      json: { email },
      headers: { cookie },
    })
    expect(exported.status).toBe(200)
    expect(((await exported.json()) as { requests: unknown[] }).requests).toHaveLength(1)
  })

  // The administrator's authenticator, kept from the first test that set it up; a session that passed it.
  let authenticator: (() => Promise<string>) | undefined
  async function adminWithTwoFactor(): Promise<{ cookie: string; code: () => Promise<string> }> {
    const started = await signIn(server.base, SECURED_ADMIN)
    if (!authenticator) {
      const { cookie, currentCode } = await turnOnTwoFactor(server.base, started.cookie, SECURED_ADMIN.password)
      authenticator = currentCode
      return { cookie, code: currentCode }
    }
    const verified = await staffCall(server.base, "/api/staff/auth/two-factor/verify-totp", {
      method: "POST",
      json: { code: await authenticator() },
      headers: { cookie: started.cookie },
    })
    const cookie = verified.headers
      .getSetCookie()
      .map((line) => line.split(";")[0])
      .join("; ")
    return { cookie, code: authenticator }
  }
})
