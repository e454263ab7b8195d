/** @jest-environment node */
import type { Kysely } from "kysely"
import { saveRequest } from "../storage/requests"
import type { Database } from "../storage/schema"
import { newQuote } from "../../testing/fixtures"
import { databasesForTests, STORAGE_KINDS } from "../../testing/test-databases"
import { TEST_NOW } from "../../testing/test-clock"
import { erasePerson, exportPerson } from "./person-data"

jest.setTimeout(60_000)
const ADMIN = { id: "admin-1", name: "Amal Fathy" }

const databases = databasesForTests("person-data-")

describe.each(STORAGE_KINDS)("a person's data on %s", (kind) => {
  let db: Kysely<Database>
  beforeAll(async () => {
    db = await databases.open(kind)
  })
  afterAll(async () => db.destroy())

  test("the export and the erasure take in the person's complaints and appeals with their quote requests", async () => {
    const email = `Mona.${kind}@Example.com`
    await saveRequest(db, newQuote({ email }), TEST_NOW)
    await saveRequest(
      db,
      newQuote({ email, kind: "appeal", job_reference: "LE-2026-00421", message: "Appeal text" }),
      TEST_NOW,
    )

    const exported = await exportPerson(db, ADMIN, email.toLowerCase(), TEST_NOW)
    expect(exported.requests.map((request) => [request.reference.slice(0, 2), request.kind])).toEqual([
      ["Q-", "quote"],
      ["C-", "appeal"],
    ])
    expect(exported.requests[1]).toMatchObject({ job_reference: "LE-2026-00421", message: "Appeal text" })

    const erased = await erasePerson(db, ADMIN, email, TEST_NOW)
    expect(erased).toHaveLength(2)
    const rows = await db
      .selectFrom("requests")
      .select(["email", "job_reference", "message"])
      .where("reference", "in", erased)
      .execute()
    expect(rows).toEqual([
      { email: "", job_reference: null, message: "" },
      { email: "", job_reference: null, message: "" },
    ])
  })
})
