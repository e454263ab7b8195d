import type { FastifyReply, FastifyRequest } from "fastify"
import type { Kysely } from "kysely"
import type { Clock } from "../clock"
import { isOwnOrigin, isStateChanging } from "../staff/origin"
import type { Database } from "../storage/schema"
import type { ClientAuth } from "./auth"
import { clientMemberOf, type ClientMember } from "./client-member"

declare module "fastify" {
  interface FastifyRequest {
    clientMember?: ClientMember
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

// Every client API call outside the sign-in endpoints, as the workspace's guard (server/staff/guard.ts): a change
// from another origin → 403; no client session → 401; no company → 403; a company that requires two-factor sign-in
// and an account without it → 403 but for the routes marked beforeTwoFactor; a member on an administrator's route
// → 403. Nothing it answers is cached.
export function clientGuard({ db, clock, siteUrl, authFor }: ClientGuardOptions) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header("Cache-Control", "no-store")
    if (isStateChanging(request.method) && !isOwnOrigin(request, siteUrl)) {
      return reply.code(403).send({ error: "Requests are accepted from this site only." })
    }
    const member = await clientMemberOf(authFor(request), db, request, clock())
    if (member === "signed out") return reply.code(401).send({ error: "Sign in to see your register." })
    if (member === "no company") return reply.code(403).send({ error: "Your account belongs to no company." })
    request.clientMember = member
    const config = request.routeOptions.config
    if (member.twoFactorMissing && !config.beforeTwoFactor) {
      return reply
        .code(403)
        .send({ error: "Your company requires two-factor sign-in: set it up first.", code: "TWO_FACTOR_REQUIRED" })
    }
    if (config.clientRole === "owner" && member.role !== "owner") {
      return reply.code(403).send({ error: "This is for your company's administrators." })
    }
  }
}
