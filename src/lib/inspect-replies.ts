import { z } from "zod"
import { calendarDay as daySchema } from "./day-schema"
import { slug } from "./content-schema"
import { fieldId, reportFormSchema } from "./report-form-schema"
import { REPORT_STATES, reviewState } from "./review-replies"

// What the inspectors' app and the server say to each other (issue 61), for the server's routes, the app (which
// keeps the same shapes in IndexedDB) and the tests.

// A register item at the job's site, with what the last certificate said of it: the inspector starts from there.
export const jobItem = z.object({
  itemKey: z.string(),
  item: z.string(),
  kind: z.string(),
  serial: z.string().nullable(),
  lastRating: z.string().nullable(),
  lastInspectedOn: z.string().nullable(),
  lastFindings: z.string().nullable(),
  dangerous: z.boolean(),
})

export const inspectJob = z.object({
  id: z.string(),
  companyName: z.string(),
  site: z.string(),
  day: daySchema,
  // The kinds of report this job asks for (data/report-forms/).
  kinds: z.array(z.string()),
  // Of those, the kinds the inspector is authorised to examine on the job's day (issue 62); absent from the copies
  // a device kept before the server said it.
  authorisedKinds: z.array(z.string()).optional(),
  // Where it came from: the client's booking of a re-examination, or a job staff made.
  bookingReference: z.string().nullable(),
  items: z.array(jobItem),
})
export const inspectJobsReply = z.object({ jobs: z.array(inspectJob) })

// A defect (LOLER 1998 Sch. 1 paras 6–8): `danger` "now" is the notice the law wants forthwith; "byDate" one that
// will become a danger, with the date by which it must be remedied.
export const defectValue = z.object({
  id: z.string().uuid(),
  description: z.string().trim().min(1).max(2000),
  danger: z.enum(["now", "byDate", "no"]),
  remedyBy: daySchema.nullable(),
  photoIds: z.array(z.string().uuid()).max(20),
})
export const indicationValue = z.object({
  id: z.string().uuid(),
  location: z.string().trim().min(1).max(500),
  size: z.string().trim().min(1).max(200),
  evaluation: z.enum(["accept", "reject", "record"]),
  photoIds: z.array(z.string().uuid()).max(20),
})
export const fieldValue = z.union([
  z.string().max(5000),
  z.number(),
  z.boolean(),
  z.null(),
  z.array(defectValue).max(100),
  z.array(indicationValue).max(200),
  z.array(z.string().uuid()).max(40),
])

// A photo, made smaller on the device; `uploadId` once its bytes are on the server (tus).
export const reportPhoto = z.object({
  id: z.string().uuid(),
  fieldId,
  caption: z.string().trim().max(300),
  uploadId: z.string().nullable(),
})

// A report as the device sends it (PUT inspectReportApi). `baseVersion` is the version the edit started from
// (0 for a new report): a stale one is answered 409 with the server's copy, never merged.
export const reportDraft = z.object({
  jobId: z.string(),
  kind: z.string(),
  itemKey: z.string().nullable(),
  // An item found on site, not yet in the register.
  newItem: z.object({ item: z.string().trim().min(1).max(200), serial: z.string().max(100).nullable() }).nullable(),
  values: z.record(fieldId, fieldValue),
  photos: z.array(reportPhoto).max(60),
  baseVersion: z.number().int().nonnegative(),
  submitted: z.boolean(),
})
export const savedReportReply = z.object({ id: z.string().uuid(), version: z.number().int().positive() })
export const reportConflictReply = z.object({
  error: z.string(),
  code: z.literal("STALE_VERSION"),
  current: reportDraft.extend({ version: z.number().int().positive(), updatedBy: z.string(), updatedAt: z.string() }),
})

// An edit of a report already issued (issue 62): refused, never stored; it names the certificate it was issued as.
export const REPORT_ISSUED = "REPORT_ISSUED"
export const reportIssuedReply = z.object({ error: z.string(), code: z.literal(REPORT_ISSUED), number: z.string() })

// GET inspectJobReportsApi (issue 62): the job's reports as the server has them, whoever wrote them, with where
// each stands in its review, so a second phone opens one another wrote and the inspector reads a reviewer's
// comments. Photos name their uploads; their bytes stay on the server.
export const jobReport = z.object({
  id: z.string(),
  kind: z.string(),
  itemKey: z.string().nullable(),
  newItem: reportDraft.shape.newItem,
  values: reportDraft.shape.values,
  photos: reportDraft.shape.photos,
  version: z.number().int().positive(),
  updatedBy: z.string(),
  updatedAt: z.string(),
  review: reviewState,
})
export const jobReportsReply = z.object({ reports: z.array(jobReport) })
export type JobReport = z.infer<typeof jobReport>

