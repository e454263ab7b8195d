import fs from "node:fs"
import path from "node:path"
import { sql, type Kysely } from "kysely"
import { z } from "zod"
import { SCHEME_NAMES } from "../../src/lib/authorisation-replies"
import { DAY_SHAPE } from "../../src/lib/cairo-time"
import { isRecordKind } from "../../src/lib/certificate-kinds"
import type { FieldValue, ReportDraft } from "../../src/lib/inspect-replies"
import { intervalSchema } from "../../src/lib/intervals-schema"
import type { IssuedKind } from "../../src/lib/issued-kinds"
import type { ReportForm } from "../../src/lib/report-form-schema"
import { intervalsForKind, proposeValidUntil, type ExaminationInterval } from "../../src/lib/valid-until-proposal"
import { ITEM_KEY_SQL } from "../storage/item-key"
import type { Database } from "../storage/schema"
import { authorisedOn, type AuthorisationAsked, type AuthorisationRecord } from "./authorisation-rules"
import { authorisationsOf, withdrawnOn } from "./authorisation-store"
import { readPhotoBytes } from "./photo-uploads"
import type { ReportPdfPhoto } from "./report-pdf-input"

// What an authorised report is issued with (issue 62), read from the report, its job, its company, the register
// and the authorisations: the certificate record's facts, the valid-until, the people's qualifications, the photos.

// A report with its job and its company, as the review and the issuing read it.
export const reportWithJob = (db: Kysely<Database>, reportId: string) =>
  db
    .selectFrom("inspection_reports")
    .innerJoin("jobs", "jobs.id", "inspection_reports.job_id")
    .innerJoin("client_company", "client_company.id", "jobs.company_id")
    .selectAll("inspection_reports")
    .select(["jobs.company_id", "jobs.site", "jobs.day", "client_company.name as company_name"])
    .select("client_company.nameAr as company_name_ar")
    .where("inspection_reports.id", "=", reportId)
    .executeTakeFirst()
export type ReportWithJob = NonNullable<Awaited<ReturnType<typeof reportWithJob>>>

// data/intervals.json's English edition: the classes whose intervals propose a valid-until.
export function readIntervals(dataDir = path.resolve("data")): ExaminationInterval[] {
  const file = JSON.parse(fs.readFileSync(path.join(dataDir, "intervals.json"), "utf8")) as { en: unknown }
  return z
    .array(intervalSchema)
    .parse(file.en)
    .map((interval) => ({ ...interval, months: interval.months ?? null }))
}

const isDay = (value: FieldValue | undefined): value is string => typeof value === "string" && DAY_SHAPE.test(value)

// A field's value as the record writes it: a choice by its option's words, a number with its unit.
export function fieldText(form: ReportForm, values: Record<string, FieldValue>, fieldId: string): string | null {
  const field = form.sections.flatMap((section) => section.fields).find((one) => one.id === fieldId)
  const value = values[fieldId]
  if (!field || value === null || value === undefined || typeof value === "object") return null
  if (field.type === "choice") return field.options?.find((option) => option.value === value)?.label ?? String(value)
  const text = String(value).trim()
  if (!text) return null
  return field.unit ? `${text} ${field.unit}` : text
}

export const inspectedOnOf = (issued: IssuedKind, values: Record<string, FieldValue>, jobDay: string) => {
  const stated = values[issued.inspectedOn]
  return isDay(stated) ? stated : jobDay
}

// The record's valid-until: none for a record kind; else the reviewer's date, the date the inspector stated in the
// report, or the proposal of the kind's shortest interval (data/intervals.json), the safe side of a class unknown.
export function validUntilOf(
  issued: IssuedKind,
  values: Record<string, FieldValue>,
  stated: string | null,
  intervals: readonly ExaminationInterval[],
  inspectedOn: string,
): string | null {
  if (isRecordKind(issued.certificateKind)) return null
  if (stated) return stated
  const written = issued.validUntil === null ? undefined : values[issued.validUntil]
  if (isDay(written)) return written
  const shortest = intervalsForKind(intervals, issued.certificateKind)
    .filter((interval) => interval.months !== null)
    .sort((a, b) => a.months! - b.months!)[0]
  return shortest ? proposeValidUntil(shortest, inspectedOn).validUntil : null
}

