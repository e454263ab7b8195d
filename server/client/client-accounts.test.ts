/** @jest-environment node */
import type { Kysely } from "kysely"
import type { Database } from "../storage/schema"
import { databasesForTests, STORAGE_KINDS } from "../../testing/test-databases"
import { startStaffApp, type StaffApp } from "../../testing/site-app"
import { ADMIN, STAFF, createAccounts, signIn, staffCall, staffEnvOf } from "../../testing/staff"
import { rawRequest, turnOnTwoFactor } from "../../testing/attacker"
import { clockStartEnv, testClock } from "../../testing/test-clock"
import { endSessions } from "../../testing/ended-sessions"
import { siteContent } from "../../testing/site-content"
import {
  acceptAsNewAccount,
  CLIENT_AUTH,
  clientCall,
  clientSignIn,
  cookiesOf,
  lastMailTo,
} from "../../testing/client-accounts"
import { CLIENT_AUTH_ENDPOINTS } from "./auth-endpoints"
import { INVITATION_VALID_SECONDS } from "./settings"
import { fill } from "../../src/lib/format"
import { fillCompany } from "../../src/lib/company-words"

jest.setTimeout(180_000)

const databases = databasesForTests("client-accounts-")

const person = (name: string, domain: string) => ({ email: `${name}@${domain}`, password: `Cl1ent-${name}-Pass!2026` })
// Two companies with an administrator each, and the people they invite.
const ALPHA_ADMIN = person("hoda.adel", "alpha-drilling.test")
const ALPHA_COLLEAGUE = person("karim.nabil", "alpha-drilling.test")
const BETA_ADMIN = person("sara.fouad", "beta-marine.test")

