/** @jest-environment node */
import type { Kysely } from "kysely"
import { CLIENT_COMPANY_PATH, CLIENT_ME_PATH, REGISTER_PATH } from "../../src/lib/client-paths"
import { turnOnTwoFactor } from "../../testing/attacker"
import { acceptAsNewAccount, CLIENT_AUTH, clientCall, clientSignIn } from "../../testing/client-accounts"
import { clientCompany, staffAdministrator } from "../../testing/client-companies"
import { startStaffApp, type StaffApp } from "../../testing/site-app"
import { staffCall } from "../../testing/staff"
import { testClock } from "../../testing/test-clock"
import { databasesForTests, STORAGE_KINDS } from "../../testing/test-databases"
import type { Database } from "../storage/schema"

jest.setTimeout(180_000)

const databases = databasesForTests("client-two-factor-")
const OWNER = { email: "nadia.kamel@delta-terminals.test", password: "Cl1ent-nadia-Pass!2026" }
const MEMBER = { email: "karim.hassan@delta-terminals.test", password: "Cl1ent-karim-Pass!2026" }

describe.each(STORAGE_KINDS)("a company that requires two-factor sign-in, on %s", (kind) => {
  let server: StaffApp
  let db: Kysely<Database>
  let owner: string
  let member: string

  const settings = (cookie: string, json?: unknown, headers: Record<string, string> = {}) =>
    staffCall(server, CLIENT_COMPANY_PATH, {
      method: json === undefined ? "GET" : "POST",
      json,
      headers: { cookie, ...headers },
    })
  const status = async (path: string, cookie: string) =>
    (await server.fetch(`${server.base}${path}`, { headers: { cookie } })).status

  beforeAll(async () => {
    db = await databases.open(kind)
    const dataDir = databases.dataDirOf(kind)
    server = await startStaffApp({ db, dialect: kind, dataDir, clock: testClock() })
    const staffAdmin = await staffAdministrator(
      server,
      dataDir,
      kind === "postgres" ? databases.postgres.url : undefined,
    )
    owner = (await clientCompany(server, db, staffAdmin, "Delta Terminals", OWNER)).cookie
    const invited = await clientCall(server, "/organization/invite-member", {
      json: { email: MEMBER.email, role: "member" },
      cookie: owner,
    })
    expect(invited.status).toBe(200)
    member = (await acceptAsNewAccount(server, db, MEMBER)).cookie
  })
  afterAll(async () => {
    await server?.close()
    await db?.destroy()
  })

  test("an administrator without two-factor sign-in cannot require it; a member cannot at all", async () => {
    const refused = await settings(owner, { twoFactorRequired: true })
    expect(refused.status).toBe(409)
    expect(await refused.json()).toMatchObject({ code: "OWN_TWO_FACTOR_FIRST" })
    expect(await (await settings(owner)).json()).toEqual({ twoFactorRequired: false, ownTwoFactor: false })
    expect((await settings(member, { twoFactorRequired: false })).status).toBe(403)
    expect((await settings(member)).status).toBe(403)
    expect((await settings("", { twoFactorRequired: false })).status).toBe(401)
  })

  test("required, a member without it reaches only who they are until they set it up", async () => {
    owner = (await turnOnTwoFactor(server, owner, OWNER.password, CLIENT_AUTH)).cookie
    // From another site, or with a field it does not know, the change is refused.
    expect((await settings(owner, { twoFactorRequired: true }, { origin: "https://evil.test" })).status).toBe(403)
    expect((await settings(owner, { twoFactorRequired: true, companyId: "x" })).status).toBe(400)
    const required = await settings(owner, { twoFactorRequired: true })
    expect(required.status).toBe(200)
    expect(await required.json()).toEqual({ twoFactorRequired: true, ownTwoFactor: true })
    expect(await status(REGISTER_PATH, owner)).toBe(200)

    const register = await server.fetch(`${server.base}${REGISTER_PATH}`, { headers: { cookie: member } })
    expect(register.status).toBe(403)
    expect(await register.json()).toMatchObject({ code: "TWO_FACTOR_REQUIRED" })
    expect(await status(`${REGISTER_PATH}.csv`, member)).toBe(403)
    const me = await server.fetch(`${server.base}${CLIENT_ME_PATH}`, { headers: { cookie: member } })
    expect(await me.json()).toMatchObject({ email: MEMBER.email, twoFactorMissing: true })

    const withCode = await turnOnTwoFactor(server, member, MEMBER.password, CLIENT_AUTH)
    expect(await status(REGISTER_PATH, withCode.cookie)).toBe(200)
    // The next sign-in asks for the code.
    const next = await clientSignIn(server, MEMBER)
    expect(JSON.parse(next.body)).toMatchObject({ twoFactorRedirect: true })
    expect(await status(REGISTER_PATH, next.cookie)).toBe(401)
  })

  test("turned off again, nobody is asked to set it up", async () => {
    expect((await settings(owner, { twoFactorRequired: false })).status).toBe(200)
    const fresh = await clientSignIn(server, OWNER)
    expect(JSON.parse(fresh.body)).toMatchObject({ twoFactorRedirect: true })
    const row = await db.selectFrom("client_company").select("twoFactorRequired").executeTakeFirstOrThrow()
    expect(Number(row.twoFactorRequired)).toBe(0)
  })
})
