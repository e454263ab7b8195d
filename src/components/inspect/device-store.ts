import Dexie, { type EntityTable } from "dexie"
import type { InspectJob, JobReport, ReportDraft, reportConflictReply } from "../../lib/inspect-replies"
import type { ReviewState } from "../../lib/review-replies"
import type { z } from "zod"
import type { QueueEntry } from "./send-order"

// What the inspectors' app keeps on the phone (IndexedDB through Dexie): the jobs brought down online (the forms
// come with the page's data, which the service worker keeps),
// the reports as typed (every keystroke, debounced), the photos as made smaller, and the queue of what waits to be
// sent. Nothing here is lost to a reload, a closed tab or a restarted phone; signing out deletes it all.

export type ServerCopy = z.infer<typeof reportConflictReply>["current"]

// A report as the device has it. `draft.baseVersion` is the server's version the last edit started from (0 before
// the first send); `photos` in the draft are made from the photo records when it is sent. `conflict` is the
// server's copy when a send was answered 409: nothing more is sent of it until the person chooses.
export type StoredReport = {
  id: string
  draft: ReportDraft
  updatedAt: string
  sentAt: string | null
  conflict: ServerCopy | null
  // A defect marked a danger "now" → its notice's id (made on the device) and whether it reached the server.
  notices: Record<string, { noticeId: string; sent: boolean; foundAt: string }>
  // Where the report stands in its review, as the server last said (issue 62); absent before it said anything.
  review?: ReviewState
}

// A job's report as the server last listed it (GET inspectJobReportsApi), kept for offline like the jobs: the job
// page shows those not on this phone, to be opened here.
export type ServerReport = JobReport & { jobId: string }

// A photo made smaller on the device. `fieldId` the field it belongs to (a defects or indications field for a
// defect's or an indication's own photos, which list its id); `uploadId` once its bytes are on the server. A photo
// of a report opened from the server (another phone took it) has no bytes here: `blob` and `thumb` are null.
export type StoredPhoto = {
  id: string
  reportId: string
  fieldId: string
  caption: string
  blob: Blob | null
  // A small copy for the report's screen (a data: URL).
  thumb: string | null
  uploadId: string | null
}

export type DeviceDb = Dexie & {
  jobs: EntityTable<InspectJob, "id">
  reports: EntityTable<StoredReport, "id">
  photos: EntityTable<StoredPhoto, "id">
  queue: EntityTable<QueueEntry, "id">
  serverReports: EntityTable<ServerReport, "id">
}

export const DEVICE_DB_NAME = "inspect"

export function openDeviceDb(name = DEVICE_DB_NAME): DeviceDb {
  const db = new Dexie(name) as DeviceDb
  db.version(1).stores({
    jobs: "id",
    reports: "id, draft.jobId",
    photos: "id, reportId",
    queue: "id",
  })
  // Issue 62: the jobs' reports as the server holds them.
  db.version(2).stores({ serverReports: "id, jobId" })
  return db
}

// The browser is asked not to evict the drafts under storage pressure; a browser that says no still keeps them
// until it needs the room, which the app says (app.storageKept shows only when granted).
export async function askPersistentStorage(): Promise<boolean> {
  try {
    return (await navigator.storage?.persist?.()) ?? false
  } catch {
    return false
  }
}

// What signing out would lose: the reports and photos not yet on the server.
export async function unsentCounts(db: DeviceDb): Promise<{ reports: number; photos: number }> {
  const entries = await db.queue.toArray()
  return {
    reports: new Set(entries.filter((entry) => entry.kind === "report").map((entry) => entry.reportId)).size,
    photos: entries.filter((entry) => entry.kind === "photo").length,
  }
}

// Signing out: the whole database goes, drafts, photos and queue with it (Dexie deletes and closes it).
export async function clearDevice(db: DeviceDb): Promise<void> {
  await db.delete()
}
