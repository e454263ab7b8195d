import type { Kysely } from "kysely"
import type { Database } from "../storage/schema"
import { cairoDate, promiseStart, workingMs, type CairoDate } from "../../src/lib/due-time"
import type { MonthFigures } from "../../src/lib/reply-figures"
import { csvText } from "../csv/csv-text"

export type { MonthFigures } from "../../src/lib/reply-figures"

const HOUR_MS = 3_600_000

// Nearest rank: the smallest value with at least `share` of the values at or below it (a value that occurred).
export function percentile(sorted: readonly number[], share: number): number | null {
  if (sorted.length === 0) return null
  return sorted[Math.max(0, Math.ceil(share * sorted.length) - 1)]
}

const roundHours = (ms: number | null) => (ms === null ? null : Math.round((ms / HOUR_MS) * 10) / 10)

// Spam is not counted; every other request (quotes, complaints, appeals) carries the promise. Newest month first.
export async function promiseFigures(
  db: Kysely<Database>,
  now: Date,
  holidays: ReadonlySet<CairoDate>,
): Promise<MonthFigures[]> {
  const rows = await db
    .selectFrom("requests")
    .select(["created_at", "due_at", "first_reply_at"])
    .where("spam", "=", 0)
    .where("due_at", "is not", null)
    .execute()
  const months = new Map<
    string,
    { received: number; inTime: number; overdue: number; pending: number; replyMs: number[] }
  >()
  for (const row of rows) {
    const arrival = new Date(row.created_at)
    const month = cairoDate(arrival).slice(0, 7)
    const figures = months.get(month) ?? { received: 0, inTime: 0, overdue: 0, pending: 0, replyMs: [] }
    months.set(month, figures)
    figures.received++
    const due = new Date(row.due_at!)
    if (row.first_reply_at) {
      const reply = new Date(row.first_reply_at)
      if (reply <= due) figures.inTime++
      figures.replyMs.push(workingMs(promiseStart(arrival, holidays), reply, holidays))
    } else if (due <= now) figures.overdue++
    // Unanswered and not yet due: neither kept nor missed, so not in the share.
    else figures.pending++
  }
  return [...months.entries()]
    .sort(([a], [b]) => b.localeCompare(a))
    .map(([month, figures]) => {
      const sorted = figures.replyMs.sort((a, b) => a - b)
      const decided = figures.received - figures.pending
      return {
        month,
        received: figures.received,
        answeredInTime: figures.inTime,
        inTimeShare: decided ? figures.inTime / decided : null,
        medianHours: roundHours(percentile(sorted, 0.5)),
        p90Hours: roundHours(percentile(sorted, 0.9)),
        overdueNow: figures.overdue,
        pending: figures.pending,
      }
    })
}

// The same as CSV, one month a line, for a spreadsheet.
export function figuresCsv(months: readonly MonthFigures[]): string {
  const header = [
    "month",
    "received",
    "answered_within_24h",
    "share_within_24h",
    "median_hours_to_first_reply",
    "p90_hours_to_first_reply",
    "overdue_now",
    "still_within_24h",
  ]
  return csvText(
    header,
    months.map((m) => [
      m.month,
      m.received,
      m.answeredInTime,
      m.inTimeShare === null ? null : m.inTimeShare.toFixed(3),
      m.medianHours,
      m.p90Hours,
      m.overdueNow,
      m.pending,
    ]),
  )
}
