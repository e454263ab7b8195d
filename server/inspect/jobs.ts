import { randomUUID } from "node:crypto"
import { sql, type Kysely } from "kysely"
import { defectValue, type InspectJob, type NewJobBody, type StaffJob } from "../../src/lib/inspect-replies"
import { ITEM_KEY_SQL } from "../storage/item-key"
import type { Database } from "../storage/schema"
import { openDangerousDefects } from "./dangerous-defect"
import { authorisedKinds } from "./authorisation-rules"
import { authorisationsOf, withdrawnOn } from "./authorisation-store"

// Jobs (issue 61): staff make them for a client company's site on a day, or from the company's booking of a
// re-examination, and assign inspectors; an inspector reads the jobs assigned to them with the register's items.

export type JobProblem = { problem: string; field: string }

const itemKey = sql.raw(ITEM_KEY_SQL(""))

// Only accounts with the inspector role (and not disabled) may be assigned: anything else names the field.
async function checkInspectors(db: Kysely<Database>, ids: string[]): Promise<JobProblem | undefined> {
  const unique = [...new Set(ids)]
  if (unique.length === 0) return
  const found = await db
    .selectFrom("user")
    .select(["id", "banned"])
    .where("id", "in", unique)
    .where("role", "=", "inspector")
    .execute()
  // SQLite keeps the flag as 0/1, PostgreSQL as a boolean.
  if (found.filter((user) => !user.banned).length !== unique.length) {
    return { problem: "Only inspectors' accounts may be assigned to a job.", field: "inspectorIds" }
  }
}

// Where a job is: the company and site given, or the booking's (a client's re-examination request) when named.
async function placeOf(
  db: Kysely<Database>,
  body: NewJobBody,
): Promise<{ companyId: string; site: string } | JobProblem> {
  if (body.bookingReference) {
    const booking = await db
      .selectFrom("requests")
      .select(["client_company_id", "site"])
      .where("reference", "=", body.bookingReference)
      .where("kind", "=", "reexamination")
      .executeTakeFirst()
    if (!booking?.client_company_id) return { problem: "No booking has this reference.", field: "bookingReference" }
    return { companyId: booking.client_company_id, site: body.site ?? booking.site ?? "" }
  }
  const company = await db
    .selectFrom("client_company")
    .select("id")
    .where("id", "=", body.companyId!)
    .executeTakeFirst()
  if (!company) return { problem: "No client company has this id.", field: "companyId" }
  return { companyId: company.id, site: body.site! }
}

async function addInspectors(db: Kysely<Database>, jobId: string, ids: string[]) {
  const inspectors = [...new Set(ids)]
  if (inspectors.length === 0) return
  await db
    .insertInto("job_inspectors")
    .values(inspectors.map((userId) => ({ job_id: jobId, user_id: userId })))
    .execute()
}

export async function createJob(
  db: Kysely<Database>,
  body: NewJobBody,
  createdBy: string,
  now: Date,
): Promise<{ id: string } | JobProblem> {
  const place = await placeOf(db, body)
  if ("problem" in place) return place
  const refused = await checkInspectors(db, body.inspectorIds)
  if (refused) return refused
  const id = randomUUID()
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("jobs")
      .values({
        id,
        company_id: place.companyId,
        site: place.site,
        day: body.day,
        kinds: JSON.stringify(body.kinds),
        booking_reference: body.bookingReference ?? null,
        created_by: createdBy,
        created_at: now.toISOString(),
      })
      .execute()
    await addInspectors(trx, id, body.inspectorIds)
  })
  return { id }
}

// The job's inspectors become exactly these ("no job" when there is none).
export async function assignInspectors(
  db: Kysely<Database>,
  jobId: string,
  inspectorIds: string[],
): Promise<"done" | "no job" | JobProblem> {
  const refused = await checkInspectors(db, inspectorIds)
  if (refused) return refused
  return db.transaction().execute(async (trx) => {
    const job = await trx.selectFrom("jobs").select("id").where("id", "=", jobId).executeTakeFirst()
    if (!job) return "no job"
    await trx.deleteFrom("job_inspectors").where("job_id", "=", jobId).execute()
    await addInspectors(trx, jobId, inspectorIds)
    return "done"
  })
}

// Jobs from `today` on, soonest first, with the names of their inspectors: the office's list.
export async function upcomingJobs(db: Kysely<Database>, today: string): Promise<StaffJob[]> {
  const rows = await db
    .selectFrom("jobs")
    .innerJoin("client_company", "client_company.id", "jobs.company_id")
    .select([
      "jobs.id",
      "jobs.company_id",
      "client_company.name as company_name",
      "jobs.site",
      "jobs.day",
      "jobs.kinds",
      "jobs.booking_reference",
      "jobs.created_at",
    ])
    .where("jobs.day", ">=", today)
    .orderBy("jobs.day")
    .orderBy("jobs.created_at")
    .execute()
  const assigned = rows.length
    ? await db
        .selectFrom("job_inspectors")
        .innerJoin("user", "user.id", "job_inspectors.user_id")
        .select(["job_inspectors.job_id", "user.id", "user.name"])
        .where(
          "job_inspectors.job_id",
          "in",
          rows.map((row) => row.id),
        )
        .orderBy("user.name")
        .execute()
    : []
  return rows.map((row) => ({
    id: row.id,
    companyId: row.company_id,
    companyName: row.company_name,
    site: row.site,
    day: row.day,
    kinds: JSON.parse(row.kinds) as string[],
    bookingReference: row.booking_reference,
    inspectors: assigned.filter((one) => one.job_id === row.id).map(({ id, name }) => ({ id, name })),
    createdAt: row.created_at,
  }))
}

