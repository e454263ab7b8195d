import type { FastifyInstance } from "fastify"
import type { Kysely } from "kysely"
import type { Clock } from "../clock"
import type { Database } from "../storage/schema"
import { errorReply, okReply, zodRoutes } from "../http/zod-routes"
import { createCompany, inviteAdministrator, listCompanies } from "../client/companies"
import type { ClientAuths } from "../client/plugin"
import { audit } from "./audit"
import { companyLookup } from "../certificates/certificate-company"
import { linkCertificates, linkPreview } from "../certificates/company-link"
import { fieldErrors, fieldErrorsOf } from "../certificates/route-schemas"
import { actorOf } from "./guard"
import {
  changedReply,
  companyInviteBody,
  companyList,
  companyParams,
  createdCompany,
  linkBody,
  linkedReply,
  linkFilterBody,
  linkPreviewReply,
  newCompanyBody,
} from "./company-schemas"
import { COMPANIES_API, companyApi } from "../../src/lib/staff-paths"

export type CompanyRouteOptions = { db: Kysely<Database>; clock: Clock; clients: ClientAuths }

const admin = { config: { role: "admin" as const } }

// Client companies, behind the workspace's guard (session, role, Origin): any staff member lists them, an
// administrator creates one, invites its administrators and links certificates to it. The audit log names the
// company, never the invitee's address.
export async function companyRoutes(scope: FastifyInstance, { db, clock, clients }: CompanyRouteOptions) {
  const app = zodRoutes(scope)
  const mailing = { db, mailer: clients.mailer }

  app.get(COMPANIES_API, { schema: { response: { 200: companyList } } }, async () => listCompanies(db))

  // Bodies of forms are read in the handler rather than by the route's schema, so the page is told which field is
  // wrong (as the certificate form is).
  app.post(
    COMPANIES_API,
    { ...admin, schema: { response: { 200: createdCompany, 400: fieldErrors, "4xx": errorReply } } },
    async (request, reply) => {
      const parsed = newCompanyBody.safeParse(request.body)
      if (!parsed.success) return reply.code(400).send({ errors: fieldErrorsOf(parsed.error) })
      const { administrator, ...company } = parsed.data
      const id = await createCompany(clients.server, db, company, clock())
      await audit(db, actorOf(request), "client company created", clock(), { detail: `${id}: ${company.name}` })
      await inviteAdministrator(clients.server, mailing, id, administrator, clock())
      await audit(db, actorOf(request), "client administrator invited", clock(), { detail: id })
      return { id }
    },
  )
  const noSuchCompany = { error: "There is no such company." }
  const known = async (id: string) => Boolean((await companyLookup(db))(id, false))

  // Which certificates a bulk link would take: their count and the first of them.
  app.post(
    companyApi("link-preview").pattern,
    {
      ...admin,
      schema: { params: companyParams, body: linkFilterBody, response: { 200: linkPreviewReply, "4xx": errorReply } },
    },
    async (request, reply) => {
      if (!(await known(request.params.id))) return reply.code(404).send(noSuchCompany)
      return linkPreview(db, request.params.id, request.body.client)
    },
  )

  // Links them, if they are still the ones previewed (409 with the new count otherwise).
  app.post(
    companyApi("link").pattern,
    {
      ...admin,
      schema: {
        params: companyParams,
        body: linkBody,
        response: { 200: linkedReply, 409: changedReply, "4xx": errorReply },
      },
    },
    async (request, reply) => {
      const { id } = request.params
      if (!(await known(id))) return reply.code(404).send(noSuchCompany)
      const link = { companyId: id, filter: request.body.client, expected: request.body.expected }
      const outcome = await linkCertificates(db, actorOf(request), link, clock())
      if ("linked" in outcome) return outcome
      const { count } = await linkPreview(db, id, request.body.client)
      return reply
        .code(409)
        .send({ error: "The matching certificates changed since the preview: preview again.", count })
    },
  )

  app.post(
    companyApi("invitations").pattern,
    {
      ...admin,
      schema: { params: companyParams, response: { 200: okReply, 400: fieldErrors, "4xx": errorReply } },
    },
    async (request, reply) => {
      const { id } = request.params
      const parsed = companyInviteBody.safeParse(request.body)
      if (!parsed.success) return reply.code(400).send({ errors: fieldErrorsOf(parsed.error) })
      const outcome = await inviteAdministrator(clients.server, mailing, id, parsed.data, clock())
      if (outcome === "no such company") return reply.code(404).send({ error: "There is no such company." })
      await audit(db, actorOf(request), "client administrator invited", clock(), { detail: id })
      return { ok: true as const }
    },
  )
}
