import type { FastifyRequest } from "fastify"
import { betterAuth } from "better-auth"
import { APIError, createAuthMiddleware, getSessionFromCtx } from "better-auth/api"
import { organization, twoFactor } from "better-auth/plugins"
import { sql, type Kysely } from "kysely"
import type { Clock } from "../clock"
import type { Dialect } from "../storage/migrations"
import type { Database } from "../storage/schema"
import { authBaseOptions, passwordSignIn } from "../staff/auth-base"
import { passwordProblem } from "../staff/password-policy"
import { INVITE_VALID_SECONDS, SESSION_IDLE_SECONDS } from "../staff/auth"
import { invitationLapsed } from "./invitation-age"
import { endMembership } from "./membership-end"
import { firstMembership } from "./sessions"
import { CLIENT_AUTH_PATH, INVITATION_VALID_SECONDS } from "./settings"

// What the client population mails, queued through the outbox (server/client/plugin.ts composes the texts).
export type ClientMailer = {
  // An invitation to an account that already has a password: sign in and accept.
  invitation: (to: { email: string }, invitation: InvitationMail) => Promise<void>
  // A one-time link to set a password: with `invitation`, the first one of an invited account.
  passwordLink: (to: { email: string; name: string }, token: string, invitation: InvitationMail | null) => Promise<void>
}
export type InvitationMail = { id: string; companyName: string; companyNameAr: string }

export type ClientAuthOptions = {
  db: Kysely<Database>
  dialect: Dialect
  secret: string
  brand: string
  siteUrl: string
  mailer: ClientMailer
  clock: Clock
}

// The library's identifier of a password link's token (a reset's, or an invited account's first).
const RESET_TOKEN = "reset-password:"

// The address's local part: an invited account's name until its owner is asked for one (an invitation by a client
// administrator names no one, and the library requires a name).
const nameOf = (email: string) => email.split("@")[0]

// The pending invitation an address was sent last and that has not lapsed (server clock), if any: its password
// link carries it and lasts as long.
const pendingInvitationFor = async (db: Kysely<Database>, email: string, now: Date) =>
  (
    await db
      .selectFrom("client_invitation")
      .innerJoin("client_company", "client_company.id", "client_invitation.organizationId")
      .select(["client_invitation.id", "client_invitation.createdAt", "client_company.name", "client_company.nameAr"])
      .where(sql`lower(client_invitation.email)`, "=", email.toLowerCase())
      .where("client_invitation.status", "=", "pending")
      .orderBy("client_invitation.createdAt", "desc")
      .execute()
  ).find((invitation) => !invitationLapsed(invitation.createdAt, now))

const emailOf = async (db: Kysely<Database>, userId: string) =>
  (await db.selectFrom("client_user").select("email").where("id", "=", userId).executeTakeFirst())?.email

const isMember = async (db: Kysely<Database>, userId: string, companyId: string) =>
  Boolean(
    await db
      .selectFrom("client_member")
      .select("id")
      .where("userId", "=", userId)
      .where("organizationId", "=", companyId)
      .executeTakeFirst(),
  )

const hasPassword = async (db: Kysely<Database>, userId: string) =>
  Boolean(
    await db
      .selectFrom("client_account")
      .select("id")
      .where("userId", "=", userId)
      .where("providerId", "=", "credential")
      .where("password", "is not", null)
      .executeTakeFirst(),
  )

// What mailInvitation uses of the instance (a structural type: the instance's own refers back to it).
type Account = { id: string; email: string; name: string }
type InvitingAuth = {
  $context: Promise<{
    internalAdapter: {
      findUserByEmail: (email: string) => Promise<{ user: Account } | null>
      createUser: (
        user: Omit<Account, "id"> & { emailVerified: boolean },
        source: { method: string },
      ) => Promise<Account>
    }
  }>
  api: { requestPasswordReset: (input: { body: { email: string } }) => Promise<unknown> }
}

// An invitation's mail, whoever made it (a client administrator through the plugin, staff through companies.ts).
// The invitee's account is made here if the address has none, without a password, as the workspace's invitations
// make theirs; its first password link (the library's reset token) then carries the invitation. An account that
// has a password is asked to sign in and accept.
export async function mailInvitation(
  auth: InvitingAuth,
  options: Pick<ClientAuthOptions, "db" | "mailer">,
  invitation: { id: string; email: string; name?: string },
  company: { name: string; nameAr?: unknown },
): Promise<void> {
  const context = await auth.$context
  const email = invitation.email.toLowerCase()
  const user =
    (await context.internalAdapter.findUserByEmail(email))?.user ??
    (await context.internalAdapter.createUser(
      { email, name: invitation.name ?? nameOf(email), emailVerified: false },
      { method: "invitation" },
    ))
  if (await hasPassword(options.db, user.id)) {
    await options.mailer.invitation(user, {
      id: invitation.id,
      companyName: company.name,
      companyNameAr: String(company.nameAr ?? ""),
    })
  } else {
    await auth.api.requestPasswordReset({ body: { email } })
  }
}

