/** @jest-environment node */
import type { Kysely } from "kysely"
import { performance } from "node:perf_hooks"
import { databasesForTests, STORAGE_KINDS } from "../../testing/test-databases"
import { certificatesCsv, newCertificate } from "../../testing/certificates"
import { historyOf } from "../staff/audit"
import type { Database } from "../storage/schema"
import { CODE_ALPHABET, generateCode } from "./code"
import { alreadyStored, formatImportError, parseCertificateCsv } from "./csv-import"
import { addCertificates, changeStatus, existingNumbers, renewCode } from "./store"
import { maskClient, verifyCertificate } from "./verify"

jest.setTimeout(60_000)

const STAFF = { id: "staff-1", name: "Nadia Staff" }
const databases = databasesForTests("certificates-")

test("codes are 10 characters from an alphabet without 0/O, 1/I/L, and differ", () => {
  const codes = Array.from({ length: 2000 }, generateCode)
  for (const code of codes) expect(code).toMatch(/^[2-9A-HJKMNP-Z]{10}$/)
  expect(new Set(codes).size).toBe(codes.length)
  expect(CODE_ALPHABET).not.toMatch(/[01OIL]/)
  // Every character of the alphabet turns up: the draw is not stuck on part of it.
  expect(new Set(codes.join("")).size).toBe(CODE_ALPHABET.length)
})

test("the client is masked but recognisable", () => {
  expect(maskClient("Delta Refining Co.")).toBe("D**** Refining Co.")
  expect(maskClient("Sidpec")).toBe("S*****")
  expect(maskClient("شركة الإسكندرية للبترول")).toBe("ش*** الإسكندرية للبترول")
})

describe("CSV import checks every row", () => {
  const good = newCertificate() as unknown as Record<string, string | null>

  test("a correct file gives the records, empty optional cells as null", () => {
    const parsed = parseCertificateCsv(
      certificatesCsv([
        good,
        { ...good, number: "nd-2026-00007", kind: "ndt-report", serial: "", rating: "", valid_until: "" },
      ]),
    )
    expect(parsed).toEqual({
      ok: true,
      records: [
        newCertificate(),
        newCertificate({ number: "ND-2026-00007", kind: "ndt-report", serial: null, rating: null, valid_until: null }),
      ],
    })
  })

  test("errors name the row and column, all of them at once", () => {
    const parsed = parseCertificateCsv(
      certificatesCsv([
        good,
        { ...good, number: "PT-1", kind: "crane", inspected_on: "2026-02-30" },
        { ...good, number: "PT-2", client: "", valid_until: "2026-01-01" },
        { ...good, number: "LE-2026-00421" },
      ]),
    )
    expect(parsed.ok).toBe(false)
    const messages = (parsed as { errors: Parameters<typeof formatImportError>[0][] }).errors.map(formatImportError)
    expect(messages).toEqual([
      expect.stringMatching(/^row 3, column kind: Please use one of lifting-equipment, ndt-report/),
      "row 3, column inspected_on: is not a real date",
      "row 4, column client: Please fill in this field.",
      "row 4, column valid_until: Please give a date on or after the inspection date.",
      "row 5, column number: LE-2026-00421 is already on row 2",
    ])
  })

  test("a wrong header or a short row is named", () => {
    expect(parseCertificateCsv("number,kind\nA,B\n")).toEqual({
      ok: false,
      errors: [
        { row: 1, column: null, message: expect.stringContaining("the header must be exactly: number,kind,item") },
      ],
    })
    const short = certificatesCsv([good]) + "XX-1,ndt-report\n"
    expect((parseCertificateCsv(short) as { errors: unknown[] }).errors).toEqual([
      { row: 3, column: null, message: "has 2 columns, the header 11" },
    ])
  })
})

