import type { FastifyInstance, FastifyRequest } from "fastify"
import type { Kysely } from "kysely"
import { GUARD_CODES } from "../../src/lib/api-error"
import { CLIENT_PENDING_INVITATIONS_PATH } from "../../src/lib/client-paths"
import { pendingInvitationsReply } from "../../src/lib/invitation-replies"
import type { Clock } from "../clock"
import { errorReply, zodRoutes } from "../http/zod-routes"
import type { Database } from "../storage/schema"
import type { ClientAuth } from "./auth"
import { clientSessionOf } from "./client-member"
import { invitationLapsed } from "./invitation-age"

type Options = { db: Kysely<Database>; clock: Clock; authFor: (request: FastifyRequest) => ClientAuth }

// The invitations waiting for the signed-in account's own address (issue 64): an account that belongs to no
// company yet (set its password on a phone, signs in later on a desktop) is offered them by name, company and
// inviter, and accepts one with the library's accept-invitation, which holds it to the same address. Outside the
// register's guard, which refuses an account of no company; a GET that changes nothing, so no Origin check.
export async function pendingInvitationsRoutes(scope: FastifyInstance, { db, clock, authFor }: Options) {
  const app = zodRoutes(scope)
  app.get(
    CLIENT_PENDING_INVITATIONS_PATH,
    { schema: { response: { 200: pendingInvitationsReply, "4xx": errorReply } } },
    async (request, reply) => {
      reply.header("Cache-Control", "no-store")
      const now = clock()
      const found = await clientSessionOf(authFor(request), db, request, now)
      if (!found || found === "ended")
        return reply.code(401).send({ error: "Sign in first.", code: GUARD_CODES.signedOut })
      const rows = await db
        .selectFrom("client_invitation")
        .innerJoin("client_company", "client_company.id", "client_invitation.organizationId")
        .leftJoin("client_user", "client_user.id", "client_invitation.inviterId")
        .select([
          "client_invitation.id",
          "client_invitation.expiresAt",
          "client_invitation.createdAt",
          "client_invitation.inviterId",
          "client_company.name as companyName",
          "client_company.nameAr as companyNameAr",
          "client_user.name as inviter",
        ])
        .where("client_invitation.email", "=", found.user.email.toLowerCase())
        .where("client_invitation.status", "=", "pending")
        .orderBy("client_invitation.createdAt", "desc")
        .execute()
      const open = rows.filter(
        (row) => !invitationLapsed(row.createdAt, now) && new Date(row.expiresAt).getTime() > now.getTime(),
      )
      return {
        invitations: open.map((row) => ({
          id: row.id,
          company: { name: row.companyName, nameAr: row.companyNameAr },
          // Staff invite a company's first administrator with the invitee's own account standing in
          // (companies.ts): then the company that examines, not a person, invited them ("").
          inviter: row.inviterId === found.user.id ? "" : (row.inviter ?? ""),
          expiresAt: new Date(row.expiresAt).toISOString(),
        })),
      }
    },
  )
}