// The job as its assigned inspector reaches it; undefined when there is no such job or it is not theirs (the two
// are answered alike, so a forged id tells nothing).
export const assignedJob = (db: Kysely<Database>, jobId: string, userId: string) =>
  db
    .selectFrom("jobs")
    .innerJoin("job_inspectors", "job_inspectors.job_id", "jobs.id")
    .selectAll("jobs")
    .where("jobs.id", "=", jobId)
    .where("job_inspectors.user_id", "=", userId)
    .executeTakeFirst()

// What the last examination found, where its certificate was issued from a report written here (issue 62): the
// defects it recorded, as the inspector wrote them. None for a certificate entered by hand or a report without one.
async function findingsOf(db: Kysely<Database>, numbers: string[]): Promise<Map<string, string>> {
  if (numbers.length === 0) return new Map()
  const reports = await db
    .selectFrom("inspection_reports")
    .select(["issued_number", "values"])
    .where("issued_number", "in", numbers)
    .execute()
  const found = new Map<string, string>()
  for (const report of reports) {
    const values = Object.values(JSON.parse(report.values) as Record<string, unknown>)
    const defects = values.flatMap((value) => (Array.isArray(value) ? value : []))
    const described = defects.flatMap((defect) => {
      const parsed = defectValue.safeParse(defect)
      return parsed.success ? [parsed.data.description] : []
    })
    if (described.length > 0 && report.issued_number) found.set(report.issued_number, described.join("; "))
  }
  return found
}

// The register's items at the job's site (and those its booking named), each by its latest certificate, with
// whether a dangerous defect stands on it.
async function itemsOf(
  db: Kysely<Database>,
  job: { company_id: string; site: string; booking_reference: string | null },
) {
  const booked = db
    .selectFrom("request_items")
    .innerJoin("requests", "requests.id", "request_items.request_id")
    .innerJoin("certificates as asked", "asked.id", "request_items.certificate_id")
    .select(sql<string>`${sql.raw(ITEM_KEY_SQL("asked."))}`.as("key"))
    .where("requests.reference", "=", job.booking_reference ?? "")
  const rows = await db
    .selectFrom("certificates")
    .select(["number", "item", "kind", "serial", "rating", "inspected_on", itemKey.as("item_key")])
    .where("company_id", "=", job.company_id)
    .where("item_latest", "=", 1)
    .where((eb) => eb.or([eb("site", "=", job.site), eb(itemKey, "in", booked)]))
    .orderBy("item")
    .orderBy("id")
    .execute()
  const dangerous = await openDangerousDefects(db, job.company_id)
  const findings = await findingsOf(
    db,
    rows.map((row) => row.number),
  )
  return rows.map((row) => ({
    itemKey: String(row.item_key),
    item: row.item,
    kind: row.kind,
    serial: row.serial?.trim() ? row.serial : null,
    lastRating: row.rating,
    lastInspectedOn: row.inspected_on,
    lastFindings: findings.get(row.number) ?? null,
    dangerous: dangerous.has(String(row.item_key)),
  }))
}

// The jobs assigned to an inspector: from `today` on, and earlier ones while a report of theirs stands unsubmitted.
export async function inspectorJobs(db: Kysely<Database>, userId: string, today: string): Promise<InspectJob[]> {
  const jobs = await db
    .selectFrom("jobs")
    .innerJoin("job_inspectors", "job_inspectors.job_id", "jobs.id")
    .innerJoin("client_company", "client_company.id", "jobs.company_id")
    .selectAll("jobs")
    .select("client_company.name as company_name")
    .where("job_inspectors.user_id", "=", userId)
    .where((eb) =>
      eb.or([
        eb("jobs.day", ">=", today),
        eb.exists(
          eb
            .selectFrom("inspection_reports")
            .select("inspection_reports.id")
            .whereRef("inspection_reports.job_id", "=", "jobs.id")
            .where("inspection_reports.submitted_at", "is", null),
        ),
      ]),
    )
    .orderBy("jobs.day")
    .orderBy("jobs.created_at")
    .execute()
  const authorisations = await authorisationsOf(db, userId)
  return Promise.all(
    jobs.map(async (job) => ({
      id: job.id,
      companyName: job.company_name,
      site: job.site,
      day: job.day,
      kinds: JSON.parse(job.kinds) as string[],
      authorisedKinds: authorisedKinds(authorisations, JSON.parse(job.kinds) as string[], job.day, withdrawnOn),
      bookingReference: job.booking_reference,
      items: await itemsOf(db, job),
    })),
  )
}
