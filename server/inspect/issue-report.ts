import crypto from "node:crypto"
import { sql, type Kysely } from "kysely"
import { ERROR_CODES } from "../../src/lib/api-error"
import { cairoToday } from "../../src/lib/cairo-time"
import { signLabel, signReportFile, type LabelSigner } from "../certificates/label-signing"
import type { FieldValue, ReportDraft } from "../../src/lib/inspect-replies"
import { issuedKindOf } from "../../src/lib/issued-kinds"
import type { Locale } from "../../src/lib/locales"
import { missingFields } from "../../src/lib/report-completeness"
import type { ReportForm } from "../../src/lib/report-form-schema"
import type { ExaminationInterval } from "../../src/lib/valid-until-proposal"
import { verifyLink } from "../../src/lib/verify-link"
import { ATTACHMENT_CHUNK_BYTES } from "../attachments/attachment-staging"
import { generateCode } from "../certificates/code"
import type { Content } from "../content"
import { audit } from "../staff/audit"
import { ITEM_KEY_SQL } from "../storage/item-key"
import type { Database } from "../storage/schema"
import { methodOf } from "./authorisation-check"
import { clearDangerousDefects } from "./dangerous-defect"
import {
  certificationOf,
  companyReadsArabic,
  fieldText,
  heldOn,
  inspectedOnOf,
  itemOf,
  photosOf,
  qualificationOf,
  recordsDangerNow,
  reportWithJob,
  validUntilOf,
  type ReportWithJob,
} from "./issue-facts"
import { queueIssuedMails } from "./issue-mail"
import { takeCertificateNumber } from "./issue-number"
import { REPORT_INCOMPLETE } from "./inspector-routes"
import type { ReportPdfInput } from "./report-pdf-input"
import { authorIdsOf, reviewRefusal, type Reviewer } from "./review-rules"

// Authorising a report issues it in one step (issue 62): checked again (state, version, the reviewer, the form's
// particulars), numbered, written as a PDF and signed outside the transaction; then one transaction stores the
// certificate record, the PDF as its report, the report's issue, the item's "do not use" cleared, the record it
// amends superseded, and the mail to the company's members. A failure anywhere, a crash included, leaves nothing
// of it stored and the report waiting for authorisation; only the number taken is spent.

export type IssueOptions = {
  db: Kysely<Database>
  signer: LabelSigner
  // Writes the report's PDF (server/inspect/report-pdf.ts).
  render: (input: ReportPdfInput) => Promise<Uint8Array>
  forms: Record<Locale, ReportForm[]>
  intervals: readonly ExaminationInterval[]
  content: Content
  siteUrl: string
  onMailQueued?: () => void
  // Runs inside the transaction once everything is written, before it commits: the crash test waits there.
  beforeCommit?: () => Promise<void>
}

export type IssueRequest = { reportId: string; version: number; validUntil: string | null; reviewer: Reviewer }
export type Refusal = { status: 400 | 403 | 404 | 409; body: { error: string; code: string; fields?: Record<string, string> } }
export type IssueOutcome = { issued: true; number: string; issuedAt: string } | ({ issued: false } & Refusal)

const refuse = (status: Refusal["status"], error: string, code: string, fields?: Record<string, string>) => ({
  issued: false as const,
  status,
  body: { error, code, ...(fields ? { fields } : {}) },
})

type Refused = ReturnType<typeof refuse>
const isRefusal = (value: object): value is Refused => "status" in value && "body" in value

const NO_REPORT = refuse(404, "No report has this id.", ERROR_CODES.notFound)

// A report not waiting for review at the version read: already issued, not submitted (a draft or returned), or
// changed since (409, each named).
export function stateRefusal(row: Pick<ReportWithJob, "issued_number" | "submitted_at" | "version">, version: number) {
  if (row.issued_number !== null) {
    return refuse(409, `This report is already issued, as ${row.issued_number}.`, ERROR_CODES.alreadyIssued)
  }
  if (row.submitted_at === null) {
    return refuse(409, "This report is not submitted: it is waiting for its inspector.", ERROR_CODES.notSubmitted)
  }
  if (row.version !== version) {
    return refuse(
      409,
      `This report was changed since you read it (version ${version}; it is now at ${row.version}): read it again.`,
      ERROR_CODES.staleVersion,
    )
  }
}

