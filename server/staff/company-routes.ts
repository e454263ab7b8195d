import type { FastifyInstance, FastifyRequest } from "fastify"
import type { Kysely } from "kysely"
import type { Clock } from "../clock"
import type { Database } from "../storage/schema"
import { errorReply, okReply, zodRoutes } from "../http/zod-routes"
import { createCompany, inviteAdministrator, listCompanies } from "../client/companies"
import type { ClientAuths } from "../client/plugin"
import { audit } from "./audit"
import { companyInviteBody, companyList, companyParams, createdCompany, newCompanyBody } from "./company-schemas"

export type CompanyRouteOptions = { db: Kysely<Database>; clock: Clock; clients: ClientAuths }

const admin = { config: { role: "admin" as const } }
const actorOf = (request: FastifyRequest) => ({ id: request.staff!.id, name: request.staff!.name })

// Client companies, behind the workspace's guard: any staff member lists them, an administrator creates one and
// invites its administrators. The audit log names the company, never the invitee's address.
export async function companyRoutes(scope: FastifyInstance, { db, clock, clients }: CompanyRouteOptions) {
  const app = zodRoutes(scope)
  const mailing = { db, mailer: clients.mailer }

  app.get("/api/staff/client-companies", { schema: { response: { 200: companyList } } }, async () => listCompanies(db))

  app.post(
    "/api/staff/client-companies",
    { ...admin, schema: { body: newCompanyBody, response: { 200: createdCompany, "4xx": errorReply } } },
    async (request) => {
      const { administrator, ...company } = request.body
      const id = await createCompany(clients.server, db, company, clock())
      await audit(db, actorOf(request), "client company created", clock(), { detail: `${id}: ${company.name}` })
      await inviteAdministrator(clients.server, mailing, id, administrator, clock())
      await audit(db, actorOf(request), "client administrator invited", clock(), { detail: id })
      return { id }
    },
  )

  app.post(
    "/api/staff/client-companies/:id/invitations",
    {
      ...admin,
      schema: { params: companyParams, body: companyInviteBody, response: { 200: okReply, "4xx": errorReply } },
    },
    async (request, reply) => {
      const { id } = request.params
      const outcome = await inviteAdministrator(clients.server, mailing, id, request.body, clock())
      if (outcome === "no such company") return reply.code(404).send({ error: "There is no such company." })
      await audit(db, actorOf(request), "client administrator invited", clock(), { detail: id })
      return { ok: true as const }
    },
  )
}
