import type { FastifyRequest } from "fastify"
import { fromNodeHeaders } from "better-auth/node"
import type { Kysely } from "kysely"
import { outlivedSessionCap } from "../staff/auth"
import type { Database } from "../storage/schema"
import type { ClientAuth } from "./auth"
import { CLIENT_ROLES, type ClientRole } from "./settings"

// Who calls the client API: a signed-in client account and the one company it acts for, as the database says now.
// twoFactorMissing: the company requires two-factor sign-in and this account has not set it up; it may then only
// say who it is (GET /api/client/me) and set it up.
export type ClientMember = { userId: string; companyId: string; role: ClientRole; twoFactorMissing: boolean }

// The session of the request's cookie, or null. A session older than 12 hours (by the clock that stamped its start,
// auth.ts) is ended here and answers "ended". Not refreshed: the session call moves the idle timeout on, and its reply
// carries the fresh cookie.
export async function clientSessionOf(auth: ClientAuth, db: Kysely<Database>, request: FastifyRequest, now: Date) {
  const found = await auth.api.getSession({
    headers: fromNodeHeaders(request.headers),
    query: { disableRefresh: true },
  })
  if (!found) return null
  if (outlivedSessionCap(found.session.createdAt, now)) {
    await db.deleteFrom("client_session").where("id", "=", found.session.id).execute()
    return "ended" as const
  }
  return found
}

// The company is never taken from the request: it is the session's active company if the account is still a
// member of it (a removed member's sessions are ended too, sessions.ts), else the account's first membership.
export async function clientMemberOf(
  auth: ClientAuth,
  db: Kysely<Database>,
  request: FastifyRequest,
  now: Date,
): Promise<ClientMember | "signed out" | "no company"> {
  const found = await clientSessionOf(auth, db, request, now)
  if (!found || found === "ended") return "signed out"
  const active = (found.session as { activeOrganizationId?: string | null }).activeOrganizationId ?? null
  const membership = await db
    .selectFrom("client_member")
    .innerJoin("client_company", "client_company.id", "client_member.organizationId")
    .select(["client_member.organizationId", "client_member.role", "client_company.twoFactorRequired"])
    .where("client_member.userId", "=", found.user.id)
    .$if(active !== null, (query) => query.where("client_member.organizationId", "=", active!))
    .orderBy("client_member.createdAt")
    .orderBy("client_member.id")
    .executeTakeFirst()
  if (!membership) return "no company"
  const role = CLIENT_ROLES.find((known) => known === membership.role) ?? "member"
  const twoFactorOn = Boolean((found.user as { twoFactorEnabled?: boolean | null }).twoFactorEnabled)
  const twoFactorMissing = Number(membership.twoFactorRequired) === 1 && !twoFactorOn
  return { userId: found.user.id, companyId: membership.organizationId, role, twoFactorMissing }
}