// The form's particulars the report lacks, named as the report names them (the submission's check, again).
function incompleteRefusal(form: ReportForm, values: Record<string, FieldValue>) {
  const missing = missingFields(form, values)
  if (!missing.length) return
  const named = missing.map(({ label, cites, defect }) =>
    defect !== undefined
      ? `${label} (defect ${defect + 1}: the date by which it must be remedied)`
      : cites
        ? `${label} (${cites})`
        : label,
  )
  return refuse(
    400,
    `This report cannot be authorised: it lacks ${named.join("; ")}.`,
    REPORT_INCOMPLETE,
    Object.fromEntries(missing.map(({ id }) => [`values.${id}`, "Please have the inspector fill in this field."])),
  )
}

const sha256Hex = (bytes: Uint8Array) => crypto.createHash("sha256").update(bytes).digest("hex")

// The report's refusals that hold before anything is written, or what the issue needs.
async function prepare(options: IssueOptions, request: IssueRequest, now: Date) {
  const { db } = options
  const row = await reportWithJob(db, request.reportId)
  if (!row) return NO_REPORT
  const state = stateRefusal(row, request.version)
  if (state) return state
  const values = JSON.parse(row.values) as Record<string, FieldValue>
  const today = cairoToday(now)
  const report = { kind: row.kind, values, jobId: row.job_id, updatedBy: row.updated_by }
  const refused = await reviewRefusal(db, request.reviewer, report, today, "authorise")
  if (refused) return refuse(403, refused.error, refused.code)
  const issued = issuedKindOf(row.kind)
  const form = { en: options.forms.en.find((one) => one.kind === row.kind), ar: options.forms.ar.find((one) => one.kind === row.kind) }
  if (!issued || !form.en || !form.ar) {
    return refuse(400, `Reports of the kind ${row.kind} are not issued here.`, ERROR_CODES.invalidRequest)
  }
  const incomplete = incompleteRefusal(form.en, values)
  if (incomplete) return incomplete
  const item = await itemOf(db, row)
  if (!item) return refuse(400, "This report names no item of the register.", ERROR_CODES.invalidRequest)
  return { row, values, today, issued, form: { en: form.en, ar: form.ar }, item }
}

