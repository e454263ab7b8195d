/** @jest-environment node */
import { sql, type Kysely } from "kysely"
import type { InboxPosition } from "../staff/inbox-cursor"
import { listRequests } from "../staff/requests-query"
import { erasePerson } from "../staff/person-data"
import { SYSTEM } from "../staff/audit"
import { newQuote } from "../../testing/fixtures"
import { databasesForTests, STORAGE_KINDS } from "../../testing/test-databases"
import { TEST_NOW } from "../../testing/test-clock"
import { saveRequest } from "./requests"
import type { Database } from "./schema"

jest.setTimeout(120_000)

// More matches than the SQLite search fetches by id (2,000), so a common word takes the other way.
const COMMON = 2100

const databases = databasesForTests("inbox-search-")

describe.each(STORAGE_KINDS)("the inbox search on %s", (kind) => {
  let db: Kysely<Database>
  const clock = { now: TEST_NOW, holidays: new Set<string>() }
  // The page's references, each page opened after the one before, as the workspace opens them.
  const references = async (q: string, page = 1) => {
    let after: InboxPosition | undefined
    for (let before = 1; before < page; before++) after = (await listRequests(db, { q }, clock, { after })).next!
    return (await listRequests(db, { q }, clock, { after })).items.map((item) => item.reference)
  }

  beforeAll(async () => {
    db = await databases.open(kind)
    const start = Date.parse("2020-01-01T00:00:00Z")
    for (let offset = 0; offset < COMMON; offset += 500) {
      const rows = Array.from({ length: Math.min(500, COMMON - offset) }, (_, i) => ({
        ...newQuote({ email: `client${offset + i}@harbour.example`, message: `Hydrotest of vessel ${offset + i}` }),
        reference: `Q-2020-${String(offset + i + 1).padStart(6, "0")}`,
        created_at: new Date(start + (offset + i) * 60_000).toISOString(),
        mail_status: "sent" as const,
      }))
      await db.insertInto("requests").values(rows).execute()
    }
  })
  afterAll(async () => {
    await db.destroy()
  })

  test("a word in thousands of requests lists them newest first, page after page", async () => {
    expect((await references("HYDROTEST")).slice(0, 2)).toEqual(["Q-2020-002100", "Q-2020-002099"])
    expect((await references("hydrotest", 3))[0]).toBe("Q-2020-002000")
  })

  test("a rare text finds its one request, in any case, and follows an edited field", async () => {
    expect(await references("Client1234@Harbour")).toEqual(["Q-2020-001235"])
    await db
      .updateTable("requests")
      .set({ email: "renamed@dock.example" })
      .where("reference", "=", "Q-2020-001235")
      .execute()
    expect(await references("client1234@")).toEqual([])
    expect(await references("renamed@dock")).toEqual(["Q-2020-001235"])
    // Quotes and wildcards typed in the box are plain characters.
    expect(await references('"vessel 7"')).toEqual([])
    expect(await references("ves_el 7")).toEqual([])
  })

  if (kind === "sqlite") {
    test("the index holds every row exactly, and an erased person's text is taken out of it", async () => {
      const email = "zqxw.unique@erasure.example"
      await saveRequest(db, newQuote({ email }), TEST_NOW)
      // Terms in the index: "zqx" comes only from this address.
      await sql`create virtual table if not exists temp.search_terms using fts5vocab(main, requests_search, row)`.execute(
        db,
      )
      const holds = async (term: string) =>
        (await sql<{ n: number }>`select count(*) as n from temp.search_terms where term = ${term}`.execute(db)).rows[0]
          .n
      expect(await holds("zqx")).toBe(1)
      expect(await references("zqxw.unique")).toHaveLength(1)

      // Deleting takes the entries out of the index's pages, not only behind a delete marker.
      const config = await sql<{ v: number }>`select v from requests_search_config where k = 'secure-delete'`.execute(
        db,
      )
      expect(config.rows).toEqual([{ v: 1 }])
      await erasePerson(db, SYSTEM, email, TEST_NOW)
      expect(await holds("zqx")).toBe(0)
      expect(await references("zqxw.unique")).toEqual([])
      // FTS5 compares the index with the table row by row (rank 1) and fails on any difference.
      await sql`insert into requests_search(requests_search, rank) values('integrity-check', 1)`.execute(db)
      await db.deleteFrom("requests").where("reference", "=", "Q-2020-000001").execute()
      await sql`insert into requests_search(requests_search, rank) values('integrity-check', 1)`.execute(db)
    })
  }
})
