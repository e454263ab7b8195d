import type { FastifyInstance, FastifyRequest } from "fastify"
import { fromNodeHeaders } from "better-auth/node"
import { sql, type Kysely, type SqlBool } from "kysely"
import type { Clock } from "../clock"
import type { Database } from "../storage/schema"
import { audit } from "./audit"
import type { StaffAuth } from "./auth"
import { erasePerson, exportPerson } from "./person-data"
import { eraseBody, inviteBody, personBody, roleBody, userParams } from "./schemas"

export type AdminRouteOptions = {
  db: Kysely<Database>
  authFor: (request: FastifyRequest) => StaffAuth
  siteUrl: string
  outboxDir: string
  clock: Clock
}

const admin = { config: { role: "admin" as const } }
const actorOf = (request: FastifyRequest) => ({ id: request.staff!.id, name: request.staff!.name })

// Accounts (through Better Auth's admin plugin, which checks the role again) and a person's data.
export async function adminRoutes(app: FastifyInstance, { db, authFor, siteUrl, outboxDir, clock }: AdminRouteOptions) {
  const headersOf = (request: FastifyRequest) => fromNodeHeaders(request.headers)

  app.get("/api/staff/admin/users", admin, async () =>
    db
      .selectFrom("user")
      .select(["id", "name", "email", "role", "createdAt"])
      .select(sql<SqlBool>`banned is true`.as("disabled"))
      .select(sql<SqlBool>`"twoFactorEnabled" is true`.as("twoFactorEnabled"))
      .orderBy("name")
      .execute(),
  )

  // An invitation: the account without a password, and a one-time link (24 hours) to set one, by e-mail.
  app.post("/api/staff/admin/invite", { ...admin, schema: { body: inviteBody } }, async (request, reply) => {
    const { email, name, role } = request.body as { email: string; name: string; role: "admin" | "staff" }
    const auth = authFor(request)
    try {
      await auth.api.createUser({ headers: headersOf(request), body: { email, name, role } })
    } catch (error) {
      return reply.code(400).send({ error: (error as Error).message })
    }
    await auth.api.requestPasswordReset({ body: { email, redirectTo: `${siteUrl}/staff/set-password/` } })
    await audit(db, actorOf(request), "invited", clock(), { detail: `${name} (${role})` })
    return { ok: true }
  })

  app.post(
    "/api/staff/admin/users/:id/disable",
    { ...admin, schema: { params: userParams } },
    async (request, reply) => {
      const { id } = request.params as { id: string }
      if (id === request.staff!.id) return reply.code(400).send({ error: "You cannot disable your own account." })
      // Banning ends every session of the account at once.
      await authFor(request).api.banUser({ headers: headersOf(request), body: { userId: id, banReason: "disabled" } })
      await audit(db, actorOf(request), "account disabled", clock(), { detail: id })
      return { ok: true }
    },
  )

  app.post(
    "/api/staff/admin/users/:id/role",
    { ...admin, schema: { params: userParams, body: roleBody } },
    async (request) => {
      const { id } = request.params as { id: string }
      const { role } = request.body as { role: "admin" | "staff" }
      await authFor(request).api.setRole({ headers: headersOf(request), body: { userId: id, role } })
      await audit(db, actorOf(request), "role changed", clock(), { detail: `${id}: ${role}` })
      return { ok: true }
    },
  )

  // A POST: the address is in no URL, so in no proxy's access log or browser history.
  app.post("/api/staff/admin/person/export", { ...admin, schema: { body: personBody } }, async (request, reply) => {
    const { email } = request.body as { email: string }
    const data = await exportPerson(db, actorOf(request), email, clock())
    return reply
      .header("Content-Disposition", `attachment; filename="personal-data.json"`)
      .header("Cache-Control", "no-store")
      .send({ email, ...data })
  })

  app.post("/api/staff/admin/person/erase", { ...admin, schema: { body: eraseBody } }, async (request) => {
    const { email } = request.body as { email: string }
    const erased = await erasePerson(db, actorOf(request), email, clock(), { outboxDir })
    return { erased }
  })
}