export async function issueReport(options: IssueOptions, request: IssueRequest, now: Date): Promise<IssueOutcome> {
  const { db, signer } = options
  const prepared = await prepare(options, request, now)
  if (isRefusal(prepared)) return prepared
  const { row, values, today, issued, form, item } = prepared

  const inspectedOn = inspectedOnOf(issued, values, row.day)
  const validUntil = validUntilOf(issued, values, request.validUntil, options.intervals, inspectedOn)
  const asked = { kind: row.kind, method: methodOf({ kind: row.kind, values }) }
  const [authorId] = await authorIdsOf(db, { jobId: row.job_id, updatedBy: row.updated_by })
  const examined = await heldOn(db, authorId, { ...asked, capability: "examine" }, inspectedOn)
  const reviewed = await heldOn(db, request.reviewer.id, { ...asked, capability: "review" }, today)
  const number = await takeCertificateNumber(db, issued.certificateKind, now)
  const code = generateCode()
  const record = {
    number,
    code,
    kind: issued.certificateKind,
    item: item.item,
    serial: item.serial,
    rating: fieldText(form.en, values, issued.rating),
    client: row.company_name,
    site: row.site,
    inspected_on: inspectedOn,
    valid_until: validUntil,
    inspector: row.updated_by,
    inspector_certificate: certificationOf(examined[0]),
  }
  const reviewer = { name: request.reviewer.name, qualifications: reviewed.map(qualificationOf), on: today }
  const signedLabel = signLabel(signer, {
    ...{ number, kind: issued.certificateKind, item: item.item, serial: item.serial },
    ...{ inspectedOn, validUntil },
  })
  const input: ReportPdfInput = {
    number,
    code,
    verifyUrl: verifyLink(options.siteUrl, number, code, signedLabel),
    languages: (await companyReadsArabic(db, row.company_id)) ? "ar-en" : "en",
    form,
    values,
    photos: await photosOf(db, row.id, JSON.parse(row.photos) as ReportDraft["photos"]),
    client: { name: row.company_name, site: row.site },
    item,
    inspectedOn,
    validUntil,
    issuedOn: today,
    examinedBy: { name: row.updated_by, qualifications: examined.map(qualificationOf), on: inspectedOn },
    reviewedBy: reviewer,
    authorisedBy: reviewer,
    replaces: row.amends_number ? { number: row.amends_number, reason: row.amend_reason ?? "" } : null,
  }
  const pdf = await signReportFile(signer, await options.render(input), { number, code, issuedOn: today })

  const issuedAt = now.toISOString()
  const stored = await db.transaction().execute(async (trx) => {
    // The report first, on the very version read and still waiting: of two authorisations at once, one issues and
    // the other finds nothing to update (PostgreSQL's row lock, SQLite's single writer) and stops here.
    const claimed = await trx
      .updateTable("inspection_reports")
      .set({ issued_number: number, issued_at: issuedAt, reviewed_by: request.reviewer.id })
      .where("id", "=", row.id)
      .where("version", "=", request.version)
      .where("submitted_at", "is not", null)
      .where("issued_number", "is", null)
      .executeTakeFirst()
    if (Number(claimed.numUpdatedRows) !== 1) return false
    const { id: certificateId } = await trx
      .insertInto("certificates")
      .values({ ...record, company_id: row.company_id, created_at: issuedAt })
      .returning("id")
      .executeTakeFirstOrThrow()
    const { id: reportFileId } = await trx
      .insertInto("certificate_reports")
      .values({
        ...{ certificate_id: certificateId, name: `${number}.pdf`, size: pdf.length, sha256: sha256Hex(pdf) },
        ...{ uploaded_at: issuedAt, uploaded_by: request.reviewer.name },
      })
      .returning("id")
      .executeTakeFirstOrThrow()
    for (let seq = 0; seq * ATTACHMENT_CHUNK_BYTES < pdf.length; seq++) {
      const data = Buffer.from(pdf.subarray(seq * ATTACHMENT_CHUNK_BYTES, (seq + 1) * ATTACHMENT_CHUNK_BYTES))
      await trx.insertInto("certificate_report_chunks").values({ report_id: reportFileId, seq, data }).execute()
    }
    if (row.amends_number) {
      await trx
        .updateTable("certificates")
        .set({ superseded_by: number, superseded_on: today })
        .where("number", "=", row.amends_number)
        .execute()
    }
    // The register's "do not use" stands until a report of the item that records no danger now is issued.
    if (!recordsDangerNow(values)) {
      const itemKey = row.item_key ?? (await registerKeyOf(trx, certificateId))
      await clearDangerousDefects(trx, { companyId: row.company_id, itemKey, reportId: row.id }, now)
    }
    const mails = await queueIssuedMails(
      trx,
      row.company_id,
      {
        content: options.content,
        siteUrl: options.siteUrl,
        facts: {
          ...{ company: { name: row.company_name, nameAr: row.company_name_ar }, number, item: item.item },
          ...{ serial: item.serial, site: row.site, inspectedOn, validUntil },
        },
      },
      now,
    )
    await audit(trx, request.reviewer, "report issued", now, {
      reference: number,
      detail: `report ${row.id} (${row.kind}) by ${row.updated_by}${row.amends_number ? `, amends ${row.amends_number}` : ""}; ${mails} mail(s) queued`,
    })
    await options.beforeCommit?.()
    return mails > 0 ? "mailed" : "stored"
  })
  if (!stored) {
    // Another authorisation or an edit came first: say what the report is now.
    const current = await reportWithJob(db, request.reportId)
    return (current && stateRefusal(current, request.version)) || NO_REPORT
  }
  if (stored === "mailed") options.onMailQueued?.()
  return { issued: true, number, issuedAt }
}

// The register's key of a new certificate's item (ITEM_KEY_SQL): its serial, or its number without one.
async function registerKeyOf(trx: Kysely<Database>, certificateId: number): Promise<string> {
  const row = await trx
    .selectFrom("certificates")
    .select(sql<string>`${sql.raw(ITEM_KEY_SQL(""))}`.as("key"))
    .where("id", "=", certificateId)
    .executeTakeFirstOrThrow()
  return String(row.key)
}
