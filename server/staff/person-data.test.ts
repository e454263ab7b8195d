/** @jest-environment node */
import fs from "node:fs"
import path from "node:path"
import type { Kysely } from "kysely"
import { saveRequest } from "../storage/requests"
import type { Database } from "../storage/schema"
import { newQuote } from "../../testing/fixtures"
import { startThrowawayPostgres, type ThrowawayPostgres } from "../../testing/postgres"
import { openTestDatabase, STORAGE_KINDS, tempDir } from "../../testing/quote-app"
import { erasePerson, exportPerson } from "./person-data"

jest.setTimeout(60_000)
const ADMIN = { id: "admin-1", name: "Amal Fathy" }

let postgres: ThrowawayPostgres
let dataDir: string
beforeAll(async () => {
  postgres = await startThrowawayPostgres()
  dataDir = tempDir("person-data-")
})
afterAll(() => {
  postgres?.stop()
  fs.rmSync(dataDir, { recursive: true, force: true })
})

describe.each(STORAGE_KINDS)("a person's data on %s", (kind) => {
  let db: Kysely<Database>
  beforeAll(async () => {
    db = await openTestDatabase(kind, path.join(dataDir, kind), postgres)
  })
  afterAll(async () => db.destroy())

  test("the export and the erasure take in the person's complaints and appeals with their quote requests", async () => {
    const email = `Mona.${kind}@Example.com`
    await saveRequest(db, newQuote({ email }))
    await saveRequest(db, newQuote({ email, kind: "appeal", job_reference: "LE-2026-00421", message: "Appeal text" }))

    const exported = await exportPerson(db, ADMIN, email.toLowerCase())
    expect(exported.requests.map((request) => [request.reference.slice(0, 2), request.kind])).toEqual([
      ["Q-", "quote"],
      ["C-", "appeal"],
    ])
    expect(exported.requests[1]).toMatchObject({ job_reference: "LE-2026-00421", message: "Appeal text" })

    const erased = await erasePerson(db, ADMIN, email)
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