describe.each(STORAGE_KINDS)("certificates on %s", (kind) => {
  let db: Kysely<Database>
  const today = "2026-06-01"
  const now = new Date(`${today}T09:00:00Z`)

  beforeAll(async () => {
    db = await databases.open(kind)
  })
  afterAll(() => db.destroy())

  test("a stored record verifies with its code and shows the client masked, never the code", async () => {
    const [issued] = await addCertificates(db, STAFF, [newCertificate()], now)
    const result = await verifyCertificate(db, "le-2026-00421 ", issued.code.toLowerCase(), today)
    expect(result).toMatchObject({
      found: true,
      number: "LE-2026-00421",
      status: "valid",
      client: "D**** Refining Co.",
      validUntil: "2026-09-09",
      inspector: "Karim Abdelaziz",
    })
    expect(JSON.stringify(result)).not.toContain(issued.code)
    expect((await historyOf(db, "LE-2026-00421")).map((entry) => entry.action)).toEqual(["certificate.create"])
  })

  test("an unknown number and a wrong code get the same answer", async () => {
    expect(await verifyCertificate(db, "LE-2026-00421", "ABCDEFGHJK", today)).toEqual({ found: false })
    expect(await verifyCertificate(db, "LE-2099-99999", "ABCDEFGHJK", today)).toEqual({ found: false })
    expect(await verifyCertificate(db, "", "", today)).toEqual({ found: false })
  })

  test("an unknown number and a wrong code take the same time", async () => {
    const time = async (number: string) => {
      const start = performance.now()
      await verifyCertificate(db, number, "ABCDEFGHJK", today)
      return performance.now() - start
    }
    // One call of each in turn, so a busy machine slows both alike; the medians are what the code costs.
    const [known, unknown] = [[] as number[], [] as number[]]
    for (let i = 0; i < 1000; i++) {
      known.push(await time("LE-2026-00421"))
      unknown.push(await time("LE-2099-99999"))
    }
    const median = (times: number[]) => times.sort((x, y) => x - y)[times.length >> 1]
    const [typical, other] = [median(known), median(unknown)]
    // Within a factor of two: a lookup either way, no early exit a stopwatch could tell apart.
    expect(Math.max(typical, other) / Math.min(typical, other)).toBeLessThan(2)
  })

  test("expired follows from the date; suspended and withdrawn carry their date, reinstating clears it", async () => {
    const [issued] = await addCertificates(
      db,
      STAFF,
      // A thorough examination expires; a report or pressure-test record has none (RECORD_KINDS).
      [newCertificate({ number: "LE-2026-00903", valid_until: "2026-05-31" })],
      now,
    )
    expect(await verifyCertificate(db, "LE-2026-00903", issued.code, "2026-05-31")).toMatchObject({ status: "valid" })
    expect(await verifyCertificate(db, "LE-2026-00903", issued.code, today)).toMatchObject({
      status: "expired",
      statusDate: "2026-05-31",
    })

    // A status change to the one certificate, made on the given day.
    const changeOn = (day: string, change: Parameters<typeof changeStatus>[3]) =>
      changeStatus(db, STAFF, "LE-2026-00903", change, new Date(`${day}T08:00:00Z`))
    await changeOn("2026-04-02", { status: "withdrawn", reason: "Issued in error" })
    expect(await verifyCertificate(db, "LE-2026-00903", issued.code, today)).toMatchObject({
      status: "withdrawn",
      statusDate: "2026-04-02",
    })
    await changeOn("2026-04-03", { status: "suspended", reason: "Under review" })
    expect(await verifyCertificate(db, "LE-2026-00903", issued.code, "2026-05-01")).toMatchObject({
      status: "suspended",
      statusDate: "2026-04-03",
    })
    await changeStatus(db, STAFF, "LE-2026-00903", { status: "valid", reason: "Review closed" }, now)
    expect(await verifyCertificate(db, "LE-2026-00903", issued.code, "2026-05-01")).toMatchObject({
      status: "valid",
      statusDate: null,
    })
    const history = await historyOf(db, "LE-2026-00903")
    expect(history.map((entry) => [entry.action, entry.detail, entry.actor_name])).toEqual([
      ["certificate.create", null, "Nadia Staff"],
      ["certificate.withdraw", "Issued in error", "Nadia Staff"],
      ["certificate.suspend", "Under review", "Nadia Staff"],
      ["certificate.reinstate", "Review closed", "Nadia Staff"],
    ])
  })

  test("a withdrawal carries the day in Cairo, where the company signs, not the day in UTC", async () => {
    const [issued] = await addCertificates(
      db,
      STAFF,
      [newCertificate({ number: "PT-2026-00004", kind: "pressure-test" })],
      now,
    )
    // 22:39 UTC on 26 November is 00:39 on 27 November in Alexandria.
    await changeStatus(
      db,
      STAFF,
      "PT-2026-00004",
      { status: "withdrawn", reason: "Issued in error" },
      new Date("2026-11-26T22:39:00Z"),
    )
    expect(await verifyCertificate(db, "PT-2026-00004", issued.code, today)).toMatchObject({
      status: "withdrawn",
      statusDate: "2026-11-27",
    })
  })

  test("a new code replaces the old one, which stops working, and stays out of the audit log", async () => {
    const [first] = await addCertificates(
      db,
      STAFF,
      [newCertificate({ number: "CC-2026-00010", kind: "competence-card" })],
      now,
    )
    const renewed = await renewCode(db, STAFF, "CC-2026-00010", now)
    expect(renewed!.code).not.toBe(first.code)
    expect(await verifyCertificate(db, "CC-2026-00010", first.code, today)).toEqual({ found: false })
    expect(await verifyCertificate(db, "CC-2026-00010", renewed!.code, today)).toMatchObject({ found: true })
    const log = JSON.stringify(await historyOf(db, "CC-2026-00010"))
    expect(log).not.toContain(first.code)
    expect(log).not.toContain(renewed!.code)
    expect(await renewCode(db, STAFF, "XX-0000-00000", now)).toBeUndefined()
  })

  test("an import with a number already stored stores nothing", async () => {
    const records = [newCertificate({ number: "HT-2026-00001", kind: "heat-treatment" }), newCertificate()]
    expect(
      alreadyStored(
        records,
        await existingNumbers(
          db,
          records.map((record) => record.number),
        ),
      ),
    ).toEqual([{ row: 3, column: "number", message: "LE-2026-00421 is already in the register" }])
    // Even past the check (a race with another import), the unique index rolls the whole batch back.
    await expect(addCertificates(db, STAFF, records, now)).rejects.toMatchObject({
      message: expect.stringMatching(/unique|duplicate/i),
    })
    expect(await existingNumbers(db, ["HT-2026-00001"])).toEqual(new Set())
  })
})
