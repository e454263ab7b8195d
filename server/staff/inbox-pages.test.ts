/** @jest-environment node */
import type { Kysely } from "kysely"
import type { Database } from "../storage/schema"
import { newQuote } from "../../testing/fixtures"
import { databasesForTests, STORAGE_KINDS } from "../../testing/test-databases"
import { TEST_NOW } from "../../testing/test-clock"
import { encodeCursor, type InboxPosition } from "./inbox-cursor"
import { listRequests, type RequestFilter } from "./requests-query"
import { filterQuery } from "./schemas"

jest.setTimeout(60_000)

const clock = { now: TEST_NOW, holidays: new Set<string>() }
const databases = databasesForTests("inbox-pages-")

// Few arrival and due times for many requests, so ties sit on every page boundary.
const CREATED = ["2026-03-01T09:00:00.000Z", "2026-03-01T10:00:00.000Z", "2026-03-02T08:30:00.000Z"]
const DUE = ["2026-03-02T09:00:00.000Z", "2026-03-02T10:00:00.000Z", "2026-03-03T08:30:00.000Z"]
const STATUSES = ["new", "contacted", "quoted"] as const

type Seeded = {
  reference: string
  id: number
  created_at: string
  due_at: string | null
  first_reply_at: string | null
}

// The inbox order as docs/requests.md states it, independently of the SQL: the unanswered with a due time first,
// earliest due first, then the rest; within each, newest first, the later id first.
function inboxOrder(rows: Seeded[], spam: boolean) {
  const waiting = (row: Seeded) => !spam && row.first_reply_at === null && row.due_at !== null
  const compare = (a: Seeded, b: Seeded) => {
    if (waiting(a) !== waiting(b)) return waiting(a) ? -1 : 1
    if (waiting(a) && a.due_at !== b.due_at) return a.due_at! < b.due_at! ? -1 : 1
    if (a.created_at !== b.created_at) return a.created_at > b.created_at ? -1 : 1
    return b.id - a.id
  }
  return [...rows].sort(compare).map((row) => row.reference)
}

describe.each(STORAGE_KINDS)("the inbox's pages on %s", (kind) => {
  let db: Kysely<Database>
  let seeded: (Seeded & { spam: number; status: string })[]
  beforeAll(async () => {
    db = await databases.open(kind)
    const rows = Array.from({ length: 61 }, (_, n) => ({
      ...newQuote({ email: `pages${n}@example.com` }),
      reference: `Q-2026-${String(n + 1).padStart(6, "0")}`,
      created_at: CREATED[n % CREATED.length],
      mail_status: "sent" as const,
      // Requests before the reply promise have no due time; every fourth is answered, every ninth spam.
      due_at: n % 5 === 0 ? null : DUE[(n * 7) % DUE.length],
      first_reply_at: n % 4 === 0 ? "2026-03-02T12:00:00.000Z" : null,
      spam: n % 9 === 0 ? 1 : 0,
      status: STATUSES[n % STATUSES.length],
    }))
    await db.insertInto("requests").values(rows).execute()
    seeded = await db
      .selectFrom("requests")
      .select(["reference", "id", "created_at", "due_at", "first_reply_at", "spam", "status"])
      .execute()
  })
  afterAll(() => db.destroy())

  // Every page of a filter, each opened after the one before, as the workspace opens them.
  async function walk(filter: RequestFilter, size: number) {
    const references: string[] = []
    let after: InboxPosition | undefined
    for (let pages = 0; pages < 100; pages++) {
      const page = await listRequests(db, filter, clock, { after, size })
      references.push(...page.items.map((item) => item.reference))
      expect(page.items.length).toBe(page.next ? size : page.items.length)
      if (!page.next) return references
      after = page.next
    }
    throw new Error("the pages never ended")
  }

  test.each([1, 4, 7, 50])("pages of %i give the whole inbox in its order, each request once", async (size) => {
    const expected = inboxOrder(
      seeded.filter((row) => row.spam === 0),
      false,
    )
    expect(await walk({}, size)).toEqual(expected)
  })

  test("a filter's pages and the spam view's are the filtered list in the same order", async () => {
    const quoted = seeded.filter((row) => row.spam === 0 && row.status === "quoted")
    expect(await walk({ status: "quoted" }, 3)).toEqual(inboxOrder(quoted, false))
    const spam = seeded.filter((row) => row.spam === 1)
    expect(await walk({ spam: true }, 2)).toEqual(inboxOrder(spam, true))
  })

  test("the last page says there is none after it; a full first page says where the next starts", async () => {
    const all = await listRequests(db, {}, clock, { size: 100 })
    expect(all.next).toBeNull()
    expect((await listRequests(db, {}, clock)).items).toEqual(all.items.slice(0, 50))
    const first = await listRequests(db, {}, clock, { size: 10 })
    expect(first.next).not.toBeNull()
    const second = await listRequests(db, {}, clock, { after: first.next!, size: 10 })
    expect(second.items[0].reference).toBe(all.items[10].reference)
  })
})

test("the query reads back the cursor it gave, and refuses one it did not", () => {
  const position = { sort: "02026-03-02T09:00:00.000Z", created: "2026-03-01T09:00:00.000Z", id: 42 }
  expect(filterQuery.parse({ after: encodeCursor(position) }).after).toEqual(position)
  for (const after of ["", "not-a-cursor", Buffer.from('["x","y",-1]').toString("base64url"), "W10"]) {
    expect([after, filterQuery.safeParse({ after }).success]).toEqual([after, false])
  }
})
