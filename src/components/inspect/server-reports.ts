import { inspectJobReportsApi } from "../../lib/inspect-paths"
import { jobReportsReply, type ReportDraft } from "../../lib/inspect-replies"
import { readReply } from "../../lib/read-reply"
import type { ReportState } from "../../lib/review-replies"
import type { DeviceDb, ServerReport, StoredPhoto, StoredReport } from "./device-store"
import { reportEntryId } from "./send-order"

// The job's reports as the server holds them (issue 62), brought onto the phone: kept for offline, a report another
// phone wrote opened here, and what a reviewer did to a report this phone holds (returned with comments, issued).

// The server's copy as the device's draft: submitted while it waits for review or once issued.
function draftOf(report: ServerReport): ReportDraft {
  const { jobId, kind, itemKey, newItem, values, photos, version, review } = report
  return {
    ...{ jobId, kind, itemKey, newItem, values, photos, baseVersion: version },
    submitted: review.state === "submitted" || review.state === "issued",
  }
}

// Photos already on the server: their records without bytes (the report names them; they are never sent again).
const uploadedPhotos = (report: ServerReport, have: ReadonlySet<string>): StoredPhoto[] =>
  report.photos
    .filter((photo) => photo.uploadId !== null && !have.has(photo.id))
    .map(({ id, fieldId, caption, uploadId }) => ({
      id,
      reportId: report.id,
      fieldId,
      caption,
      uploadId,
      blob: null,
      thumb: null,
    }))

// The job's list as the server answered it, kept; and each report this phone holds told what the server says of
// it. Its values are never taken over silently (an edit may still be on its way from the page): another phone's
// edit meets this phone's next one as a 409, for the inspector to decide. Two things are taken: a return, on the
// very version this phone last sent (the report is no longer submitted; a resubmission sent since moved the version
// on), and an issue, after which the report is the server's, read-only, and what waits of it is dropped, as the
// server would refuse it.
export async function keepServerReports(db: DeviceDb, jobId: string, reports: readonly ServerReport[]) {
  await db.transaction("rw", [db.serverReports, db.reports, db.photos, db.queue], async () => {
    await db.serverReports.where("jobId").equals(jobId).delete()
    await db.serverReports.bulkPut([...reports])
    for (const server of reports) {
      const local = await db.reports.get(server.id)
      if (!local) continue
      if (server.review.state === "issued") {
        await db.queue.delete(reportEntryId(server.id))
        const have = new Set((await db.photos.where("reportId").equals(server.id).toArray()).map((photo) => photo.id))
        await db.photos.bulkPut(uploadedPhotos(server, have))
        await db.reports.update(server.id, { draft: draftOf(server), review: server.review, conflict: null })
        continue
      }
      const waiting = (await db.queue.filter((entry) => entry.reportId === server.id).count()) > 0
      const returned = server.review.state === "returned" && server.version === local.draft.baseVersion && !waiting
      await db.reports.update(server.id, {
        review: server.review,
        ...(returned && { draft: { ...local.draft, submitted: false } }),
      })
    }
  })
}

// The server's copy as this phone keeps a report: sent, nothing waiting.
export const asOnPhone = (server: ServerReport): StoredReport => ({
  ...{ id: server.id, draft: draftOf(server), updatedAt: server.updatedAt, sentAt: server.updatedAt },
  ...{ conflict: null, notices: {}, review: server.review },
})

// "Open here": a report another phone wrote becomes this phone's to continue, from the server's version (nothing to
// send until it is changed). Its photos stay on the server and show as uploaded.
export async function openHere(db: DeviceDb, server: ServerReport) {
  await db.transaction("rw", db.reports, db.photos, async () => {
    if (await db.reports.get(server.id)) return
    await db.reports.add(asOnPhone(server))
    await db.photos.bulkPut(uploadedPhotos(server, new Set()))
  })
}

// Where a report stands as its inspector reads it: issued once the server says so; submitted from the moment it is
// submitted on this phone (a returned report submitted again waits again); returned while the reviewer's comments
// stand unanswered; else a draft.
export function stateOnPhone(report: StoredReport): ReportState {
  if (report.review?.state === "issued") return "issued"
  if (report.draft.submitted) return "submitted"
  return report.review?.state === "returned" ? "returned" : "draft"
}

// The job's reports fetched and kept (with a network; without one the kept list stays as it was).
export async function refreshJobReports(db: DeviceDb, jobId: string) {
  const { reports } = await readReply(jobReportsReply, inspectJobReportsApi.to({ jobId }))
  await keepServerReports(
    db,
    jobId,
    reports.map((report) => ({ ...report, jobId })),
  )
}
