import type { FastifyContextConfig, FastifyRequest } from "fastify"
import { fromNodeHeaders } from "better-auth/node"
import { GUARD_CODES } from "../../src/lib/api-error"
import { sessionOn, type Guard } from "../http/guarded-scope"
import type { StaffRole } from "../storage/schema"
import { outlivedSessionCap, type StaffContext } from "./auth"

export type StaffMember = { id: string; name: string; email: string; role: StaffRole; twoFactorEnabled: boolean }

declare module "fastify" {
  interface FastifyRequest {
    // Set by the guard (guardScope) on every route of the workspace's guarded scope: read it with staffOf.
    staff: StaffMember | null
  }
  interface FastifyContextConfig {
    // Administrators only.
    role?: "admin"
    // Reachable before two-factor sign-in is set up (to set it up).
    beforeTwoFactor?: boolean
  }
}

export type GuardOptions = StaffContext & { requireTwoFactorForAll: boolean }

// The signed-in staff member of a route in the workspace's guarded scope.
export const staffOf = (request: FastifyRequest): StaffMember => sessionOn(request, "staff")

// Who did it, as the audit log and the records name them.
export function actorOf(request: FastifyRequest): { id: string; name: string } {
  const { id, name } = staffOf(request)
  return { id, name }
}

// The signed-in workspace account (staff, administrator or inspector) or why there is none: the workspace's guard
// and the inspectors' (server/inspect/inspector-guard.ts) read it alike.
export function workspaceSession(options: GuardOptions): Guard<StaffMember>["sessionOf"] {
  return async (request, reply) => {
    const { headers, response: found } = await options
      .authFor(request)
      .api.getSession({ headers: fromNodeHeaders(request.headers), returnHeaders: true })
    // A session moved forward (idle timeout) comes with a fresh cookie.
    const cookies = headers.getSetCookie()
    if (cookies.length) reply.header("set-cookie", cookies)
    if (!found) return { status: 401, code: GUARD_CODES.signedOut, error: "Sign in first." }
    const { session, user } = found
    // The idle timeout was Better Auth's, on its own clock; the cap is ours, on the clock that stamped createdAt
    // (auth.ts).
    if (outlivedSessionCap(session.createdAt, options.clock())) {
      await options.db.deleteFrom("session").where("id", "=", session.id).execute()
      return { status: 401, code: GUARD_CODES.signedOut, error: "Your session has ended; sign in again." }
    }
    const role: StaffRole = user.role === "admin" || user.role === "inspector" ? user.role : "staff"
    return { id: user.id, name: user.name, email: user.email, role, twoFactorEnabled: Boolean(user.twoFactorEnabled) }
  }
}

// An administrator (or, with STAFF_REQUIRE_2FA, anyone) without two-factor sign-in may only set it up.
export function twoFactorRefusal(member: StaffMember, requireTwoFactorForAll: boolean, config: FastifyContextConfig) {
  const needsTwoFactor = member.role === "admin" || requireTwoFactorForAll
  if (needsTwoFactor && !member.twoFactorEnabled && !config.beforeTwoFactor) {
    return { status: 403, code: GUARD_CODES.twoFactorRequired, error: "Set up two-factor sign-in first." } as const
  }
}

// Every workspace call (server/http/guarded-scope.ts, with the clients' guard): a state change from another origin
// → 403; no valid session → 401; a session older than 12 hours is ended → 401; an inspector → 403 (their app has
// its own API); an administrator (or, with STAFF_REQUIRE_2FA, anyone) without two-factor sign-in may only set it
// up → 403; a staff member calling an administrator's action → 403.
export function staffGuard(options: GuardOptions): Guard<StaffMember> {
  return {
    siteUrl: options.siteUrl,
    sessionOf: workspaceSession(options),
    refusalOf: (staff, config) => {
      if (staff.role === "inspector") {
        return { status: 403, code: GUARD_CODES.wrongRole, error: "Inspectors use their app at /inspect/." }
      }
      const twoFactor = twoFactorRefusal(staff, options.requireTwoFactorForAll, config)
      if (twoFactor) return twoFactor
      if (config.role === "admin" && staff.role !== "admin") {
        return { status: 403, code: GUARD_CODES.adminOnly, error: "This is for administrators." }
      }
    },
  }
}
