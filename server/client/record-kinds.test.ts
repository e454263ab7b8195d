/** @jest-environment node */
import ICAL from "ical.js"
import { addDays, cairoToday } from "../../src/lib/cairo-time"
import type { CertificateKind } from "../../src/lib/certificate-kinds"
import { BOOKINGS_PATH, CLIENT_CALENDAR_PATH, REGISTER_PATH } from "../../src/lib/client-paths"
import { historyReply, registerPageReply } from "../../src/lib/register-replies"
import { storeSamples, twoCompaniesForTests } from "../../testing/client-companies"
import { csvRecords } from "../../testing/parse-csv"
import { content } from "../../testing/quote-app"
import { staffCall } from "../../testing/staff"
import { TEST_NOW } from "../../testing/test-clock"
import { databasesForTests, STORAGE_KINDS } from "../../testing/test-databases"
import { runDueReminders } from "./reminder-run"

jest.setTimeout(180_000)

// A report or a test record has no validity (src/lib/certificate-kinds.ts RECORD_KINDS): the public check calls it
// genuine and issued on its day, whatever valid_until it carries. The register, its CSV, the booking, the calendar
// and the reminders must say the same: issued, never valid, due or expired.

const databases = databasesForTests("client-record-kinds-")
const today = cairoToday(TEST_NOW)
const inDays = (days: number) => addDays(today, days)!

const ALPHA_ADMIN = { email: "mona.kamel@gamma-pipelines.test", password: "Cl1ent-mona-Pass!2026" }
const BETA_ADMIN = { email: "tarek.nabil@delta-tanks.test", password: "Cl1ent-tarek-Pass!2026" }

type Sample = {
  number: string
  kind: CertificateKind
  item: string
  serial: string | null
  inspected: number
  due: number | null
}
// A sling due in 10 days, and three records carrying a date the public check ignores: past, near and none.
const SAMPLES: Sample[] = [
  { number: "RK-1", kind: "lifting-equipment", item: "Webbing sling, 2 t", serial: "SL-9", inspected: -170, due: 10 },
  { number: "RK-2", kind: "pressure-test", item: "Pig launcher, hydrotest", serial: "PL-2", inspected: -40, due: -10 },
  { number: "RK-3", kind: "ndt-report", item: "Weld W-12, UT", serial: null, inspected: -3, due: 20 },
  { number: "RK-4", kind: "heat-treatment", item: "Header PWHT", serial: "HD-4", inspected: -1, due: null },
]
const RECORDS = ["RK-2", "RK-3", "RK-4"]

describe.each(STORAGE_KINDS)("record kinds in a client's register on %s", (kind) => {
  const companies = twoCompaniesForTests(databases, kind, [
    ["Gamma Pipelines", ALPHA_ADMIN],
    ["Delta Tanks", BETA_ADMIN],
  ])
  const get = (path: string) =>
    companies.server.fetch(`${companies.server.base}${path}`, { headers: { cookie: companies.alpha.cookie } })
  const page = async (query = "") => registerPageReply.parse(await (await get(`${REGISTER_PATH}${query}`)).json())
  const numbers = async (query: string) => (await page(query)).items.map((item) => item.number).sort()

  beforeAll(async () => {
    await storeSamples(
      companies.db,
      (companyId, sample: Sample) => ({
        number: sample.number,
        kind: sample.kind,
        item: sample.item,
        serial: sample.serial,
        rating: null,
        client: "Sample client",
        site: "Rig 7",
        inspected_on: inDays(sample.inspected),
        valid_until: sample.due === null ? null : inDays(sample.due),
        inspector: "Hany Youssef",
        inspector_certificate: "ASNT 0051234",
        status: "valid",
        code: `RK${sample.number}${kind}`,
        created_at: TEST_NOW.toISOString(),
        company_id: companyId,
      }),
      [companies.alpha.id, SAMPLES],
    )
  })

  test("the register answers a record as issued on its day, with no due date, and the sling as due", async () => {
    const { items } = await page()
    const byNumber = Object.fromEntries(items.map((item) => [item.number, item]))
    expect(byNumber["RK-1"]).toMatchObject({ status: "due", validUntil: inDays(10) })
    for (const number of RECORDS) {
      const sample = SAMPLES.find((entry) => entry.number === number)!
      expect(byNumber[number]).toMatchObject({
        status: "issued",
        inspectedOn: inDays(sample.inspected),
        validUntil: null,
      })
    }
    const history = historyReply.parse(await (await get(`${REGISTER_PATH}/history?number=RK-2`)).json())
    expect(history.certificates.map(({ number, status, validUntil }) => [number, status, validUntil])).toEqual([
      ["RK-2", "issued", null],
    ])
  })

  test("a record is never counted as expired or due, and the status filter finds it as issued", async () => {
    expect(await numbers("?status=expired")).toEqual([])
    expect(await numbers("?status=due")).toEqual(["RK-1"])
    expect(await numbers("?status=valid")).toEqual([])
    for (const days of [30, 60, 90]) expect(await numbers(`?due=${days}`)).toEqual(["RK-1"])
    expect(await numbers("?status=issued")).toEqual(RECORDS)
  })

  test("the CSV's status column says issued for a record, with no valid-until", async () => {
    const records = csvRecords(await (await get(`${REGISTER_PATH}.csv`)).text())
    const of = (number: string) => records.find((record) => record.number === number)!
    expect(of("RK-1").status).toBe("due")
    for (const number of RECORDS) {
      expect([number, of(number).status, of(number).valid_until]).toEqual([number, "issued", ""])
    }
  })

  test("booking, the calendar feed and the reminders name the sling only", async () => {
    const booked = await staffCall(companies.server, BOOKINGS_PATH, {
      method: "POST",
      json: { site: "Rig 7", withinDays: 60 },
      headers: { cookie: companies.alpha.cookie },
    })
    expect(booked.status).toBe(200)
    expect(await booked.json()).toMatchObject({ items: 1 })

    const made = await staffCall(companies.server, CLIENT_CALENDAR_PATH, {
      method: "POST",
      json: { action: "renew" },
      headers: { cookie: companies.alpha.cookie },
    })
    const { pathname, search } = new URL(((await made.json()) as { url: string }).url)
    const feed = await (await companies.server.fetch(`${companies.server.base}${pathname}${search}`)).text()
    const events = new ICAL.Component(ICAL.parse(feed))
      .getAllSubcomponents("vevent")
      .map((event) => new ICAL.Event(event))
    expect(events.map((event) => event.uid.split("@")[0])).toEqual(["RK-1"])

    await runDueReminders(companies.db, TEST_NOW, {
      siteUrl: "https://inspection.test",
      content,
      onMailQueued: () => undefined,
    })
    const told = await companies.db
      .selectFrom("reminder_sent")
      .innerJoin("certificates", "certificates.id", "reminder_sent.certificate_id")
      .select("certificates.number")
      .execute()
    expect(told.map((row) => row.number)).toEqual(["RK-1"])
  })
})
