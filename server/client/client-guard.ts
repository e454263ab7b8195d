import type { FastifyRequest } from "fastify"
import type { Kysely } from "kysely"
import { GUARD_CODES } from "../../src/lib/api-error"
import type { Clock } from "../clock"
import { sessionOn, type Guard } from "../http/guarded-scope"
import type { Database } from "../storage/schema"
import type { ClientAuth } from "./auth"
import { clientMemberOf, type ClientMember } from "./client-member"

declare module "fastify" {
  interface FastifyRequest {
    // Set by the guard (guardScope) on every route of the client API's guarded scope: read it with memberOf.
    clientMember: ClientMember | null
  }
  interface FastifyContextConfig {
    // The company's administrators only (the plugin's "owner").
    clientRole?: "owner"
  }
}

export type ClientGuardOptions = {
  db: Kysely<Database>
  clock: Clock
  siteUrl: string
  authFor: (request: FastifyRequest) => ClientAuth
}

// The signed-in member of a route in the client API's guarded scope.
export const memberOf = (request: FastifyRequest): ClientMember => sessionOn(request, "clientMember")

// Every client API call outside the sign-in endpoints, as the workspace's guard (server/http/guarded-scope.ts): a
// change from another origin → 403; no client session → 401; no company → 403; a company that requires two-factor
// sign-in and an account without it → 403 but for the routes marked beforeTwoFactor; a member on an
// administrator's route → 403.
export function clientGuard({ db, clock, siteUrl, authFor }: ClientGuardOptions): Guard<ClientMember> {
  return {
    siteUrl,
    sessionOf: async (request) => {
      const member = await clientMemberOf(authFor(request), db, request, clock())
      if (member === "signed out") {
        return { status: 401, code: GUARD_CODES.signedOut, error: "Sign in to see your register." }
      }
      if (member === "no company") {
        return { status: 403, code: GUARD_CODES.noCompany, error: "Your account belongs to no company." }
      }
      return member
    },
    refusalOf: (member, config) => {
      if (member.twoFactorMissing && !config.beforeTwoFactor) {
        return {
          status: 403,
          code: GUARD_CODES.twoFactorRequired,
          error: "Your company requires two-factor sign-in: set it up first.",
        }
      }
      if (config.clientRole === "owner" && member.role !== "owner") {
        return { status: 403, code: GUARD_CODES.adminOnly, error: "This is for your company's administrators." }
      }
    },
  }
}
