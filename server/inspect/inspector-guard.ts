import type { FastifyRequest } from "fastify"
import { GUARD_CODES } from "../../src/lib/api-error"
import { sessionOn, type Guard } from "../http/guarded-scope"
import { twoFactorRefusal, workspaceSession, type GuardOptions, type StaffMember } from "../staff/guard"

declare module "fastify" {
  interface FastifyRequest {
    // Set by the inspectors' guard (guardScope) on every route of /api/inspect/: read it with inspectorOf.
    inspector: StaffMember | null
  }
}

// The signed-in inspector of a route in the inspectors' guarded scope.
export const inspectorOf = (request: FastifyRequest): StaffMember => sessionOn(request, "inspector")

// Every call of the inspectors' API (/api/inspect/), as the workspace's guard: the same sign-in (a workspace
// session, its idle timeout and 12-hour cap), a change from another origin → 403, no session → 401, then an
// account that is not an inspector (staff, administrators) → 403, and two-factor sign-in as the workspace asks it.
export function inspectorGuard(options: GuardOptions): Guard<StaffMember> {
  return {
    siteUrl: options.siteUrl,
    sessionOf: workspaceSession(options),
    refusalOf: (member, config) => {
      if (member.role !== "inspector") {
        return { status: 403, code: GUARD_CODES.wrongRole, error: "This is for inspectors." }
      }
      return twoFactorRefusal(member, options.requireTwoFactorForAll, config)
    },
  }
}
