import type { FastifyInstance } from "fastify"
import type { Kysely } from "kysely"
import type { Clock } from "../clock"
import type { Certificate, Database } from "../storage/schema"
import { importCertificatesCsv } from "./import-csv"
import { labelSvg, labelsPage, signedVerifyLink } from "./label"
import type { LabelSigner } from "./label-signing"
import { certificateInput } from "./record-schema"
import { companyLookup, unknownCompany } from "./certificate-company"
import { addCertificates, changeStatus, findCertificate, listCertificates, renewCode } from "./store"
import { errorReply, zodRoutes } from "../http/zod-routes"
import { actorOf } from "../staff/guard"
import {
  certificateChange,
  certificatesQuery,
  fieldErrors,
  fieldErrorsOf,
  labelsQuery,
  numberParams,
  rowErrors,
} from "./route-schemas"
import {
  certificatePage,
  importedCertificates,
  issuedCertificate as issuedReply,
  staffCertificate as certificate,
} from "../../src/lib/certificate-replies"
import { cairoToday } from "../../src/lib/cairo-time"
import { registerStatus } from "../../src/lib/register-status"
import {
  CERTIFICATES_API,
  CERTIFICATES_IMPORT_API,
  CERTIFICATE_LABELS_API,
  certificateApi,
} from "../../src/lib/staff-paths"

export type CertificateStaffOptions = { db: Kysely<Database>; siteUrl: string; clock: Clock; signer: LabelSigner }

// The certificate register in the workspace, behind the staff guard (session, role, Origin) of server/staff/.
export async function certificateStaffRoutes(
  scope: FastifyInstance,
  { db, siteUrl, clock, signer }: CertificateStaffOptions,
) {
  const app = zodRoutes(scope)
  const label = (found: Certificate) => labelSvg(signedVerifyLink(siteUrl, signer, found), found.number)
  app.addContentTypeParser("text/csv", { parseAs: "string", bodyLimit: 5 * 1024 * 1024 }, (_request, body, done) =>
    done(null, body),
  )

  const listing = { querystring: certificatesQuery, response: { 200: certificatePage } }
  app.get(CERTIFICATES_API, { schema: listing }, async (request) => {
    const page = await listCertificates(db, request.query)
    const today = cairoToday(clock())
    return {
      ...page,
      items: page.items.map((row) => ({
        ...row,
        register_status: registerStatus({ ...row, validUntil: row.valid_until }, today),
      })),
    }
  })

  const created = { response: { 201: issuedReply, 400: fieldErrors, 409: fieldErrors } }
  app.post(CERTIFICATES_API, { schema: created }, async (request, reply) => {
    const parsed = certificateInput.safeParse(request.body)
    if (!parsed.success) return reply.code(400).send({ errors: fieldErrorsOf(parsed.error) })
    const { company } = parsed.data
    if (company && !(await companyLookup(db))(company, false)) {
      return reply.code(400).send({ errors: { company: unknownCompany(false) } })
    }
    if (await findCertificate(db, parsed.data.number)) {
      return reply.code(409).send({ errors: { number: `${parsed.data.number} is already in the register` } })
    }
    const [issued] = await addCertificates(db, actorOf(request), [parsed.data], clock())
    return reply.code(201).send(issued)
  })

  const imported = { response: { 201: importedCertificates, 400: rowErrors, 415: errorReply } }
  app.post(CERTIFICATES_IMPORT_API, { schema: imported }, async (request, reply) => {
    if (typeof request.body !== "string") return reply.code(415).send({ error: "Send the file as text/csv." })
    const result = await importCertificatesCsv(db, actorOf(request), request.body, clock())
    return result.ok ? reply.code(201).send({ issued: result.issued }) : reply.code(400).send({ errors: result.errors })
  })

  app.post(
    certificateApi("status").pattern,
    { schema: { params: numberParams, body: certificateChange, response: { 200: certificate, 404: errorReply } } },
    async (request, reply) => {
      const changed = await changeStatus(db, actorOf(request), request.params.number, request.body, clock())
      return changed ? changed : reply.code(404).send({ error: "No such certificate." })
    },
  )

  app.post(
    certificateApi("code").pattern,
    { schema: { params: numberParams, response: { 200: issuedReply, 404: errorReply } } },
    async (request, reply) => {
      const issued = await renewCode(db, actorOf(request), request.params.number, clock())
      return issued ?? reply.code(404).send({ error: "No such certificate." })
    },
  )

  app.get(certificateApi("label.svg").pattern, { schema: { params: numberParams } }, async (request, reply) => {
    const found = await findCertificate(db, request.params.number)
    if (!found) return reply.code(404).send({ error: "No such certificate." })
    return reply.type("image/svg+xml").send(await label(found))
  })

  // A print-ready page of labels: /api/staff/certificates/labels?n=LE-2026-00421&n=…
  app.get(CERTIFICATE_LABELS_API, { schema: { querystring: labelsQuery } }, async (request, reply) => {
    const labels = []
    for (const number of request.query.n) {
      const found = await findCertificate(db, number)
      if (found) labels.push({ number: found.number, svg: await label(found) })
    }
    return reply.type("text/html; charset=utf-8").send(labelsPage(labels))
  })
}
