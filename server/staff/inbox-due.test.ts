/** @jest-environment node */
import type { Kysely } from "kysely"
import { saveRequest } from "../storage/requests"
import type { Database } from "../storage/schema"
import { newQuote } from "../../testing/fixtures"
import { databasesForTests, STORAGE_KINDS } from "../../testing/test-databases"
import { listRequests } from "./requests-query"
import { requestDetail } from "./request-work"

jest.setTimeout(60_000)

const HOUR = 3_600_000
// Monday 9 March 2026, 10:00 Cairo time, and the hours after it.
const MONDAY = new Date("2026-03-09T08:00:00Z")
const at = (hours: number) => new Date(MONDAY.getTime() + hours * HOUR)
const holidays = new Set<string>()

const databases = databasesForTests("inbox-due-")

describe.each(STORAGE_KINDS)("the inbox against the promise on %s", (kind) => {
  let db: Kysely<Database>
  beforeAll(async () => {
    db = await databases.open(kind)
  })
  afterAll(() => db.destroy())

  test("what is due first comes first, answered requests after; the time left; the overdue filter", async () => {
    const save = async (arrival: Date) =>
      (await saveRequest(db, newQuote({ email: `due.${kind}@example.com` }), arrival, [], 100, holidays)) as {
        reference: string
        id: number
      }
    const early = await save(at(0)) // due Tuesday 10:00
    const answered = await save(at(1))
    const late = await save(at(5)) // due Tuesday 15:00
    const middle = await save(at(2)) // due Tuesday 12:00
    await db
      .updateTable("requests")
      .set({ first_reply_at: at(3).toISOString() })
      .where("id", "=", answered.id)
      .execute()

    const now = at(26) // Tuesday 12:00: early is 2 h overdue, middle due now, late has 3 h left
    const { items } = await listRequests(db, {}, { now, holidays })
    expect(items.map((row) => [row.reference, row.left_ms])).toEqual([
      [early.reference, -2 * HOUR],
      [middle.reference, 0],
      [late.reference, 3 * HOUR],
      [answered.reference, null],
    ])
    const overdue = await listRequests(db, { overdue: true }, { now, holidays })
    expect(overdue.items.map((row) => row.reference)).toEqual([early.reference, middle.reference])

    // The request's own page (GET /api/staff/requests/<reference>) has the same working time left as the inbox.
    const leftOnPage = async (reference: string) => (await requestDetail(db, reference, { now, holidays }))!.left_ms
    expect(await leftOnPage(early.reference)).toBe(-2 * HOUR)
    expect(await leftOnPage(late.reference)).toBe(3 * HOUR)
    expect(await leftOnPage(answered.reference)).toBeNull()
  })
})
