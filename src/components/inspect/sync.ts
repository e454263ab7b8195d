import type { DangerNotice, ReportDraft } from "../../lib/inspect-replies"
import type { DefectValue } from "../../lib/inspect-replies"
import type { ReviewState } from "../../lib/review-replies"
import type { DeviceDb, ServerCopy, StoredPhoto, StoredReport } from "./device-store"
import { reportEntryId, sendOrder, type QueueEntry } from "./send-order"

// What sends the queue's entries to the server (the app's are in server-sender.ts; a test gives its own).
export type Sender = {
  danger: (notice: DangerNotice) => Promise<void>
  // The photo's bytes, resumably; answers the upload's id.
  photo: (photo: StoredPhoto) => Promise<string>
  // `issued`: the report was issued (its number) and is never edited again (issue 62).
  report: (id: string, draft: ReportDraft) => Promise<{ version: number } | { conflict: ServerCopy } | { issued: string }>
}

// A refusal that sending again will not change (a 4xx): the entry stays for the person to see, the others go on.
// Anything else (no network, a server error) ends the round: what follows waits for the next one, so a notice is
// never overtaken by a photo.
export class Refused extends Error {}

const NO_REVIEW: ReviewState = {
  ...{ state: "draft", comments: [], returnedAt: null, issuedNumber: null, issuedAt: null },
  ...{ amendsNumber: null, amendReason: null },
}

export type SyncResult = { sent: number; left: number; conflicts: number }

// A defect's notice, from the report as it is now (the inspector may have finished typing the defect since).
export function dangerNoticeOf(
  report: StoredReport,
  defectId: string,
  item: { item: string; serial: string | null },
): DangerNotice | null {
  const notice = report.notices[defectId]
  const defect = Object.values(report.draft.values)
    .flatMap((value): unknown[] => (Array.isArray(value) ? value : []))
    .find(
      (entry): entry is DefectValue =>
        typeof entry === "object" && entry !== null && "danger" in entry && (entry as DefectValue).id === defectId,
    )
  if (!notice || !defect || !defect.description.trim()) return null
  return {
    id: notice.noticeId,
    jobId: report.draft.jobId,
    reportId: report.id,
    itemKey: report.draft.itemKey,
    item: item.item,
    serial: item.serial,
    defect: defect.description.trim(),
    foundAt: notice.foundAt,
  }
}

// The item a report is about: a register item of its job, or one found on site.
export async function reportItem(db: DeviceDb, draft: ReportDraft): Promise<{ item: string; serial: string | null }> {
  if (draft.newItem) return draft.newItem
  const job = await db.jobs.get(draft.jobId)
  const item = job?.items.find((candidate) => candidate.itemKey === draft.itemKey)
  return item ? { item: item.item, serial: item.serial } : { item: job?.site ?? draft.kind, serial: null }
}

// The report as sent: its photos as the device's records say (their uploads' ids once sent).
export async function draftToSend(db: DeviceDb, report: StoredReport): Promise<ReportDraft> {
  const photos = await db.photos.where("reportId").equals(report.id).toArray()
  return {
    ...report.draft,
    photos: photos.map(({ id, fieldId, caption, uploadId }) => ({ id, fieldId, caption, uploadId })),
  }
}

// An entry is taken off the queue only when it is still the one sent: an edit made while it was on its way queued
// it again, and that edit still waits.
async function done(db: DeviceDb, entry: QueueEntry) {
  await db.transaction("rw", db.queue, async () => {
    const now = await db.queue.get(entry.id)
    if (now && now.queuedAt === entry.queuedAt) await db.queue.delete(entry.id)
  })
}

async function sendEntry(db: DeviceDb, sender: Sender, entry: QueueEntry, now: () => Date): Promise<"sent" | "conflict"> {
  const report = await db.reports.get(entry.reportId)
  if (!report) {
    await db.queue.delete(entry.id)
    return "sent"
  }
  if (entry.kind === "danger") {
    const notice = dangerNoticeOf(report, entry.defectId, await reportItem(db, report.draft))
    if (!notice) throw new Refused("the defect has no description yet")
    await sender.danger(notice)
    await db.reports.update(report.id, {
      notices: { ...report.notices, [entry.defectId]: { ...report.notices[entry.defectId], sent: true } },
    })
  } else if (entry.kind === "photo") {
    const photo = await db.photos.get(entry.photoId)
    if (photo && !photo.uploadId) await db.photos.update(photo.id, { uploadId: await sender.photo(photo) })
  } else {
    if (report.conflict) return "conflict"
    const answer = await sender.report(report.id, await draftToSend(db, report))
    if ("conflict" in answer) {
      await db.reports.update(report.id, { conflict: answer.conflict })
      await db.queue.delete(entry.id)
      return "conflict"
    }
    if ("issued" in answer) {
      // Nothing more of it is sent: the phone shows it issued, read-only, until the job's list brings its copy.
      const review = report.review ?? NO_REVIEW
      await db.reports.update(report.id, { review: { ...review, state: "issued", issuedNumber: answer.issued } })
      await db.queue.delete(entry.id)
      return "sent"
    }
    // The next edit starts from the version the server now has.
    const latest = (await db.reports.get(report.id)) ?? report
    await db.reports.update(report.id, {
      draft: { ...latest.draft, baseVersion: answer.version },
      sentAt: now().toISOString(),
    })
  }
  await done(db, entry)
  return "sent"
}

// One round: every entry in send order (sendOrder), until the network fails.
export async function syncOnce(db: DeviceDb, sender: Sender, now: () => Date): Promise<SyncResult> {
  const entries = sendOrder(await db.queue.toArray())
  let sent = 0
  let conflicts = 0
  for (const entry of entries) {
    try {
      if ((await sendEntry(db, sender, entry, now)) === "conflict") conflicts += 1
      else sent += 1
    } catch (error) {
      if (error instanceof Refused) continue
      break
    }
  }
  return { sent, left: await db.queue.count(), conflicts }
}

// Queues a report to be sent (replacing its waiting entry: the newest draft is what goes).
export async function queueReport(db: DeviceDb, reportId: string, now: () => Date) {
  await db.queue.put({ id: reportEntryId(reportId), kind: "report", reportId, queuedAt: now().toISOString() })
}
