/** @jest-environment node */
import { addDays, cairoToday } from "../../src/lib/cairo-time"
import { REGISTER_HISTORY_PATH, REGISTER_PATH } from "../../src/lib/client-paths"
import { historyReply, registerPageReply } from "../../src/lib/register-replies"
import { twoCompaniesForTests } from "../../testing/client-companies"
import { TEST_NOW } from "../../testing/test-clock"
import { databasesForTests, STORAGE_KINDS } from "../../testing/test-databases"

jest.setTimeout(180_000)

// Issue 62: a report replaced by an amendment reads "Superseded by N on <date>" in the client's register and in the
// item's history, from certificates.superseded_by and superseded_on, on both databases.
const databases = databasesForTests("client-register-amended-")
const today = cairoToday(TEST_NOW)
const inDays = (days: number) => addDays(today, days)!

describe.each(STORAGE_KINDS)("an amended report in the client register on %s", (kind) => {
  const companies = twoCompaniesForTests(databases, kind, [
    ["Alpha Drilling", { email: "hoda.adel@alpha-drilling.test", password: "Cl1ent-hoda-Pass!2026" }],
    ["Beta Marine", { email: "sara.fouad@beta-marine.test", password: "Cl1ent-sara-Pass!2026" }],
  ])
  const get = async (path: string) => {
    const response = await companies.server.fetch(`${companies.server.base}${path}`, {
      headers: { cookie: companies.alpha.cookie },
    })
    expect(response.status).toBe(200)
    return response.json()
  }

  beforeAll(async () => {
    const report = (number: string, serial: string, superseded?: { by: string; on: string }) => ({
      number,
      kind: "ndt-report",
      item: "Weld W-12, UT",
      serial,
      rating: null,
      client: "Alpha Drilling",
      site: "Rig 7",
      inspected_on: inDays(-10),
      valid_until: null,
      inspector: "Hany Youssef",
      inspector_certificate: "PCN 334455",
      status: "valid" as const,
      code: `C0DE${number}`,
      created_at: TEST_NOW.toISOString(),
      company_id: companies.alpha.id,
      superseded_by: superseded?.by ?? null,
      superseded_on: superseded?.on ?? null,
    })
    await companies.db
      .insertInto("certificates")
      .values([
        // Amended on the same item: the amendment is the item's latest, the old one in its history.
        report("AM-1", "W-12", { by: "AM-2", on: inDays(-1) }),
        report("AM-2", "W-12"),
        // Amended with the serial corrected: the old one stays an item of its own, and says it was replaced.
        report("AM-3", "W-13 (typo)", { by: "AM-4", on: inDays(-1) }),
        report("AM-4", "W-13"),
      ])
      .execute()
  })

  test("the register's item and the history name the amendment and its day; the amendment names none", async () => {
    const page = registerPageReply.parse(await get(REGISTER_PATH))
    const amendedOf = (number: string) => page.items.find((item) => item.number === number)?.amendedBy
    expect(page.items.map((item) => item.number).sort()).toEqual(["AM-2", "AM-3", "AM-4"])
    expect(amendedOf("AM-3")).toEqual({ number: "AM-4", on: inDays(-1) })
    expect(amendedOf("AM-2")).toBeNull()
    const { certificates } = historyReply.parse(await get(`${REGISTER_HISTORY_PATH}?number=AM-2`))
    expect(certificates.map(({ number, supersededBy, amendedBy }) => [number, supersededBy, amendedBy])).toEqual([
      ["AM-2", null, null],
      ["AM-1", "AM-2", { number: "AM-2", on: inDays(-1) }],
    ])
  })
})
