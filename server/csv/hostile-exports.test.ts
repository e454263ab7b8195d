/** @jest-environment node */
import { addDays, cairoToday } from "../../src/lib/cairo-time"
import { REGISTER_CSV_PATH } from "../../src/lib/client-paths"
import { STAFF_COMING_CSV } from "../../src/lib/staff-paths"
import { twoCompaniesForTests } from "../../testing/client-companies"
import { englishEdition } from "../../testing/content"
import { newQuote } from "../../testing/fixtures"
import { HOSTILE_CELLS, inert } from "../../testing/hostile-cells"
import { csvRecords } from "../../testing/parse-csv"
import { TEST_NOW } from "../../testing/test-clock"
import { databasesForTests, STORAGE_KINDS } from "../../testing/test-databases"
import { saveRequest } from "../storage/requests"

// Every download that carries what someone typed, read back as a spreadsheet would: a cell that would start a
// formula (testing/hostile-cells.ts) comes back as text, and the rest of its record is as it was stored. The reply
// figures hold no typed text (server/promise/figures.test.ts), nor does the certificates command's output
// (server/cli/certificates.test.ts).
jest.setTimeout(180_000)

const databases = databasesForTests("hostile-exports-")
const today = cairoToday(TEST_NOW)
const due = addDays(today, 100)!

const ALPHA_ADMIN = { email: "nour.hassan@alpha-cranes.test", password: "Cl1ent-nour-Pass!2026" }
const BETA_ADMIN = { email: "omar.zaki@beta-hoists.test", password: "Cl1ent-omar-Pass!2026" }

// Two register items whose typed fields carry the six cells between them.
const [c1, c2, c3, c4, c5, c6] = HOSTILE_CELLS
const ITEMS = [
  { number: "HX-1", item: c1, serial: c2, rating: c3, site: c4 },
  { number: "HX-2", item: c5, serial: c6, rating: null, site: "Rig 7" },
]
// A withdrawn item whose reason, typed by staff, is a formula: the register's CSV carries the reason (issue 64).
const WITHDRAWN = { number: "HX-3", item: "Lifting beam", serial: "LB-9", rating: null, site: "Rig 7", reason: c1 }
const shown = (cell: string | null) => (cell === null ? "" : HOSTILE_CELLS.includes(cell) ? inert(cell) : cell)

// A request each, a cell in a column a visitor types.
const REQUEST_COLUMNS = ["first_name", "last_name", "company", "message", "site", "phone"] as const

describe.each(STORAGE_KINDS)("the CSV exports on %s", (kind) => {
  const companies = twoCompaniesForTests(databases, kind, [
    ["Alpha Cranes", ALPHA_ADMIN],
    ["Beta Hoists", BETA_ADMIN],
  ])
  const download = async (path: string, cookie: string) => {
    const answer = await companies.server.fetch(`${companies.server.base}${path}`, { headers: { cookie } })
    expect(answer.status).toBe(200)
    return csvRecords(await answer.text())
  }

  beforeAll(async () => {
    await companies.db
      .insertInto("certificates")
      .values(
        ITEMS.map((item) => ({
          ...item,
          kind: "lifting-equipment" as const,
          client: "Sample client",
          inspected_on: addDays(today, -10)!,
          valid_until: due,
          inspector: "Hany Youssef",
          inspector_certificate: "LEEA 0051234",
          status: "valid" as const,
          code: `C0DE${item.number}${kind}`,
          created_at: TEST_NOW.toISOString(),
          company_id: companies.alpha.id,
        })),
      )
      .execute()
    const { reason, ...withdrawn } = WITHDRAWN
    await companies.db
      .insertInto("certificates")
      .values({
        ...withdrawn,
        kind: "lifting-equipment",
        client: "Sample client",
        inspected_on: addDays(today, -10)!,
        valid_until: due,
        inspector: "Hany Youssef",
        inspector_certificate: "LEEA 0051234",
        status: "withdrawn",
        status_at: today,
        status_reason: reason,
        code: `C0DE${withdrawn.number}${kind}`,
        created_at: TEST_NOW.toISOString(),
        company_id: companies.alpha.id,
      })
      .execute()
    await saveRequest(companies.db, newQuote({ email: "plain@example.com" }), TEST_NOW)
    for (const [i, cell] of HOSTILE_CELLS.entries()) {
      const request = newQuote({ email: `hostile.${i}@example.com`, [REQUEST_COLUMNS[i]]: cell })
      await saveRequest(companies.db, request, TEST_NOW)
    }
  })

  test("the client's register", async () => {
    const records = await download(REGISTER_CSV_PATH, companies.alpha.cookie)
    // The withdrawn item first, as the register lists it, its reason inert.
    expect(records[0]).toMatchObject({ number: WITHDRAWN.number, status: "withdrawn", status_reason: inert(c1) })
    expect(records.slice(1)).toEqual(
      ITEMS.map((item) => ({
        number: item.number,
        kind: "lifting-equipment",
        kind_name: englishEdition.verify.kinds.find((one) => one.id === "lifting-equipment")!.name,
        item: shown(item.item),
        serial: shown(item.serial),
        rating: shown(item.rating),
        site: shown(item.site),
        inspected_on: addDays(today, -10),
        valid_until: due,
        status: "valid",
        status_name: englishEdition.client.statuses.valid,
        status_date: "",
        status_reason: "",
        examinations: "1",
      })),
    )
  })

  test("the work coming, for staff", async () => {
    const records = await download(STAFF_COMING_CSV, companies.staff)
    expect(records).toEqual(
      ITEMS.map((item) => ({
        month: due.slice(0, 7),
        company: "Alpha Cranes",
        site: shown(item.site),
        item: shown(item.item),
        serial: shown(item.serial),
        certificate: item.number,
        due,
        booked: "",
      })),
    )
  })

  test("the requests, for staff", async () => {
    const records = await download("/api/staff/requests.csv", companies.staff)
    const byEmail = (email: string) => records.find((record) => record.email === email)
    const plain = byEmail("plain@example.com")!
    expect(records).toHaveLength(HOSTILE_CELLS.length + 1)
    expect(HOSTILE_CELLS.map((_, i) => byEmail(`hostile.${i}@example.com`))).toEqual(
      HOSTILE_CELLS.map((cell, i) => ({
        ...plain,
        reference: expect.stringMatching(/^Q-\d{4}-\d{6}$/),
        email: `hostile.${i}@example.com`,
        [REQUEST_COLUMNS[i]]: inert(cell),
      })),
    )
  })
})
