/** @jest-environment node */
import type { Kysely } from "kysely"
import { GUARD_CODES } from "../../src/lib/api-error"
import { CLIENT_COMPANY_PATH, REGISTER_PATH } from "../../src/lib/client-paths"
import { turnOnTwoFactor } from "../../testing/attacker"
import { acceptAsNewAccount, CLIENT_AUTH, clientCall } from "../../testing/client-accounts"
import { clientCompany, staffAdministrator } from "../../testing/client-companies"
import { startStaffApp, type StaffApp } from "../../testing/site-app"
import { createAccounts, signIn, STAFF, staffCall, staffServerEnv } from "../../testing/staff"
import { databasesForTests, STORAGE_KINDS } from "../../testing/test-databases"
import { testClock } from "../../testing/test-clock"
import type { Database } from "../storage/schema"

// The workspace's guard and the clients' are one pattern (server/http/guarded-scope.ts): in the same situation
// they refuse alike — the same status, the same machine code, the same fields — each in its own words.

jest.setTimeout(180_000)

const databases = databasesForTests("guards-")
const NEW_ADMIN = { email: "hoda.nabil@inspection.test", name: "Hoda Nabil", password: "Nw-Admin-Pass-2026!q" }
const OWNER = { email: "nadia.kamel@delta-terminals.test", password: "Cl1ent-nadia-Pass!2026" }
const MEMBER = { email: "karim.hassan@delta-terminals.test", password: "Cl1ent-karim-Pass!2026" }
const FOREIGN = "https://evil.example"

// What a refusal is, beside its words.
async function shapeOf(answer: Response) {
  const body = (await answer.json()) as Record<string, unknown>
  return { status: answer.status, code: body.code, fields: Object.keys(body).sort(), words: typeof body.error }
}

describe.each(STORAGE_KINDS)("the staff and client guards on %s", (kind) => {
  let server: StaffApp
  let db: Kysely<Database>
  const cookies = { staff: "", adminWithoutTwoFactor: "", owner: "", member: "" }

  beforeAll(async () => {
    db = await databases.open(kind)
    const dataDir = databases.dataDirOf(kind)
    const databaseUrl = kind === "postgres" ? databases.postgres.url : undefined
    server = await startStaffApp({ db, dialect: kind, dataDir, clock: testClock() })
    const staffAdmin = await staffAdministrator(server, dataDir, databaseUrl)
    await createAccounts(
      [
        [STAFF, "staff"],
        [NEW_ADMIN, "admin"],
      ],
      staffServerEnv(dataDir, databaseUrl),
    )
    cookies.staff = (await signIn(server, STAFF)).cookie
    cookies.adminWithoutTwoFactor = (await signIn(server, NEW_ADMIN)).cookie
    cookies.owner = (await clientCompany(server, db, staffAdmin, "Delta Terminals", OWNER)).cookie
    const invited = await clientCall(server, "/organization/invite-member", {
      json: { email: MEMBER.email, role: "member" },
      cookie: cookies.owner,
    })
    expect(invited.status).toBe(200)
    cookies.member = (await acceptAsNewAccount(server, db, MEMBER)).cookie
  })
  afterAll(async () => {
    await server?.close()
    await db?.destroy()
  })

  const call = (path: string, cookie: string, init: { json?: unknown; origin?: string } = {}) =>
    staffCall(server, path, {
      ...(init.json !== undefined ? { method: "POST", json: init.json } : {}),
      headers: { cookie, ...(init.origin ? { origin: init.origin } : {}) },
    })

  test("signed out, from another origin, without two-factor sign-in, in the wrong role: the same refusals", async () => {
    const situations = {
      signedOut: {
        staff: () => call("/api/staff/members", ""),
        client: () => call(REGISTER_PATH, ""),
        expected: { status: 401, code: GUARD_CODES.signedOut },
      },
      foreignOrigin: {
        staff: () => call("/api/staff/admin/person/export", cookies.staff, { json: {}, origin: FOREIGN }),
        client: () => call(CLIENT_COMPANY_PATH, cookies.owner, { json: { twoFactorRequired: false }, origin: FOREIGN }),
        expected: { status: 403, code: GUARD_CODES.foreignOrigin },
      },
      wrongRole: {
        staff: () => call("/api/staff/admin/users", cookies.staff),
        client: () => call(CLIENT_COMPANY_PATH, cookies.member),
        expected: { status: 403, code: GUARD_CODES.adminOnly },
      },
      twoFactorMissing: {
        staff: () => call("/api/staff/members", cookies.adminWithoutTwoFactor),
        client: async () => {
          // The company requires it once its administrator has it; the member has not set it up.
          cookies.owner = (await turnOnTwoFactor(server, cookies.owner, OWNER.password, CLIENT_AUTH)).cookie
          expect((await call(CLIENT_COMPANY_PATH, cookies.owner, { json: { twoFactorRequired: true } })).status).toBe(
            200,
          )
          return call(REGISTER_PATH, cookies.member)
        },
        expected: { status: 403, code: GUARD_CODES.twoFactorRequired },
      },
    }
    for (const [situation, { staff, client, expected }] of Object.entries(situations)) {
      const shape = { ...expected, fields: ["code", "error"], words: "string" }
      expect({ situation, staff: await shapeOf(await staff()) }).toEqual({ situation, staff: shape })
      expect({ situation, client: await shapeOf(await client()) }).toEqual({ situation, client: shape })
    }
  })
})