// A dangerous defect, sent the moment the device is online, before anything else it holds. `id` is made on the
// device: sending it twice tells once.
export const dangerNotice = z.object({
  id: z.string().uuid(),
  jobId: z.string(),
  reportId: z.string().uuid(),
  itemKey: z.string().nullable(),
  item: z.string().trim().min(1).max(200),
  serial: z.string().max(100).nullable(),
  defect: z.string().trim().min(1).max(2000),
  // When the inspector marked it (the device's clock, ISO 8601).
  foundAt: z.string().datetime({ offset: true }),
})
export const dangerNoticeReply = z.object({ id: z.string().uuid(), recipients: z.number().int().nonnegative() })

export type InspectJob = z.infer<typeof inspectJob>
export type JobItem = z.infer<typeof jobItem>
export type DefectValue = z.infer<typeof defectValue>
export type IndicationValue = z.infer<typeof indicationValue>
export type FieldValue = z.infer<typeof fieldValue>
export type ReportPhoto = z.infer<typeof reportPhoto>
export type ReportDraft = z.infer<typeof reportDraft>
export type DangerNotice = z.infer<typeof dangerNotice>

// The signed-in inspector (GET INSPECT_ME_API), reachable before two-factor sign-in is set up, as the workspace's.
export const inspectorMe = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  twoFactorEnabled: z.boolean(),
})

// Both editions of every kind of report (GET INSPECT_FORMS_API): the app keeps both, offline.
export const inspectFormsReply = z.object({ en: z.array(reportFormSchema), ar: z.array(reportFormSchema) })

// The staff's side (STAFF_JOBS_API). A job is made for a client company's site on a day, or from the client's
// booking of a re-examination (its reference fills the company and the site); only inspectors may be assigned.
const jobKinds = z.array(slug).min(1, "Please tick at least one kind of report.").max(10)
const inspectorIds = z.array(z.string().min(1).max(100)).max(20)
export const newJobBody = z
  .object({
    companyId: z.string().min(1).max(100).optional(),
    site: z.string().trim().min(1).max(200).optional(),
    day: daySchema,
    kinds: jobKinds,
    inspectorIds,
    bookingReference: z.string().trim().min(1).max(40).optional(),
  })
  .refine((job) => job.bookingReference || (job.companyId && job.site), {
    message: "Please name the company and the site, or the booking.",
    path: ["companyId"],
  })
export const assignBody = z.object({ inspectorIds })
export const staffJob = z.object({
  id: z.string(),
  companyId: z.string(),
  companyName: z.string(),
  site: z.string(),
  day: z.string(),
  kinds: z.array(z.string()),
  bookingReference: z.string().nullable(),
  inspectors: z.array(z.object({ id: z.string(), name: z.string() })),
  createdAt: z.string(),
})
export const staffJobsReply = z.object({ jobs: z.array(staffJob) })

// The office's reading of the reports (STAFF_INSPECTION_REPORTS_API), as they arrive: newest change first.
export const staffReportSummary = z.object({
  id: z.string(),
  jobId: z.string(),
  companyName: z.string(),
  site: z.string(),
  kind: z.string(),
  itemKey: z.string().nullable(),
  inspector: z.string(),
  version: z.number().int(),
  submitted: z.boolean(),
  updatedAt: z.string(),
  // Where it stands in its review (issue 62): the list shows what waits for a reviewer. Always sent; optional so
  // the pages' typed examples written before it still read as summaries.
  state: z.enum(REPORT_STATES).optional(),
})
export const staffReportsReply = z.object({ reports: z.array(staffReportSummary) })
export const staffReportReply = staffReportSummary.extend({
  newItem: reportDraft.shape.newItem,
  values: reportDraft.shape.values,
  photos: reportDraft.shape.photos,
  submittedAt: z.string().nullable(),
  createdAt: z.string(),
  // Where it stands in its review (issue 62): the workspace's review panel reads it.
  review: reviewState,
})

// The forms as the office reads them (STAFF_REPORT_FORMS_API): English, the workspace's language.
export const staffFormsReply = z.object({ forms: z.array(reportFormSchema) })

export type StaffJob = z.infer<typeof staffJob>
export type NewJobBody = z.infer<typeof newJobBody>
export type StaffReportSummary = z.infer<typeof staffReportSummary>
