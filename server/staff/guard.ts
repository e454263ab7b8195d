import type { FastifyReply, FastifyRequest } from "fastify"
import { fromNodeHeaders } from "better-auth/node"
import type { StaffRole } from "../storage/schema"
import { outlivedSessionCap, type StaffContext } from "./auth"
import { isOwnOrigin, isStateChanging } from "./origin"

export type StaffMember = { id: string; name: string; email: string; role: StaffRole; twoFactorEnabled: boolean }

declare module "fastify" {
  interface FastifyRequest {
    staff?: StaffMember
  }
  interface FastifyContextConfig {
    // Administrators only.
    role?: "admin"
    // Reachable before two-factor sign-in is set up (to set it up).
    beforeTwoFactor?: boolean
  }
}

export type GuardOptions = StaffContext & { requireTwoFactorForAll: boolean }

// Every workspace call: a state change from another origin → 403; no valid session → 401; a session older than
// 12 hours is ended; an administrator (or, with STAFF_REQUIRE_2FA, anyone) without two-factor sign-in may only
// set it up → 403; a staff member calling an administrator's action → 403.
export function staffGuard(options: GuardOptions) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (isStateChanging(request.method) && !isOwnOrigin(request, options.siteUrl)) {
      return reply.code(403).send({ error: "Requests are accepted from this site only." })
    }
    const { headers, response: found } = await options
      .authFor(request)
      .api.getSession({ headers: fromNodeHeaders(request.headers), returnHeaders: true })
    // A session moved forward (idle timeout) comes with a fresh cookie.
    const cookies = headers.getSetCookie()
    if (cookies.length) reply.header("set-cookie", cookies)
    if (!found) return reply.code(401).send({ error: "Sign in first." })
    const { session, user } = found
    // The idle timeout was Better Auth's, on its own clock; the cap is ours, on the clock that stamped createdAt
    // (auth.ts).
    if (outlivedSessionCap(session.createdAt, options.clock())) {
      await options.db.deleteFrom("session").where("id", "=", session.id).execute()
      return reply.code(401).send({ error: "Your session has ended; sign in again." })
    }
    const role: StaffRole = user.role === "admin" ? "admin" : "staff"
    const twoFactorEnabled = Boolean(user.twoFactorEnabled)
    request.staff = { id: user.id, name: user.name, email: user.email, role, twoFactorEnabled }
    const config = request.routeOptions.config
    const needsTwoFactor = role === "admin" || options.requireTwoFactorForAll
    if (needsTwoFactor && !twoFactorEnabled && !config.beforeTwoFactor) {
      return reply.code(403).send({ error: "Set up two-factor sign-in first.", twoFactorRequired: true })
    }
    if (config.role === "admin" && role !== "admin") {
      return reply.code(403).send({ error: "This is for administrators." })
    }
  }
}
