/** @jest-environment node */
import { addDays, cairoToday } from "../../src/lib/cairo-time"
import { BOOKINGS_PATH, CLIENT_REMINDERS_PATH } from "../../src/lib/client-paths"
import { STAFF_COMING_API, STAFF_COMING_CSV } from "../../src/lib/staff-paths"
import { twoCompaniesForTests } from "../../testing/client-companies"
import { staffCall } from "../../testing/staff"
import { TEST_NOW } from "../../testing/test-clock"
import { databasesForTests, STORAGE_KINDS } from "../../testing/test-databases"

jest.setTimeout(180_000)

const databases = databasesForTests("coming-work-")
const today = cairoToday(TEST_NOW)
const inDays = (days: number) => addDays(today, days)!

const ALPHA_ADMIN = { email: "samy.nabil@alpha-ports.test", password: "Cl1ent-samy-Pass!2026" }
const BETA_ADMIN = { email: "rana.adel@beta-power.test", password: "Cl1ent-rana-Pass!2026" }

describe.each(STORAGE_KINDS)("the work coming across all clients on %s", (kind) => {
  const companies = twoCompaniesForTests(databases, kind, [
    ["Alpha Ports", ALPHA_ADMIN],
    ["Beta Power", BETA_ADMIN],
  ])

  const certificate = (companyId: string, number: string, due: number, status: "valid" | "withdrawn" = "valid") => ({
    number: `${number}-${kind.toUpperCase()}`,
    kind: "lifting-equipment" as const,
    item: `Shackle ${number}`,
    serial: `SH-${number}`,
    rating: null,
    client: "Sample client",
    site: "Berth 1",
    inspected_on: inDays(-300),
    valid_until: inDays(due),
    inspector: "Hany Youssef",
    inspector_certificate: "LEEA 0051234",
    status,
    code: `W${number}${kind}`,
    created_at: TEST_NOW.toISOString(),
    company_id: companyId,
  })

  beforeAll(async () => {
    // TEST_NOW is 10 March 2026: overdue since 7 March (this month, but past), March, April, beyond February 2027,
    // and a withdrawn one.
    await companies.db
      .insertInto("certificates")
      .values([
        certificate(companies.alpha.id, "W1", -3),
        certificate(companies.alpha.id, "W2", 5),
        certificate(companies.alpha.id, "W3", 40),
        certificate(companies.alpha.id, "W4", 400),
        certificate(companies.alpha.id, "W5", 20, "withdrawn"),
        certificate(companies.beta.id, "W6", 40),
      ])
      .execute()
    const booked = await staffCall(companies.server, BOOKINGS_PATH, {
      method: "POST",
      json: { numbers: [`W3-${kind.toUpperCase()}`] },
      headers: { cookie: companies.alpha.cookie },
    })
    expect(booked.status).toBe(200)
    const off = await staffCall(companies.server, CLIENT_REMINDERS_PATH, {
      method: "POST",
      json: { enabled: false },
      headers: { cookie: companies.beta.cookie },
    })
    expect(off.status).toBe(200)
  })

  test("by month, overdue first, with what each company booked and who has no one to remind", async () => {
    const answer = await companies.server.fetch(`${companies.server.base}${STAFF_COMING_API}`, {
      headers: { cookie: companies.staff },
    })
    expect(answer.status).toBe(200)
    expect(await answer.json()).toEqual({
      months: [
        {
          month: "overdue",
          items: 1,
          booked: 0,
          companies: [{ name: "Alpha Ports", items: 1, booked: 0, remindable: true }],
        },
        {
          month: "2026-03",
          items: 1,
          booked: 0,
          companies: [{ name: "Alpha Ports", items: 1, booked: 0, remindable: true }],
        },
        {
          month: "2026-04",
          items: 2,
          booked: 1,
          companies: [
            { name: "Alpha Ports", items: 1, booked: 1, remindable: true },
            { name: "Beta Power", items: 1, booked: 0, remindable: false },
          ],
        },
      ],
    })
  })

  test("every item as CSV, with the booking's reference", async () => {
    const answer = await companies.server.fetch(`${companies.server.base}${STAFF_COMING_CSV}`, {
      headers: { cookie: companies.staff },
    })
    expect(answer.headers.get("content-type")).toBe("text/csv; charset=utf-8")
    const lines = (await answer.text()).trimEnd().split("\r\n")
    expect(lines[0]).toBe("month,company,site,item,serial,certificate,due,booked")
    expect(lines).toHaveLength(5)
    expect(lines.find((line) => line.includes(`W3-${kind.toUpperCase()}`))).toMatch(
      /^2026-04,Alpha Ports,.*,Q-\d{4}-\d{6}$/,
    )
    expect(lines.find((line) => line.includes(`W6-${kind.toUpperCase()}`))).toMatch(/,$/)
  })

  test("only staff: a client's cookie and an anonymous caller are refused", async () => {
    for (const path of [STAFF_COMING_API, STAFF_COMING_CSV]) {
      expect(
        (
          await companies.server.fetch(`${companies.server.base}${path}`, {
            headers: { cookie: companies.alpha.cookie },
          })
        ).status,
      ).toBe(401)
      expect((await companies.server.fetch(`${companies.server.base}${path}`)).status).toBe(401)
    }
  })
})
