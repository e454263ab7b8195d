import { ApiError, jsonFetch } from "../../lib/json-fetch"
import { INSPECT_DANGER_API, inspectReportApi } from "../../lib/inspect-paths"
import { REPORT_ISSUED, reportConflictReply, reportIssuedReply, savedReportReply } from "../../lib/inspect-replies"
import { Refused, type Sender } from "./sync"

// A refusal the server will give again (4xx) is the person's to see; anything else (no network, 5xx) is tried
// again on the next round.
async function refusedOr<T>(call: Promise<T>): Promise<T> {
  try {
    return await call
  } catch (error) {
    if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 401)
      throw new Refused(error.message)
    throw error
  }
}

// The app's way of sending the queue to /api/inspect/ (server/inspect/).
export function serverSender(uploadPhoto: Sender["photo"]): Sender {
  return {
    danger: async (notice) => {
      await refusedOr(jsonFetch(INSPECT_DANGER_API, { method: "POST", body: notice }))
    },
    photo: uploadPhoto,
    report: async (id, draft) => {
      try {
        return savedReportReply.parse(await jsonFetch(inspectReportApi.to({ reportId: id }), { method: "PUT", body: draft }))
      } catch (error) {
        if (error instanceof ApiError && error.status === 409) {
          const issued = reportIssuedReply.safeParse(error.body)
          if (issued.success && issued.data.code === REPORT_ISSUED) return { issued: issued.data.number }
          return { conflict: reportConflictReply.parse(error.body).current }
        }
        return refusedOr(Promise.reject(error))
      }
    },
  }
}