// The register's item the report is of (its key, ITEM_KEY_SQL), by the company's latest certificate of it; else the
// item found on site that the report names.
export async function itemOf(
  db: Kysely<Database>,
  report: Pick<ReportWithJob, "company_id" | "item_key" | "new_item">,
): Promise<{ item: string; serial: string | null } | undefined> {
  if (report.item_key !== null) {
    const row = await db
      .selectFrom("certificates")
      .select(["item", "serial"])
      .where("company_id", "=", report.company_id)
      .where(sql.raw(ITEM_KEY_SQL("")), "=", report.item_key)
      .orderBy("item_latest", "desc")
      .orderBy("inspected_on", "desc")
      .orderBy("id", "desc")
      .executeTakeFirst()
    if (row) return { item: row.item, serial: row.serial?.trim() ? row.serial : null }
  }
  const found = report.new_item === null ? null : (JSON.parse(report.new_item) as ReportDraft["newItem"])
  return found ? { item: found.item, serial: found.serial?.trim() ? found.serial : null } : undefined
}

// "PCN UT Level 2, no. PCN-UT-31877 (BINDT), until 2029-03-10": one record as the PDF lists it.
export const qualificationOf = (record: AuthorisationRecord & { issuer: string }) =>
  [
    [SCHEME_NAMES[record.scheme], record.method ?? record.kind, record.level === null ? null : `Level ${record.level}`]
      .filter(Boolean)
      .join(" "),
    `no. ${record.certificateNumber} (${record.issuer})`,
    `until ${record.validUntil}`,
  ].join(", ")

// The records of a person that hold on the day for what was asked: their qualifications on the report.
export async function heldOn(db: Kysely<Database>, userId: string | undefined, asked: AuthorisationAsked, day: string) {
  if (!userId) return []
  const records = await authorisationsOf(db, userId)
  return records.filter((record) => authorisedOn([record], asked, day, withdrawnOn).ok)
}

// The register's words for who examined: the scheme and number of the certification behind it ("PCN 331245").
export const certificationOf = (record: AuthorisationRecord | undefined) =>
  record ? `${SCHEME_NAMES[record.scheme]} ${record.certificateNumber}` : ""

// The report's photos whose bytes are on the server: each upload made for this very report and photo.
// Read side by side (PostgreSQL's pool serves them at once), kept in the report's order.
export async function photosOf(db: Kysely<Database>, reportId: string, photos: ReportDraft["photos"]) {
  const read = await Promise.all(
    photos.map(async (photo): Promise<ReportPdfPhoto | undefined> => {
      if (!photo.uploadId) return
      const upload = await db
        .selectFrom("photo_uploads")
        .select("id")
        .where("id", "=", photo.uploadId)
        .where("report_id", "=", reportId)
        .where("photo_id", "=", photo.id)
        .executeTakeFirst()
      const bytes = upload && (await readPhotoBytes(db, upload.id))
      return bytes && { fieldId: photo.fieldId, caption: photo.caption, bytes: new Uint8Array(bytes.bytes) }
    }),
  )
  return read.filter((photo) => photo !== undefined)
}

// Whether the report records a defect that is a danger now (LOLER Sch. 1 para 8(a)): such a report never clears
// the item's "do not use".
export const recordsDangerNow = (values: Record<string, FieldValue>) =>
  Object.values(values).some(
    (value) =>
      Array.isArray(value) &&
      value.some((entry) => typeof entry === "object" && entry !== null && "danger" in entry && entry.danger === "now"),
  )

// Whether the client company reads Arabic: a member of it last used the Arabic edition (the language the register
// keeps for each member). Then the PDF is written in Arabic and English.
export async function companyReadsArabic(db: Kysely<Database>, companyId: string): Promise<boolean> {
  const row = await db
    .selectFrom("client_reminder_pref")
    .innerJoin("client_member", (join) =>
      join
        .onRef("client_member.userId", "=", "client_reminder_pref.user_id")
        .onRef("client_member.organizationId", "=", "client_reminder_pref.company_id"),
    )
    .select("client_reminder_pref.user_id")
    .where("client_reminder_pref.company_id", "=", companyId)
    .where("client_reminder_pref.locale", "=", "ar")
    .executeTakeFirst()
  return row !== undefined
}