// The clients' Better Auth: the workspace's choices (server/staff/auth.ts) — no sign-up, our lockout, the password
// policy, 30 minutes idle, Secure __Host- cookies over HTTPS — on tables and cookies of its own, so a staff
// session and a client session never stand for each other, and one e-mail address may hold one account of each.
export function createClientAuth(options: ClientAuthOptions, https: boolean) {
  const { db, clock, mailer } = options
  const auth = betterAuth({
    ...authBaseOptions({ ...options, basePath: CLIENT_AUTH_PATH }),
    user: { modelName: "client_user" },
    account: { modelName: "client_account" },
    verification: { modelName: "client_verification" },
    emailAndPassword: {
      // A forgotten password's link lasts as the workspace's does; an invited account's first one as long as its
      // invitation (the verification hook below).
      ...passwordSignIn(INVITE_VALID_SECONDS),
      sendResetPassword: async ({ user, token }) => {
        const pending = await pendingInvitationFor(db, user.email, clock())
        await mailer.passwordLink(
          user,
          token,
          pending ? { id: pending.id, companyName: pending.name, companyNameAr: pending.nameAr } : null,
        )
      },
    },
    session: { modelName: "client_session", expiresIn: SESSION_IDLE_SECONDS, updateAge: 60 },
    databaseHooks: {
      // The 12-hour cap is measured on the server's clock (server/client/auth-routes.ts), so the start is stamped
      // with it, as the workspace's is.
      // The company a new session acts for is the account's first membership (as clientMemberOf falls back to):
      // the plugin's member and invitation calls act on the session's active company, and a sign-in has none.
      session: {
        create: {
          before: async (session) => ({
            data: {
              ...session,
              createdAt: clock(),
              activeOrganizationId: (await firstMembership(db, session.userId))?.organizationId ?? null,
            },
          }),
        },
      },
      verification: {
        create: {
          before: async (verification, context) => {
            if (!verification.identifier.startsWith(RESET_TOKEN)) return
            const email = await emailOf(db, verification.value)
            if (!email || !(await pendingInvitationFor(db, email, clock()))) return
            // An invited account's new link retires its earlier ones: a re-invitation cancels the invitation an
            // earlier link was made for, and that link must do nothing (issue 60).
            if (context && !(await hasPassword(db, verification.value))) {
              await context.context.adapter.deleteMany({
                model: "verification",
                where: [
                  { field: "value", value: verification.value },
                  { field: "identifier", operator: "starts_with", value: RESET_TOKEN },
                ],
              })
            }
            // Moved on from the library's own expiry (on its clock): the link works as long as the invitation.
            const extra = (INVITATION_VALID_SECONDS - INVITE_VALID_SECONDS) * 1000
            return { data: { ...verification, expiresAt: new Date(verification.expiresAt.getTime() + extra) } }
          },
        },
      },
    },
    advanced: {
      cookiePrefix: https ? "__Host-client" : "client",
      useSecureCookies: false,
      defaultCookieAttributes: { httpOnly: true, sameSite: "strict", secure: https, path: "/" },
      ipAddress: { disableIpTracking: true },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        const body = (ctx.body ?? {}) as { newPassword?: unknown; token?: unknown; organizationId?: unknown }
        if (ctx.path === "/reset-password") {
          // An account without a password gets its first one only through an invitation still pending: a
          // cancelled, re-sent or lapsed invitation's link does nothing, and is deleted (issue 60).
          if (typeof body.token === "string") {
            const id = `${RESET_TOKEN}${body.token}`
            const internal = ctx.context.internalAdapter
            const verification = await internal.findVerificationValue(id)
            const userId = verification?.value
            if (userId && !(await hasPassword(db, userId))) {
              const email = await emailOf(db, userId)
              if (!email || !(await pendingInvitationFor(db, email, clock()))) {
                await internal.deleteVerificationByIdentifier(id)
                throw new APIError("BAD_REQUEST", { message: "Invalid token", code: "INVALID_TOKEN" })
              }
            }
          }
          if (typeof body.newPassword !== "string") return
          const problem = passwordProblem(body.newPassword)
          if (problem) throw new APIError("BAD_REQUEST", { message: problem })
        }
        // The library clears the session's active company when it refuses a switch to a company the caller is no
        // member of, leaving their people and invitation calls without one; refused here first, nothing changes.
        if (ctx.path === "/organization/set-active" && typeof body.organizationId === "string") {
          const session = await getSessionFromCtx(ctx)
          if (session && !(await isMember(db, session.user.id, body.organizationId))) {
            throw new APIError("FORBIDDEN", {
              message: "User is not a member of the organization",
              code: "USER_IS_NOT_A_MEMBER_OF_THE_ORGANIZATION",
            })
          }
        }
      }),
    },
    plugins: [
      organization({
        // Companies are made by staff (server/client/companies.ts), never by a client.
        allowUserToCreateOrganization: false,
        creatorRole: "owner",
        invitationExpiresIn: INVITATION_VALID_SECONDS,
        cancelPendingInvitationsOnReInvite: true,
        schema: {
          organization: {
            modelName: "client_company",
            additionalFields: { nameAr: { type: "string", required: true, input: false } },
          },
          member: { modelName: "client_member" },
          invitation: { modelName: "client_invitation" },
        },
        organizationHooks: {
          // Stamped with the server's clock: the 7 days are measured on it when the invitation is accepted.
          beforeCreateInvitation: async ({ invitation }) => ({ data: { ...invitation, createdAt: clock() } }),
          // A removed member is signed out everywhere at once, and the membership's secret addresses end.
          afterRemoveMember: async ({ member }) => endMembership(db, member),
        },
        sendInvitationEmail: async ({ invitation, organization: company }): Promise<void> =>
          mailInvitation(auth, options, invitation, company),
      }),
      twoFactor({ issuer: options.brand, schema: { twoFactor: { modelName: "client_two_factor" } } }),
    ],
  })
  return auth
}

export type ClientAuth = ReturnType<typeof createClientAuth>

// The client population's instance for a request's protocol, and what its routes share.
export type ClientContext = {
  db: Kysely<Database>
  siteUrl: string
  authFor: (request: FastifyRequest) => ClientAuth
  clock: Clock
}
