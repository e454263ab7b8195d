/** @jest-environment node */
import type { Kysely } from "kysely"
import { saveRequest } from "../storage/requests"
import type { Database } from "../storage/schema"
import { newQuote } from "../../testing/fixtures"
import { HOSTILE_CELLS, inert } from "../../testing/hostile-cells"
import { csvRecords } from "../../testing/parse-csv"
import { databasesForTests, STORAGE_KINDS } from "../../testing/test-databases"
import { figuresCsv, promiseFigures } from "./figures"

jest.setTimeout(60_000)

const HOUR = 3_600_000
// A Thursday holiday in the set: a request of the Wednesday evening is due Friday evening.
const holidays = new Set(["2026-03-19"])
const NOW = new Date("2026-04-02T10:00:00Z")

// Each request: its arrival, and when (if) it was first answered. Cairo is UTC+2 in March.
const REQUESTS: { arrival: string; replyAfterHours?: number; reply?: string; spam?: boolean }[] = [
  // Monday 10:00, answered 2 h later: in time, 2 working hours.
  { arrival: "2026-03-09T08:00:00Z", replyAfterHours: 2 },
  // Monday 10:00, answered Tuesday 16:00: late, 30 working hours.
  { arrival: "2026-03-09T08:00:00Z", replyAfterHours: 30 },
  // Friday 17:00, answered Sunday 09:00: due Sunday 17:00, in time; 7 h of Friday + 9 h of Sunday = 16 h.
  { arrival: "2026-03-13T15:00:00Z", reply: "2026-03-15T07:00:00Z" },
  // Saturday noon, answered Sunday 12:00: counted from Sunday 08:00, 4 h; in time.
  { arrival: "2026-03-14T10:00:00Z", reply: "2026-03-15T10:00:00Z" },
  // Wednesday 20:00 before the holiday, never answered: due Friday 20:00, overdue now.
  { arrival: "2026-03-18T18:00:00Z" },
  // Spam: not counted anywhere.
  { arrival: "2026-03-10T08:00:00Z", spam: true },
  // 1 April 00:30 in Cairo (still 31 March in UTC): an April request, answered after 1 h.
  { arrival: "2026-03-31T22:30:00Z", replyAfterHours: 1 },
  // 1 April 10:00, unanswered: due 2 April 10:00 Cairo, overdue at NOW (12:00 Cairo).
  { arrival: "2026-04-01T08:00:00Z" },
]

const databases = databasesForTests("figures-")

describe.each(STORAGE_KINDS)("the promise's figures on %s", (kind) => {
  let db: Kysely<Database>
  beforeAll(async () => {
    db = await databases.open(kind)
    for (const [index, request] of REQUESTS.entries()) {
      const arrival = new Date(request.arrival)
      const saved = (await saveRequest(
        db,
        newQuote({ email: `figures${index}.${kind}@example.com`, spam: request.spam ? 1 : 0 }),
        arrival,
        [],
        100,
        holidays,
      )) as { id: number }
      const reply = request.reply
        ? new Date(request.reply)
        : request.replyAfterHours !== undefined
          ? new Date(arrival.getTime() + request.replyAfterHours * HOUR)
          : null
      if (reply)
        await db
          .updateTable("requests")
          .set({ first_reply_at: reply.toISOString() })
          .where("id", "=", saved.id)
          .execute()
    }
  })
  afterAll(() => db.destroy())

  test("per month: received, answered within the promise, median and 90th percentile, overdue now", async () => {
    const months = await promiseFigures(db, NOW, holidays)
    expect(months).toEqual([
      {
        month: "2026-04",
        received: 2,
        answeredInTime: 1,
        inTimeShare: 0.5,
        medianHours: 1,
        p90Hours: 1,
        overdueNow: 1,
        pending: 0,
      },
      // Replies of 2, 4, 16 and 30 working hours: the median (nearest rank) 4, the 90th percentile 30.
      {
        month: "2026-03",
        received: 5,
        answeredInTime: 3,
        inTimeShare: 0.6,
        medianHours: 4,
        p90Hours: 30,
        overdueNow: 1,
        pending: 0,
      },
    ])
    expect(figuresCsv(months).split("\r\n")).toEqual([
      "month,received,answered_within_24h,share_within_24h,median_hours_to_first_reply,p90_hours_to_first_reply,overdue_now,still_within_24h",
      "2026-04,2,1,0.500,1,1,1,0",
      "2026-03,5,3,0.600,4,30,1,0",
      "",
    ])
  })
})

// A manager reading the figures an hour into the day: 4 requests in, 1 answered, none late. The 3 still inside their
// 24 hours are neither kept nor missed yet, so the share is of the decided ones (1 of 1), and they are their own figure.
const pendingDatabases = databasesForTests("figures-pending-")

describe.each(STORAGE_KINDS)("requests still within their 24 hours on %s", (kind) => {
  let db: Kysely<Database>
  const now = new Date("2026-06-10T09:00:00Z") // a Wednesday, noon in Cairo
  beforeAll(async () => {
    db = await pendingDatabases.open(kind)
    for (const minutesAgo of [50, 40, 30, 20]) {
      const arrival = new Date(now.getTime() - minutesAgo * 60_000)
      const saved = (await saveRequest(
        db,
        newQuote({ email: `pending${minutesAgo}.${kind}@example.com` }),
        arrival,
        [],
        100,
        holidays,
      )) as { id: number }
      if (minutesAgo === 50)
        await db
          .updateTable("requests")
          .set({ first_reply_at: new Date(arrival.getTime() + 10 * 60_000).toISOString() })
          .where("id", "=", saved.id)
          .execute()
    }
  })
  afterAll(() => db.destroy())

  test("are left out of the share and counted as still within 24 h, on the page's figures and in the CSV", async () => {
    const months = await promiseFigures(db, now, holidays)
    expect(months).toEqual([
      expect.objectContaining({
        month: "2026-06",
        received: 4,
        answeredInTime: 1,
        inTimeShare: 1,
        overdueNow: 0,
        pending: 3,
      }),
    ])
    expect(csvRecords(figuresCsv(months))).toEqual([
      expect.objectContaining({
        month: "2026-06",
        received: "4",
        share_within_24h: "1.000",
        overdue_now: "0",
        still_within_24h: "3",
      }),
    ])
  })
})

// The months come from the database's dates, so no visitor types them; the export is guarded all the same, as every
// CSV is (server/csv/csv-text.ts).
test("a month cell that would start a formula comes back inert, the rest of its line intact", () => {
  const month = {
    received: 2,
    answeredInTime: 1,
    inTimeShare: 0.5,
    medianHours: 1.5,
    p90Hours: null,
    overdueNow: 0,
    pending: 0,
  }
  const records = csvRecords(figuresCsv(HOSTILE_CELLS.map((cell) => ({ ...month, month: cell }))))
  expect(records).toEqual(
    HOSTILE_CELLS.map((cell) => ({
      month: inert(cell),
      received: "2",
      answered_within_24h: "1",
      share_within_24h: "0.500",
      median_hours_to_first_reply: "1.5",
      p90_hours_to_first_reply: "",
      overdue_now: "0",
      still_within_24h: "0",
    })),
  )
})
