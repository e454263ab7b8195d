import type { FieldValue, InspectJob, JobItem, ReportDraft } from "../../lib/inspect-replies"
import type { ReportForm, ReportPrefill } from "../../lib/report-form-schema"
import { resolveConflict, type ConflictChoice } from "./conflict-choice"
import type { DeviceDb, StoredReport } from "./device-store"
import { dangerEntryId, photoEntryId, reportEntryId, type QueueEntry } from "./send-order"
import { shrinkPhoto } from "./shrink-photo"
import { queueReport } from "./sync"

// What the report screens do to the device's store: each change is kept at once and queued to be sent.

export type Clock = () => Date

// What the app fills in before the inspector types (the form's `prefill`), from the job and the item.
function prefilled(form: ReportForm, job: InspectJob, item: { item: string; serial: string | null }, today: string) {
  const values: Partial<Record<ReportPrefill, string>> = {
    company: job.companyName,
    site: job.site,
    item: item.item,
    serial: item.serial ?? undefined,
    today,
  }
  const filled: Record<string, FieldValue> = {}
  for (const field of form.sections.flatMap((section) => section.fields)) {
    const value = field.prefill && values[field.prefill]
    if (value) filled[field.id] = value
  }
  return filled
}

// A new report, its id made on the device: kept, and queued so the office sees it while the inspector is on site.
export async function startReport(
  db: DeviceDb,
  clock: Clock,
  today: string,
  { job, form, item, newItem }: {
    job: InspectJob
    form: ReportForm
    item: JobItem | null
    newItem: { item: string; serial: string | null } | null
  },
): Promise<string> {
  const id = crypto.randomUUID()
  const draft: ReportDraft = {
    jobId: job.id,
    kind: form.kind,
    itemKey: item?.itemKey ?? null,
    newItem,
    values: prefilled(form, job, item ?? newItem ?? { item: "", serial: null }, today),
    photos: [],
    baseVersion: 0,
    submitted: false,
  }
  const at = clock().toISOString()
  await db.reports.add({ id, draft, updatedAt: at, sentAt: null, conflict: null, notices: {} })
  await queueReport(db, id, clock)
  return id
}

export async function saveValues(
  db: DeviceDb,
  clock: Clock,
  reportId: string,
  values: Record<string, FieldValue>,
  submitted?: boolean,
) {
  await db.transaction("rw", db.reports, db.queue, async () => {
    const report = await db.reports.get(reportId)
    if (!report) return
    const draft = { ...report.draft, values, submitted: submitted ?? report.draft.submitted }
    await db.reports.update(reportId, { draft, updatedAt: clock().toISOString() })
    await queueReport(db, reportId, clock)
  })
}

// A defect marked a danger to people now: its notice queued first, once per defect (its id made here, so a notice
// sent twice is told once).
export async function queueDangerNotice(db: DeviceDb, clock: Clock, reportId: string, defectId: string) {
  await db.transaction("rw", db.reports, db.queue, async () => {
    const report = await db.reports.get(reportId)
    if (!report || report.notices[defectId]) return
    const foundAt = clock().toISOString()
    await db.reports.update(reportId, {
      notices: { ...report.notices, [defectId]: { noticeId: crypto.randomUUID(), sent: false, foundAt } },
    })
    const entry: QueueEntry = { id: dangerEntryId(defectId), kind: "danger", reportId, defectId, queuedAt: foundAt }
    await db.queue.put(entry)
  })
}

// A photo from the camera: made smaller, kept, queued. Undefined when the browser could not read it.
export async function addPhoto(db: DeviceDb, clock: Clock, reportId: string, fieldId: string, file: Blob) {
  let shrunk: { blob: Blob; thumb: string }
  try {
    shrunk = await shrinkPhoto(file)
  } catch {
    return undefined
  }
  const id = crypto.randomUUID()
  await db.transaction("rw", db.photos, db.queue, async () => {
    await db.photos.add({ id, reportId, fieldId, caption: "", ...shrunk, uploadId: null })
    const entry: QueueEntry = { id: photoEntryId(id), kind: "photo", reportId, photoId: id, queuedAt: clock().toISOString() }
    await db.queue.put(entry)
  })
  return id
}

export async function captionPhoto(db: DeviceDb, clock: Clock, photoId: string, caption: string) {
  await db.transaction("rw", db.photos, db.queue, async () => {
    const photo = await db.photos.get(photoId)
    if (!photo) return
    await db.photos.update(photoId, { caption })
    await queueReport(db, photo.reportId, clock)
  })
}

// A photo removed: its bytes and its place in the queue (the report's values drop its id: photo-ids.ts).
export async function removePhoto(db: DeviceDb, photoId: string) {
  await db.transaction("rw", db.photos, db.queue, async () => {
    await db.photos.delete(photoId)
    await db.queue.delete(photoEntryId(photoId))
  })
}

// The person's answer to a 409 (conflict-choice.ts), kept: "mine" sent again on the server's version, "theirs"
// the server's copy in place of the draft, "both" the server's copy kept and the draft sent as a new report (its
// photos go with it).
export async function chooseVersion(db: DeviceDb, clock: Clock, report: StoredReport, choice: ConflictChoice) {
  if (!report.conflict) return undefined
  const { keep, send, copy } = resolveConflict(choice, report.draft, report.conflict, () => crypto.randomUUID())
  const at = clock().toISOString()
  await db.transaction("rw", db.reports, db.photos, db.queue, async () => {
    await db.reports.update(report.id, { draft: keep, conflict: null, updatedAt: at })
    if (send) await queueReport(db, report.id, clock)
    else await db.queue.delete(reportEntryId(report.id))
    if (copy) {
      await db.reports.add({ id: copy.id, draft: copy.draft, updatedAt: at, sentAt: null, conflict: null, notices: {} })
      await db.photos.where("reportId").equals(report.id).modify({ reportId: copy.id })
      await queueReport(db, copy.id, clock)
    }
  })
  return copy?.id
}