describe.each(STORAGE_KINDS)("client accounts on %s", (kind) => {
  let server: StaffApp
  let db: Kysely<Database>
  let staffAdmin: string

  const createCompany = async (name: string, administrator: { email: string }, cookie = staffAdmin) =>
    staffCall(server, "/api/staff/client-companies", {
      method: "POST",
      json: {
        name,
        nameAr: `شركة ${name}`,
        sites: ["Abu Qir yard", "Rig 7"],
        administrator: { ...administrator, name },
      },
      headers: { cookie },
    })
  const memberIds = async (companyId: string) =>
    (
      await db
        .selectFrom("client_member")
        .select(["id", "userId", "role"])
        .where("organizationId", "=", companyId)
        .execute()
    ).sort((a, b) => a.id.localeCompare(b.id))
  const companyNamed = async (name: string) =>
    (await db.selectFrom("client_company").select("id").where("name", "=", name).executeTakeFirstOrThrow()).id
  const invite = (cookie: string, email: string, role = "member", extra: Record<string, unknown> = {}) =>
    clientCall(server, "/organization/invite-member", { json: { email, role, ...extra }, cookie })

  let alpha: { id: string; admin: string }
  let beta: { id: string; admin: string }

  beforeAll(async () => {
    db = await databases.open(kind)
    await createAccounts(
      [
        [ADMIN, "admin"],
        [STAFF, "staff"],
      ],
      { ...staffEnvOf(databases, kind), ...clockStartEnv() },
    )
    // On a port as well: the test of the paths' spellings sends them over the socket as typed.
    server = await startStaffApp({ db, dialect: kind, dataDir: databases.dataDirOf(kind), listen: true })
    const signedIn = await signIn(server, ADMIN)
    staffAdmin = (await turnOnTwoFactor(server, signedIn.cookie, ADMIN.password)).cookie

    expect((await createCompany("Alpha Drilling", ALPHA_ADMIN)).status).toBe(200)
    expect((await createCompany("Beta Marine", BETA_ADMIN)).status).toBe(200)
    const alphaAccepted = await acceptAsNewAccount(server, db, ALPHA_ADMIN)
    const betaAccepted = await acceptAsNewAccount(server, db, BETA_ADMIN)
    expect([alphaAccepted.accepted.status, betaAccepted.accepted.status]).toEqual([200, 200])
    alpha = { id: await companyNamed("Alpha Drilling"), admin: alphaAccepted.cookie }
    beta = { id: await companyNamed("Beta Marine"), admin: betaAccepted.cookie }
  })
  afterAll(async () => {
    await server?.close()
    await db?.destroy()
  })

  test("staff administrators create companies and invite their first administrator; every staff member lists them", async () => {
    expect((await createCompany("Anonymous Co", ALPHA_ADMIN, "")).status).toBe(401)
    const member = await signIn(server, STAFF)
    expect((await createCompany("Staff Co", ALPHA_ADMIN, member.cookie)).status).toBe(403)
    const listed = await staffCall(server, "/api/staff/client-companies", { headers: { cookie: member.cookie } })
    expect(listed.status).toBe(200)
    const companies = (await listed.json()) as { name: string; nameAr: string; sites: string[]; members: number }[]
    expect(companies.map(({ name, nameAr, sites, members }) => ({ name, nameAr, sites, members }))).toEqual([
      { name: "Alpha Drilling", nameAr: "شركة Alpha Drilling", sites: ["Abu Qir yard", "Rig 7"], members: 1 },
      { name: "Beta Marine", nameAr: "شركة Beta Marine", sites: ["Abu Qir yard", "Rig 7"], members: 1 },
    ])
    // The first administrator is the plugin's owner; the audit log names the company, not the address.
    expect((await memberIds(alpha.id)).map((row) => row.role)).toEqual(["owner"])
    const log = await db
      .selectFrom("audit_log")
      .select(["action", "detail"])
      .where("action", "like", "client %")
      .execute()
    expect(log.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(["client company created", "client administrator invited"]),
    )
    expect(JSON.stringify(log)).not.toContain(ALPHA_ADMIN.email)
    // The invitation mail's link sets the password and names the invitation; it and its mail last 7 days.
    const mail = await lastMailTo(db, BETA_ADMIN.email)
    expect(mail.link.pathname).toBe("/client/set-password/")
    expect(mail.body).toMatch(/within 7 days/)
    // Said in both languages, data/client.json's words, each with its edition's link and the company's own name.
    const words = siteContent()
    expect(mail.subject).toBe(
      `${fill(words.en.clientMail.invitationSubject, { company: "Beta Marine", brand: words.en.site.brand })} | ` +
        fillCompany(words.ar.clientMail.invitationSubject, { company: "شركة Beta Marine", brand: words.ar.site.brand }),
    )
    expect(mail.body).toContain(`${server.base}/ar/client/set-password/?token=${mail.token}`)
    // «بشركة شركة Beta Marine» says the word once (issue 64, P12).
    expect(mail.body).toContain("بشركة Beta Marine")
    expect(mail.body).not.toContain("شركة شركة")
    expect(mail.body).toContain("خلال 7 أيام")
  })

  test("an invitation: sent, accepted once, its link used once, revoked, expired after 7 days, other address refused", async () => {
    const colleague = await invite(alpha.admin, ALPHA_COLLEAGUE.email)
    expect(colleague.status).toBe(200)
    const { accepted, cookie, invitationId } = await acceptAsNewAccount(server, db, ALPHA_COLLEAGUE)
    expect(accepted.status).toBe(200)
    expect(((await accepted.json()) as { member: { role: string } }).member.role).toBe("member")
    // Reused: the invitation and its password link.
    const again = await clientCall(server, "/organization/accept-invitation", { json: { invitationId }, cookie })
    expect(again.status).toBe(400)
    const token = (await lastMailTo(db, ALPHA_COLLEAGUE.email)).token
    const reset = await clientCall(server, "/reset-password", { json: { token, newPassword: "An0ther-Long-Pass!" } })
    expect(reset.status).toBe(400)

    // Revoked: cancelled by the administrator before it was accepted.
    const revokedPerson = person("revoked", "alpha-drilling.test")
    const revoked = (await (await invite(alpha.admin, revokedPerson.email)).json()) as { id: string }
    expect(
      (
        await clientCall(server, "/organization/cancel-invitation", {
          json: { invitationId: revoked.id },
          cookie: alpha.admin,
        })
      ).status,
    ).toBe(200)
    // Its set-password link does nothing: no password is set, so nobody signs in with it.
    const revokedLink = await lastMailTo(db, revokedPerson.email)
    const setOnRevoked = await clientCall(server, "/reset-password", {
      json: { token: revokedLink.token, newPassword: revokedPerson.password },
    })
    expect(setOnRevoked.status).toBe(400)
    expect((await clientSignIn(server, revokedPerson)).status).toBe(401)

    // An account that has a password (Beta's administrator): a cancelled invitation's link, signed in, joins nothing.
    const toBeta = (await (await invite(alpha.admin, BETA_ADMIN.email)).json()) as { id: string }
    const cancelled = await clientCall(server, "/organization/cancel-invitation", {
      json: { invitationId: toBeta.id },
      cookie: alpha.admin,
    })
    expect(cancelled.status).toBe(200)
    const betaSession = await clientSignIn(server, BETA_ADMIN)
    const joined = await clientCall(server, "/organization/accept-invitation", {
      json: { invitationId: toBeta.id },
      cookie: betaSession.cookie,
    })
    expect(joined.status).toBe(400)

    // Invited again: the first invitation is cancelled, and its link does nothing; the new one's works.
    const twice = person("twice", "alpha-drilling.test")
    expect((await invite(alpha.admin, twice.email)).status).toBe(200)
    const firstLink = await lastMailTo(db, twice.email)
    expect((await invite(alpha.admin, twice.email)).status).toBe(200)
    const secondLink = await lastMailTo(db, twice.email)
    expect(secondLink.invitation).not.toBe(firstLink.invitation)
    const setOnFirst = await clientCall(server, "/reset-password", {
      json: { token: firstLink.token, newPassword: twice.password },
    })
    expect(setOnFirst.status).toBe(400)
    expect((await clientSignIn(server, twice)).status).toBe(401)
    expect((await acceptAsNewAccount(server, db, twice)).accepted.status).toBe(200)

    // Another address: the colleague (signed in) cannot take an invitation sent to someone else.
    const other = (await (await invite(alpha.admin, "someone.else@alpha-drilling.test")).json()) as { id: string }
    const taken = await clientCall(server, "/organization/accept-invitation", {
      json: { invitationId: other.id },
      cookie,
    })
    expect(taken.status).toBe(403)

    // Expired: the server's clock 7 days and 1 s after the invitations were made.
    const late = person("late", "alpha-drilling.test")
    expect((await invite(alpha.admin, late.email)).status).toBe(200)
    // Another, made after it, whose invitee sets a password in time.
    const lateHolder = person("late.holder", "alpha-drilling.test")
    const held = (await (await invite(alpha.admin, lateHolder.email)).json()) as { id: string }
    const holderLink = await lastMailTo(db, lateHolder.email)
    const holderSet = await clientCall(server, "/reset-password", {
      json: { token: holderLink.token, newPassword: lateHolder.password },
    })
    expect(holderSet.status).toBe(200)
    const { createdAt } = await db
      .selectFrom("client_invitation")
      .select("createdAt")
      .where("id", "=", held.id)
      .executeTakeFirstOrThrow()
    const expiry = new Date(new Date(createdAt).getTime() + INVITATION_VALID_SECONDS * 1000 + 1000)
    const later = await startStaffApp({
      db,
      dialect: kind,
      dataDir: databases.dataDirOf(kind),
      clock: testClock(expiry),
    })
    try {
      // Its set-password link has lapsed with it.
      const lateLink = await lastMailTo(db, late.email)
      const lateSet = await clientCall(later, "/reset-password", {
        json: { token: lateLink.token, newPassword: late.password },
      })
      expect(lateSet.status).toBe(400)
      // An account that has a password signs in, and the acceptance is refused.
      const { cookie: lateCookie } = await clientSignIn(later, lateHolder)
      const refused = await clientCall(later, "/organization/accept-invitation", {
        json: { invitationId: held.id },
        cookie: lateCookie,
      })
      expect(refused.status).toBe(400)
      expect(await refused.json()).toMatchObject({ code: "INVITATION_EXPIRED" })
    } finally {
      await later.close()
    }
    const members = await memberIds(alpha.id)
    expect(members).toHaveLength(3)
  })

  test("the last administrator can be neither removed nor demoted; a removed member's sessions end at once", async () => {
    const [owner] = (await memberIds(beta.id)).filter((row) => row.role === "owner")
    const demote = await clientCall(server, "/organization/update-member-role", {
      json: { memberId: owner.id, role: "member" },
      cookie: beta.admin,
    })
    expect(demote.status).toBe(400)
    const remove = await clientCall(server, "/organization/remove-member", {
      json: { memberIdOrEmail: owner.id },
      cookie: beta.admin,
    })
    expect(remove.status).toBe(400)
    expect((await memberIds(beta.id)).map((row) => row.role)).toEqual(["owner"])

    // A second administrator: then either may step down, and a member removed is signed out everywhere.
    const deputy = person("deputy", "beta-marine.test")
    expect((await invite(beta.admin, deputy.email, "owner")).status).toBe(200)
    const deputySession = await acceptAsNewAccount(server, db, deputy)
    expect(deputySession.accepted.status).toBe(200)
    const second = await clientSignIn(server, deputy)
    const deputyMember = (await deputySession.accepted.json()) as { member: { id: string } }
    const demoted = await clientCall(server, "/organization/update-member-role", {
      json: { memberId: deputyMember.member.id, role: "member" },
      cookie: beta.admin,
    })
    expect(demoted.status).toBe(200)
    const removed = await clientCall(server, "/organization/remove-member", {
      json: { memberIdOrEmail: deputyMember.member.id },
      cookie: beta.admin,
    })
    expect(removed.status).toBe(200)
    for (const cookie of [deputySession.cookie, second.cookie]) {
      expect((await clientCall(server, "/organization/list-members", { method: "GET", cookie })).status).toBe(401)
    }
  })

  test("a fresh sign-in acts for the account's company: its people and invitations list without a switch", async () => {
    const fresh = await clientSignIn(server, ALPHA_ADMIN)
    const listed = await clientCall(server, "/organization/list-members", { method: "GET", cookie: fresh.cookie })
    expect(listed.status).toBe(200)
    const { members } = (await listed.json()) as { members: { organizationId: string }[] }
    expect(members.length).toBeGreaterThan(0)
    expect(members.every((member) => member.organizationId === alpha.id)).toBe(true)
    const invitations = await clientCall(server, "/organization/list-invitations", {
      method: "GET",
      cookie: fresh.cookie,
    })
    expect(invitations.status).toBe(200)
  })

  test("a client session opens nothing under /api/staff/, a staff session nothing under /api/client/", async () => {
    const staffMember = await signIn(server, STAFF)
    for (const path of ["/api/staff/me", "/api/staff/requests", "/api/staff/client-companies"]) {
      expect([path, (await staffCall(server, path, { headers: { cookie: alpha.admin } })).status]).toEqual([path, 401])
    }
    for (const cookie of [staffMember.cookie, staffAdmin]) {
      const members = await clientCall(server, "/organization/list-members", { method: "GET", cookie })
      expect(members.status).toBe(401)
      const invited = await invite(cookie, "x@alpha-drilling.test")
      expect(invited.status).toBe(401)
    }
  })

  test("one address holds a staff account and a client account, two accounts with their own passwords and lockouts", async () => {
    const asClient = { email: STAFF.email, password: "Client-Side-Pass!2026" }
    expect((await invite(alpha.admin, asClient.email)).status).toBe(200)
    expect((await acceptAsNewAccount(server, db, asClient)).accepted.status).toBe(200)
    expect((await clientSignIn(server, { email: STAFF.email, password: STAFF.password })).status).toBe(401)
    expect((await signIn(server, { email: STAFF.email, password: asClient.password })).status).toBe(401)
    // A client's failures do not lock the staff account of the same address.
    for (let attempt = 0; attempt < 6; attempt++) await clientSignIn(server, { email: STAFF.email, password: "wrong" })
    expect((await clientSignIn(server, asClient)).status).toBe(429)
    expect((await signIn(server, STAFF)).status).toBe(200)
    const staffUser = await db
      .selectFrom("user")
      .select("id")
      .where("email", "=", STAFF.email)
      .executeTakeFirstOrThrow()
    const clientUser = await db
      .selectFrom("client_user")
      .select("id")
      .where("email", "=", STAFF.email)
      .executeTakeFirstOrThrow()
    expect(clientUser.id).not.toBe(staffUser.id)
  })

  test("every state-changing call from another origin, or with none, answers 403", async () => {
    const posts = Object.entries(CLIENT_AUTH_ENDPOINTS).filter(([, endpoint]) => endpoint.method === "POST")
    for (const [path] of posts) {
      for (const origin of ["https://evil.example", ""]) {
        const response = await clientCall(server, path, { cookie: alpha.admin, headers: { origin } })
        expect([path, origin, response.status]).toEqual([path, origin, 403])
      }
    }
  })

  test("the library's other endpoints answer 404, whatever their spelling", async () => {
    const paths = [
      "/organization/create",
      "/organization/delete",
      "/organization/update",
      "/organization/leave",
      "/organization/get-full-organization",
      "/organization/list",
      "/organization/add-member",
      "/get-session",
      "/list-sessions",
      "/update-user",
      "/change-email",
      "/sign-up/email",
      "/sign-in/email/",
      "//sign-in/email",
      "/./organization/create",
      "/%2e/organization/create",
      "/organization/list-members/../delete",
      "/organization%2Fcreate",
      "/reset-password/some-token",
    ]
    for (const path of paths) {
      for (const method of ["GET", "POST"]) {
        const answer = await rawRequest(server.base, `${CLIENT_AUTH}${path}`, {
          method,
          headers: { origin: server.base, cookie: alpha.admin, "content-type": "application/json" },
          body: method === "POST" ? JSON.stringify({ name: "Evil", slug: "evil" }) : undefined,
        })
        expect([method, path, answer.status]).toEqual([method, path, 404])
      }
    }
    expect(await db.selectFrom("client_company").select("id").where("name", "=", "Evil").execute()).toEqual([])
  })

  test("two companies' members cannot list or change each other's members or invitations", async () => {
    const betaMembers = await memberIds(beta.id)
    const betaPending = (await (await invite(beta.admin, "pending@beta-marine.test")).json()) as { id: string }

    // A forged organizationId is dropped: the call acts on the caller's own company.
    const listed = await server.fetch(
      `${server.base}${CLIENT_AUTH}/organization/list-members?organizationId=${beta.id}`,
      {
        headers: { cookie: alpha.admin },
      },
    )
    const listedIds = ((await listed.json()) as { members: { organizationId: string }[] }).members.map(
      (member) => member.organizationId,
    )
    expect(new Set(listedIds)).toEqual(new Set([alpha.id]))
    const invitations = await server.fetch(
      `${server.base}${CLIENT_AUTH}/organization/list-invitations?organizationId=${beta.id}`,
      {
        headers: { cookie: alpha.admin },
      },
    )
    expect(((await invitations.json()) as { id: string }[]).map((one) => one.id)).not.toContain(betaPending.id)
    const invited = (await (
      await invite(alpha.admin, "forged@alpha-drilling.test", "member", { organizationId: beta.id })
    ).json()) as {
      organizationId: string
    }
    expect(invited.organizationId).toBe(alpha.id)

    for (const [path, json] of [
      ["/organization/remove-member", { memberIdOrEmail: betaMembers[0].id, organizationId: beta.id }],
      ["/organization/remove-member", { memberIdOrEmail: BETA_ADMIN.email, organizationId: beta.id }],
      ["/organization/update-member-role", { memberId: betaMembers[0].id, role: "member", organizationId: beta.id }],
      ["/organization/cancel-invitation", { invitationId: betaPending.id }],
    ] as const) {
      const response = await clientCall(server, path, { json, cookie: alpha.admin })
      expect([path, response.status >= 400 && response.status < 500]).toEqual([path, true])
    }
    expect(await memberIds(beta.id)).toEqual(betaMembers)
    const pending = await db
      .selectFrom("client_invitation")
      .select("status")
      .where("id", "=", betaPending.id)
      .executeTakeFirstOrThrow()
    expect(pending.status).toBe("pending")

    // Setting the other company (or one that does not exist) active is refused and changes nothing: the caller's
    // people and invitations still list, their own company's.
    for (const organizationId of [beta.id, "no-such-company"]) {
      const switched = await clientCall(server, "/organization/set-active", {
        json: { organizationId },
        cookie: alpha.admin,
      })
      expect(switched.status).toBe(403)
      const afterwards = await clientCall(server, "/organization/list-members", { method: "GET", cookie: alpha.admin })
      expect(afterwards.status).toBe(200)
      const { members } = (await afterwards.json()) as { members: { organizationId: string }[] }
      expect(new Set(members.map((one) => one.organizationId))).toEqual(new Set([alpha.id]))
      const pendingListed = await clientCall(server, "/organization/list-invitations", {
        method: "GET",
        cookie: alpha.admin,
      })
      expect(pendingListed.status).toBe(200)
    }
    const back = await clientCall(server, "/organization/set-active", {
      json: { organizationId: alpha.id },
      cookie: alpha.admin,
    })
    expect(back.status).toBe(200)
  })

  test("a client session ends after 30 minutes idle, or 12 hours after it began", async () => {
    const [fresh, idle, old] = [
      await clientSignIn(server, ALPHA_ADMIN),
      await clientSignIn(server, ALPHA_ADMIN),
      await clientSignIn(server, ALPHA_ADMIN),
    ]
    await endSessions(db, kind, "client_session", { idle: idle.cookie, old: old.cookie })
    const status = async (cookie: string) =>
      (await clientCall(server, "/organization/set-active", { json: { organizationId: alpha.id }, cookie })).status
    expect([await status(fresh.cookie), await status(idle.cookie), await status(old.cookie)]).toEqual([200, 401, 401])
  })

  test("the client session cookie over HTTP: its own name, HttpOnly, SameSite=Strict; no token in the reply", async () => {
    const { response, body } = await clientSignIn(server, ALPHA_ADMIN)
    expect(response.headers.getSetCookie().join("\n")).toMatch(
      /^client\.session_token=[^;]+; Max-Age=1800; Path=\/; HttpOnly; SameSite=Strict$/m,
    )
    expect(cookiesOf(response)).not.toMatch(/staff\./)
    expect(JSON.parse(body)).toEqual({ user: expect.objectContaining({ email: ALPHA_ADMIN.email }) })
    expect(JSON.parse(body).token).toBeUndefined()
  })
})
