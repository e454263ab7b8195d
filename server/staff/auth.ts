import type { FastifyRequest } from "fastify"
import { betterAuth } from "better-auth"
import { APIError, createAuthMiddleware } from "better-auth/api"
import { admin, twoFactor } from "better-auth/plugins"
import { adminAc, userAc } from "better-auth/plugins/admin/access"
import type { Kysely } from "kysely"
import type { Clock } from "../clock"
import type { Dialect } from "../storage/migrations"
import type { Database } from "../storage/schema"
import { authBaseOptions, passwordSignIn } from "./auth-base"
import { passwordProblem } from "./password-policy"
import { STAFF_AUTH_PATH, STAFF_SET_PASSWORD } from "../../src/lib/staff-paths"

export { STAFF_AUTH_PATH }
export const SESSION_IDLE_SECONDS = 30 * 60
export const SESSION_MAX_SECONDS = 12 * 60 * 60
export const INVITE_VALID_SECONDS = 24 * 60 * 60

// The 12-hour cap, on the server's clock (the idle timeout is the library's): the workspace's guard and the client
// population's routes (server/client/auth-routes.ts) end a session past it.
export const outlivedSessionCap = (createdAt: Date | string, now: Date) =>
  now.getTime() - new Date(createdAt).getTime() > SESSION_MAX_SECONDS * 1000

export type StaffAuthOptions = {
  db: Kysely<Database>
  dialect: Dialect
  secret: string
  brand: string
  // The public origin: every link the library builds and the only origin it trusts.
  siteUrl: string
  // Queues the one-time link that sets a password (an invitation or a reset) through the outbox.
  sendPasswordLink: (to: { email: string; name: string }, url: string) => Promise<void>
  clock: Clock
}

// Where a new password arrives, the library checks the length; this adds "not a common password".
const NEW_PASSWORD_FIELDS: Record<string, string> = {
  "/reset-password": "newPassword",
  "/change-password": "newPassword",
  "/admin/set-user-password": "newPassword",
  "/admin/create-user": "password",
}

export const setPasswordLink = (siteUrl: string, token: string) =>
  `${siteUrl}${STAFF_SET_PASSWORD}?${new URLSearchParams({ token })}`

// One Better Auth configuration, built for plain HTTP (development, tests) or for HTTPS. Over HTTPS every cookie
// is Secure and carries the __Host- prefix (no Domain, Path=/), so no other host can set or read it.
export function createStaffAuth(options: StaffAuthOptions, https: boolean) {
  return betterAuth({
    ...authBaseOptions({ ...options, basePath: STAFF_AUTH_PATH }),
    emailAndPassword: {
      ...passwordSignIn(INVITE_VALID_SECONDS),
      // The link opens the workspace's page on SITE_URL with the token in the query: no request path (which the
      // log keeps) ever carries it, and the library's own GET /reset-password/<token> is not public.
      sendResetPassword: async ({ user, token }) =>
        options.sendPasswordLink(user, setPasswordLink(options.siteUrl, token)),
    },
    session: {
      // Idle timeout: each use (at most once a minute) moves the end 30 minutes on. The 12-hour cap is checked
      // by the workspace's guard against the session's creation time.
      expiresIn: SESSION_IDLE_SECONDS,
      updateAge: 60,
    },
    // The library reads the system clock itself (it takes none): the idle timeout is its own. The 12-hour cap is
    // ours, measured on the server's clock, so the session's start is stamped with that clock.
    databaseHooks: {
      session: { create: { before: async (session) => ({ data: { ...session, createdAt: options.clock() } }) } },
    },
    advanced: {
      cookiePrefix: https ? "__Host-staff" : "staff",
      useSecureCookies: false,
      defaultCookieAttributes: { httpOnly: true, sameSite: "strict", secure: https, path: "/" },
      ipAddress: { disableIpTracking: true },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        const field = NEW_PASSWORD_FIELDS[ctx.path]
        const password = field ? (ctx.body as Record<string, unknown> | undefined)?.[field] : undefined
        if (typeof password !== "string") return
        const problem = passwordProblem(password)
        if (problem) throw new APIError("BAD_REQUEST", { message: problem })
      }),
    },
    plugins: [
      // Administrators with the library's admin permissions, staff and inspectors with a plain user's (the guards
      // keep each to its own API: server/staff/guard.ts, server/inspect/inspector-guard.ts).
      admin({
        defaultRole: "staff",
        adminRoles: ["admin"],
        roles: { admin: adminAc, staff: userAc, inspector: userAc },
      }),
      twoFactor({ issuer: options.brand }),
    ],
  })
}

export type StaffAuth = ReturnType<typeof createStaffAuth>

// What every part of the workspace that checks a caller needs: the database, the site's one trusted origin, the
// Better Auth instance for the request's protocol and the clock.
export type StaffContext = {
  db: Kysely<Database>
  siteUrl: string
  authFor: (request: FastifyRequest) => StaffAuth
  clock: Clock
}
