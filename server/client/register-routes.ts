import type { FastifyInstance } from "fastify"
import { cairoToday } from "../../src/lib/cairo-time"
import { CLIENT_ME_PATH, REGISTER_CSV_PATH, REGISTER_HISTORY_PATH, REGISTER_PATH } from "../../src/lib/client-paths"
import { historyReply, meReply, registerPageReply } from "../../src/lib/register-replies"
import type { RegisterStatus } from "../../src/lib/register-status"
import { reportsOf } from "../attachments/report-store"
import { csvText } from "../csv/csv-text"
import { errorReply, zodRoutes } from "../http/zod-routes"
import type { Certificate } from "../storage/schema"
import type { Content } from "../content"
import { bookedItems } from "./booked-items"
import { memberOf, type ClientGuardOptions } from "./client-guard"
import {
  itemHistory,
  registerCsvRows,
  registerKinds,
  registerPage,
  registerSites,
  registerSummary,
} from "./register-query"
import { cursorText, historyQuery, registerCsvQuery, registerQuery } from "./register-schemas"

export type RegisterRouteOptions = ClientGuardOptions & { content: Content }

const CERTIFICATE_COLUMNS = [
  "number",
  "kind",
  "item",
  "serial",
  "rating",
  "site",
  "inspected_on",
  "valid_until",
] as const

// A register row as the queries read it: the certificate's columns the CSV lists, and its status in words.
type Row = Pick<Certificate, (typeof CERTIFICATE_COLUMNS)[number]> & { register_status: RegisterStatus }
const certificateOf = (
  row: Row & Pick<Certificate, "status_at" | "status_reason" | "superseded_by" | "superseded_on">,
) => ({
  number: row.number,
  kind: row.kind,
  item: row.item,
  serial: row.serial,
  rating: row.rating,
  site: row.site,
  inspectedOn: row.inspected_on,
  validUntil: row.valid_until,
  status: row.register_status,
  statusAt: row.status_at,
  statusReason: row.status_reason,
  amendedBy: row.superseded_by ? { number: row.superseded_by, on: row.superseded_on ?? "" } : null,
})

// The register of the signed-in member's company (issue 50): read-only, so no Origin check; nothing cached.
export async function registerRoutes(scope: FastifyInstance, { db, clock, content }: RegisterRouteOptions) {
  const app = zodRoutes(scope)

  // Behind the client API's guard (plugin.ts): a member's session, whose company is the only one queries name.
  const today = () => cairoToday(clock())

  // Who is signed in and for which company: the register's heading, and whether the page shows sign-in.
  // Answered before two-factor sign-in is set up: the page learns from it that it must be.
  const me = { config: { beforeTwoFactor: true }, schema: { response: { 200: meReply, "4xx": errorReply } } }
  app.get(CLIENT_ME_PATH, me, async (request) => {
    const { userId, companyId, role, twoFactorMissing } = memberOf(request)
    const [user, company] = await Promise.all([
      db.selectFrom("client_user").select(["name", "email"]).where("id", "=", userId).executeTakeFirstOrThrow(),
      db.selectFrom("client_company").select(["name", "nameAr"]).where("id", "=", companyId).executeTakeFirstOrThrow(),
    ])
    return { ...user, role, company, twoFactorMissing }
  })

  app.get(
    REGISTER_PATH,
    { schema: { querystring: registerQuery, response: { 200: registerPageReply, "4xx": errorReply } } },
    async (request) => {
      const { after, ...filter } = request.query
      const { companyId } = memberOf(request)
      const [page, sites, kinds, summary] = await Promise.all([
        registerPage(db, companyId, filter, today(), after),
        registerSites(db, companyId),
        registerKinds(db, companyId),
        registerSummary(db, companyId, today()),
      ])
      const ids = page.items.map((row) => row.id)
      const [reports, booked] = await Promise.all([reportsOf(db, ids), bookedItems(db, ids)])
      return {
        items: page.items.map((row) => ({
          ...certificateOf(row),
          examinations: row.examinations,
          hasReport: reports.has(row.id),
          code: row.code,
          booked: booked.get(row.id) ?? null,
          danger: row.danger,
        })),
        total: page.total,
        next: page.next ? cursorText(page.next) : null,
        sites,
        kinds,
        summary,
      }
    },
  )

  app.get(
    REGISTER_HISTORY_PATH,
    { schema: { querystring: historyQuery, response: { 200: historyReply, "4xx": errorReply } } },
    async (request, reply) => {
      const history = await itemHistory(db, memberOf(request).companyId, request.query.number, today())
      // Another company's number answers as one that does not exist.
      if (!history) return reply.code(404).send({ error: "There is no such certificate in your register." })
      const reports = await reportsOf(
        db,
        history.map((row) => row.id),
      )
      const reportOf = (id: number) => {
        const report = reports.get(id)
        return report ? { size: report.size, sha256: report.sha256 } : null
      }
      // Newest first: each older certificate was superseded by the one before it in the list, or by the amendment
      // that replaced it (issue 62), wherever that stands.
      return {
        certificates: history.map((row, index) => ({
          ...certificateOf(row),
          report: reportOf(row.id),
          supersededBy: row.superseded_by ?? (index === 0 ? null : history[index - 1].number),
        })),
      }
    },
  )

  app.get(REGISTER_CSV_PATH, { schema: { querystring: registerCsvQuery } }, async (request, reply) => {
    const { lang = "en", ...filter } = request.query
    const rows = await registerCsvRows(db, memberOf(request).companyId, filter, today())
    // Each code with its name as the page shows it (issue 64): a spreadsheet's reader sees "Due within 30 days",
    // a formula still matches "due".
    const { verify, statuses } = content[lang]
    const kindName = (kind: string) => verify.kinds.find((one) => one.id === kind)?.name ?? kind
    const csv = csvText(
      [
        "number",
        "kind",
        "kind_name",
        ...CERTIFICATE_COLUMNS.slice(2),
        "status",
        "status_name",
        "status_date",
        "status_reason",
        "examinations",
      ],
      rows.map((row) => [
        row.number,
        row.kind,
        kindName(row.kind),
        ...CERTIFICATE_COLUMNS.slice(2).map((column) => row[column]),
        row.register_status,
        statuses[row.register_status],
        row.status_at,
        row.status_reason,
        row.examinations,
      ]),
    )
    // A byte order mark first: Excel on Windows reads a CSV without one in the machine's code page, not UTF-8.
    return reply
      .type("text/csv; charset=utf-8")
      .header("Content-Disposition", `attachment; filename="register-${today()}.csv"`)
      .send(`\uFEFF${csv}`)
  })
}
