import type { FastifyInstance, FastifyRequest } from "fastify"
import { fromNodeHeaders } from "better-auth/node"
import { sql, type SqlBool } from "kysely"
import { audit } from "./audit"
import type { StaffContext } from "./auth"
import { errorReply, okReply, zodRoutes } from "../http/zod-routes"
import { ErasureRefused } from "./client-account-data"
import { EXPORT_COLUMNS, erasePerson, exportPerson } from "./person-data"
import { accounts, erased, eraseBody, inviteBody, personBody, personExport, roleBody, userParams } from "./schemas"
import { actorOf, staffOf } from "./guard"
import {
  STAFF_ACCOUNTS_API,
  STAFF_INVITE_API,
  STAFF_SET_PASSWORD,
  accountActionApi,
  PERSON_EXPORT_API,
  PERSON_ERASE_API,
} from "../../src/lib/staff-paths"

export type AdminRouteOptions = StaffContext & { outboxDir: string }

const admin = { config: { role: "admin" as const } }

// Accounts (through Better Auth's admin plugin, which checks the role again) and a person's data.
export async function adminRoutes(
  scope: FastifyInstance,
  { db, authFor, siteUrl, outboxDir, clock }: AdminRouteOptions,
) {
  const app = zodRoutes(scope)
  const headersOf = (request: FastifyRequest) => fromNodeHeaders(request.headers)

  app.get(STAFF_ACCOUNTS_API, { ...admin, schema: { response: { 200: accounts } } }, async () =>
    db
      .selectFrom("user")
      .select(["id", "name", "email", "role", "createdAt"])
      .select(sql<SqlBool>`banned is true`.as("disabled"))
      .select(sql<SqlBool>`"twoFactorEnabled" is true`.as("twoFactorEnabled"))
      .orderBy("name")
      .execute(),
  )

  // An invitation: the account without a password, and a one-time link (24 hours) to set one, by e-mail.
  const changed = { 200: okReply, "4xx": errorReply }
  app.post(STAFF_INVITE_API, { ...admin, schema: { body: inviteBody, response: changed } }, async (request, reply) => {
    const { email, name, role } = request.body
    const auth = authFor(request)
    try {
      await auth.api.createUser({ headers: headersOf(request), body: { email, name, role } })
    } catch (error) {
      return reply.code(400).send({ error: (error as Error).message })
    }
    await auth.api.requestPasswordReset({ body: { email, redirectTo: `${siteUrl}${STAFF_SET_PASSWORD}` } })
    await audit(db, actorOf(request), "invited", clock(), { detail: `${name} (${role})` })
    return { ok: true as const }
  })

  app.post(
    accountActionApi("disable").pattern,
    { ...admin, schema: { params: userParams, response: changed } },
    async (request, reply) => {
      const { id } = request.params
      if (id === staffOf(request).id) return reply.code(400).send({ error: "You cannot disable your own account." })
      // Banning ends every session of the account at once.
      await authFor(request).api.banUser({ headers: headersOf(request), body: { userId: id, banReason: "disabled" } })
      await audit(db, actorOf(request), "account disabled", clock(), { detail: id })
      return { ok: true as const }
    },
  )

  app.post(
    accountActionApi("role").pattern,
    { ...admin, schema: { params: userParams, body: roleBody, response: changed } },
    async (request) => {
      const { id } = request.params
      const { role } = request.body
      await authFor(request).api.setRole({ headers: headersOf(request), body: { userId: id, role } })
      await audit(db, actorOf(request), "role changed", clock(), { detail: `${id}: ${role}` })
      return { ok: true as const }
    },
  )

  // A POST: the address is in no URL, so in no proxy's access log or browser history.
  const exported = { body: personBody, response: { 200: personExport(EXPORT_COLUMNS) } }
  app.post(PERSON_EXPORT_API, { ...admin, schema: exported }, async (request, reply) => {
    const { email } = request.body
    const data = await exportPerson(db, actorOf(request), email, clock())
    return reply
      .header("Content-Disposition", `attachment; filename="personal-data.json"`)
      .header("Cache-Control", "no-store")
      .send({ email, ...data })
  })

  const erasing = { body: eraseBody, response: { 200: erased, 409: errorReply } }
  app.post(PERSON_ERASE_API, { ...admin, schema: erasing }, async (request, reply) => {
    const { email } = request.body
    try {
      const { references, clientAccounts } = await erasePerson(db, actorOf(request), email, clock(), { outboxDir })
      return { erased: references, clientAccounts }
    } catch (error) {
      // The person is a company's only client administrator: nothing was erased.
      if (error instanceof ErasureRefused) return reply.code(409).send({ error: error.message })
      throw error
    }
  })
}
