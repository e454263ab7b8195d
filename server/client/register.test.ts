/** @jest-environment node */
import { addDays, cairoToday } from "../../src/lib/cairo-time"
import type { CertificateKind } from "../../src/lib/certificate-kinds"
import { clientCall } from "../../testing/client-accounts"
import { arabic, englishEdition } from "../../testing/content"
import { twoCompaniesForTests } from "../../testing/client-companies"
import { signIn, STAFF } from "../../testing/staff"
import { TEST_NOW } from "../../testing/test-clock"
import { databasesForTests, STORAGE_KINDS } from "../../testing/test-databases"
import { REGISTER_PAGE_SIZE } from "./register-query"
import { historyReply, registerPageReply, type RegisterItem, type RegisterPage } from "../../src/lib/register-replies"
import { CLIENT_ME_PATH, REGISTER_PATH } from "../../src/lib/client-paths"

jest.setTimeout(180_000)

const databases = databasesForTests("client-register-")
const today = cairoToday(TEST_NOW)
const inDays = (days: number) => addDays(today, days)!

const ALPHA_ADMIN = { email: "hoda.adel@alpha-drilling.test", password: "Cl1ent-hoda-Pass!2026" }
const BETA_ADMIN = { email: "sara.fouad@beta-marine.test", password: "Cl1ent-sara-Pass!2026" }

type Sample = {
  number: string
  kind?: CertificateKind
  item: string
  serial: string | null
  site?: string
  inspected: number
  validUntil: number | null
  status?: "valid" | "suspended" | "withdrawn"
  // When and why staff withdrew or suspended it.
  statusAt?: number
  reason?: string
}

// Both companies hold a sling SL-001 and a chain block CB-118: the same serials and item names.
const ALPHA: Sample[] = [
  { number: "AL-1", item: "Webbing sling, 2 t", serial: "SL-001", inspected: -200, validUntil: -17 },
  { number: "AL-2", item: "Webbing sling, 2 t", serial: "SL-001", inspected: -5, validUntil: 20 },
  { number: "AL-3", item: "Chain block, 5 t", serial: "CB-118", site: "Abu Qir yard", inspected: -10, validUntil: 170 },
  { number: "AL-4", item: "Shackle, 8.5 t", serial: "SH-77", inspected: -400, validUntil: -35 },
  {
    number: "AL-5",
    item: "Overhead crane, 10 t",
    serial: "OC-3",
    inspected: -30,
    validUntil: 75,
    status: "suspended",
    statusAt: -2,
    reason: "Awaiting repair of the hoist brake",
  },
  { number: "AL-6", kind: "ndt-report", item: "Weld W-12, UT", serial: null, inspected: -3, validUntil: null },
]
const BETA: Sample[] = [
  { number: "BE-1", item: "Webbing sling, 2 t", serial: "SL-001", inspected: -2, validUntil: 5 },
  { number: "BE-2", item: "Chain block, 5 t", serial: "CB-118", inspected: -8, validUntil: 40 },
]

describe.each(STORAGE_KINDS)("a client company's register on %s", (kind) => {
  const companies = twoCompaniesForTests(databases, kind, [
    ["Alpha Drilling", ALPHA_ADMIN],
    ["Beta Marine", BETA_ADMIN],
  ])

  const insert = (companyId: string, samples: Sample[]) =>
    companies.db
      .insertInto("certificates")
      .values(
        samples.map((sample) => ({
          number: sample.number,
          kind: sample.kind ?? "lifting-equipment",
          item: sample.item,
          serial: sample.serial,
          rating: null,
          client: "Sample client",
          site: sample.site ?? "Rig 7",
          inspected_on: inDays(sample.inspected),
          valid_until: sample.validUntil === null ? null : inDays(sample.validUntil),
          inspector: "Hany Youssef",
          inspector_certificate: "LEEA 0051234",
          status: sample.status ?? "valid",
          status_at: sample.statusAt === undefined ? null : inDays(sample.statusAt),
          status_reason: sample.reason ?? null,
          code: `C0DE${sample.number}`,
          created_at: TEST_NOW.toISOString(),
          company_id: companyId,
        })),
      )
      .execute()
  const register = async (cookie: string, query = "") => {
    const response = await companies.server.fetch(`${companies.server.base}${REGISTER_PATH}${query}`, {
      headers: { cookie },
    })
    return { status: response.status, body: registerPageReply.parse(await response.json()) }
  }
  const numbers = (page: RegisterPage) => page.items.map((item) => item.number)

  beforeAll(async () => {
    await insert(companies.alpha.id, ALPHA)
    await insert(companies.beta.id, BETA)
  })

  test("a member sees each of the company's items once, with its latest certificate, soonest due first", async () => {
    const { status, body } = await register(companies.alpha.cookie)
    expect(status).toBe(200)
    expect(body.items.map(({ number, status, examinations }) => [number, status, examinations])).toEqual([
      // What must not be used comes first (withdrawn-first tests below), then the soonest due.
      ["AL-5", "suspended", 1],
      ["AL-4", "expired", 1],
      ["AL-2", "due", 2],
      ["AL-3", "valid", 1],
      // A report has no validity: issued, as the public check says (record-kinds.test.ts).
      ["AL-6", "issued", 1],
    ])
    expect(body.items[2].validUntil).toBe(inDays(20))
    expect(body.total).toBe(5)
    expect(body.next).toBeNull()
    expect(body.sites).toEqual(["Abu Qir yard", "Rig 7"])
    // The Document filter offers the kinds the company's items are, not all six.
    expect(body.kinds).toEqual(["lifting-equipment", "ndt-report"])
    // The other company, with the same serials, sees only its own.
    const beta = (await register(companies.beta.cookie)).body
    expect(numbers(beta)).toEqual(["BE-1", "BE-2"])
    expect(beta.kinds).toEqual(["lifting-equipment"])
  })

  test("filters by status, due window, site, kind and a search of serial, item or number", async () => {
    const filtered = async (query: string) => numbers((await register(companies.alpha.cookie, query)).body)
    expect(await filtered("?status=due")).toEqual(["AL-2"])
    expect(await filtered("?status=expired")).toEqual(["AL-4"])
    // A due window includes what is already overdue: the most urgent of it (issue 64, P10).
    expect(await filtered("?due=30")).toEqual(["AL-4", "AL-2"])
    expect(await filtered("?due=90")).toEqual(["AL-4", "AL-2"])
    expect(await filtered("?site=Abu%20Qir%20yard")).toEqual(["AL-3"])
    expect(await filtered("?kind=ndt-report")).toEqual(["AL-6"])
    expect(await filtered("?q=sl-0")).toEqual(["AL-2"])
    expect(await filtered("?q=crane")).toEqual(["AL-5"])
    expect(await filtered("?q=AL-3")).toEqual(["AL-3"])
    // Arabic-Indic digits, as an Arabic keyboard types them, find the serial printed in Latin ones (issue 64, P12).
    expect(await filtered(`?q=${encodeURIComponent("sl-٠٠١")}`)).toEqual(["AL-2"])
    // A search for the other company's number finds nothing, and a wildcard is a character.
    expect(await filtered("?q=BE-1")).toEqual([])
    expect(await filtered("?q=%25")).toEqual([])
    expect((await register(companies.alpha.cookie, "?status=due&q=SH")).body.total).toBe(0)
  })

  test("an unknown filter, a forged company id or a bad value is refused with 400, naming it", async () => {
    for (const [query, named] of [
      [`?companyId=${companies.beta.id}`, "companyId"],
      [`?organizationId=${companies.beta.id}`, "organizationId"],
      ["?status=lapsed", "status"],
      ["?due=45", "due"],
    ]) {
      const answer = await companies.server.fetch(`${companies.server.base}${REGISTER_PATH}${query}`, {
        headers: { cookie: companies.alpha.cookie },
      })
      expect([query, answer.status]).toEqual([query, 400])
      const text = await answer.text()
      expect(text).toContain(named)
      expect(text).not.toContain("BE-")
    }
  })

  test("pages of 50 follow each other without a gap or a repeat, in due order", async () => {
    const many: Sample[] = Array.from({ length: 2 * REGISTER_PAGE_SIZE + 7 }, (_, index) => ({
      number: `AL-P${String(index).padStart(3, "0")}`,
      item: "Wire rope sling, 4 t",
      serial: `WR-${index}`,
      inspected: -20,
      // Many on the same day: the id breaks the tie.
      validUntil: 100 + (index % 9),
    }))
    await insert(companies.alpha.id, many)
    try {
      const seen: RegisterItem[] = []
      let query = "?q=WR-"
      for (;;) {
        const { body } = await register(companies.alpha.cookie, query)
        expect(body.total).toBe(many.length)
        seen.push(...body.items)
        if (!body.next) break
        expect(body.items).toHaveLength(REGISTER_PAGE_SIZE)
        query = `?q=WR-&after=${encodeURIComponent(body.next)}`
      }
      expect(seen.map((item) => item.number).sort()).toEqual(many.map((sample) => sample.number).sort())
      const dues = seen.map((item) => item.validUntil!)
      expect(dues).toEqual([...dues].sort())
    } finally {
      await companies.db.deleteFrom("certificates").where("number", "like", "AL-P%").execute()
    }
  })

  test("a withdrawn and a suspended item come first with their date and reason; the summary counts every status", async () => {
    const withdrawn: Sample = {
      number: "AL-W1",
      item: "Lifting beam, 3 t",
      serial: "LB-02",
      inspected: -60,
      validUntil: 300,
      status: "withdrawn",
      statusAt: -1,
      reason: "Beam found with a cracked lug; taken out of service",
    }
    await insert(companies.alpha.id, [withdrawn])
    try {
      const { body } = await register(companies.alpha.cookie)
      expect(
        body.items
          .slice(0, 2)
          .map(({ number, status, statusAt, statusReason }) => [number, status, statusAt, statusReason]),
      ).toEqual([
        ["AL-5", "suspended", inDays(-2), "Awaiting repair of the hoist brake"],
        ["AL-W1", "withdrawn", inDays(-1), withdrawn.reason],
      ])
      expect(body.items.slice(2).map((item) => item.status)).toEqual(["expired", "due", "valid", "issued"])
      expect(body.items.at(-1)).toMatchObject({ statusAt: null, statusReason: null })
      expect(body.summary).toEqual({ valid: 1, due: 1, expired: 1, issued: 1, suspended: 1, withdrawn: 1 })
      // The summary is the company's whole register, whatever the filter shows.
      expect((await register(companies.alpha.cookie, "?status=valid")).body.summary.withdrawn).toBe(1)
      const history = await companies.server.fetch(`${companies.server.base}${REGISTER_PATH}/history?number=AL-W1`, {
        headers: { cookie: companies.alpha.cookie },
      })
      expect(historyReply.parse(await history.json()).certificates[0]).toMatchObject({
        status: "withdrawn",
        statusAt: inDays(-1),
        statusReason: withdrawn.reason,
      })
    } finally {
      await companies.db.deleteFrom("certificates").where("number", "=", "AL-W1").execute()
    }
  })

  test("pages of 50 keep the withdrawn first across pages, without a gap or a repeat", async () => {
    const many: Sample[] = Array.from({ length: REGISTER_PAGE_SIZE + 5 }, (_, index) => ({
      number: `AL-Q${String(index).padStart(3, "0")}`,
      item: "Wire rope sling, 4 t",
      serial: `WQ-${index}`,
      inspected: -20,
      validUntil: 10 + (index % 7),
      // The last ones are withdrawn: they lead the first page.
      status: index >= REGISTER_PAGE_SIZE - 2 ? "withdrawn" : "valid",
    }))
    await insert(companies.alpha.id, many)
    try {
      const first = (await register(companies.alpha.cookie, "?q=WQ-")).body
      const second = (await register(companies.alpha.cookie, `?q=WQ-&after=${encodeURIComponent(first.next!)}`)).body
      const seen = [...first.items, ...second.items]
      expect(seen.map((item) => item.number).sort()).toEqual(many.map((sample) => sample.number).sort())
      expect(seen.slice(0, 7).every((item) => item.status === "withdrawn")).toBe(true)
      expect(seen.slice(7).some((item) => item.status === "withdrawn")).toBe(false)
    } finally {
      await companies.db.deleteFrom("certificates").where("number", "like", "AL-Q%").execute()
    }
  })

  test("an item's history lists every certificate for its serial, newest first, each older one superseded by the next; another company's is not found", async () => {
    const history = await companies.server.fetch(`${companies.server.base}${REGISTER_PATH}/history?number=AL-1`, {
      headers: { cookie: companies.alpha.cookie },
    })
    expect(history.status).toBe(200)
    const { certificates } = historyReply.parse(await history.json())
    // The older certificate names the one that superseded it (issue 64): the page says "Superseded by AL-2".
    expect(certificates.map(({ number, status, supersededBy }) => [number, status, supersededBy])).toEqual([
      ["AL-2", "due", null],
      ["AL-1", "expired", "AL-2"],
    ])
    const foreign = await companies.server.fetch(`${companies.server.base}${REGISTER_PATH}/history?number=BE-1`, {
      headers: { cookie: companies.alpha.cookie },
    })
    expect(foreign.status).toBe(404)
    expect(await foreign.text()).not.toContain("Webbing")
  })

  test("the filtered register downloads as CSV, the company's rows only", async () => {
    const csv = await companies.server.fetch(`${companies.server.base}${REGISTER_PATH}.csv?site=Rig%207`, {
      headers: { cookie: companies.alpha.cookie },
    })
    expect(csv.status).toBe(200)
    expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8")
    expect(csv.headers.get("content-disposition")).toBe(`attachment; filename="register-${today}.csv"`)
    // A UTF-8 byte order mark first, so Excel on Windows reads the Arabic and the dashes as UTF-8 (issue 64).
    const bytes = Buffer.from(await csv.arrayBuffer())
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const lines = bytes.subarray(3).toString("utf8").trimEnd().split("\r\n")
    // Beside each code its name as the page shows it, and a withdrawal's or suspension's date and reason.
    expect(lines[0]).toBe(
      "number,kind,kind_name,item,serial,rating,site,inspected_on,valid_until,status,status_name,status_date,status_reason,examinations",
    )
    expect(lines.slice(1).map((line) => line.split(",")[0])).toEqual(["AL-5", "AL-4", "AL-2", "AL-6"])
    const sling = englishEdition.verify.kinds.find((kind) => kind.id === "lifting-equipment")!.name
    expect(lines[1]).toContain(`,suspended,Suspended,${inDays(-2)},Awaiting repair of the hoist brake,1`)
    expect(lines[3]).toBe(
      `AL-2,lifting-equipment,${sling},"Webbing sling, 2 t",SL-001,,Rig 7,${inDays(-5)},${inDays(20)},due,Due within 30 days,,,2`,
    )
    // In the page's language when it asks (its link carries lang).
    const arabicCsv = await companies.server.fetch(
      `${companies.server.base}${REGISTER_PATH}.csv?site=Rig%207&lang=ar`,
      {
        headers: { cookie: companies.alpha.cookie },
      },
    )
    const arabicLines = (await arabicCsv.text()).split("\r\n")
    expect(arabicLines[3]).toContain(`,due,${arabic.client.statuses.due},`)
    expect(arabicLines[3]).toContain(arabic.verify.kinds.find((kind) => kind.id === "lifting-equipment")!.name)
  })

  test("a member's own account and company, in both languages' names, and nothing of the other company", async () => {
    const answer = await companies.server.fetch(`${companies.server.base}${CLIENT_ME_PATH}`, {
      headers: { cookie: companies.beta.cookie },
    })
    expect(await answer.json()).toEqual({
      name: "Beta Marine",
      email: BETA_ADMIN.email,
      role: "owner",
      company: { name: "Beta Marine", nameAr: "شركة Beta Marine" },
      twoFactorMissing: false,
    })
  })

  test("anonymous calls and a staff session are refused; the register is never cached", async () => {
    const staff = await signIn(companies.server, STAFF)
    for (const path of [
      CLIENT_ME_PATH,
      REGISTER_PATH,
      `${REGISTER_PATH}/history?number=AL-1`,
      `${REGISTER_PATH}.csv`,
    ]) {
      for (const cookie of ["", staff.cookie, "__Host-client.session_token=forged; client.session_token=forged"]) {
        const answer = await companies.server.fetch(`${companies.server.base}${path}`, { headers: { cookie } })
        expect([path, answer.status]).toEqual([path, 401])
        expect(await answer.text()).not.toContain("AL-")
      }
    }
    const own = await companies.server.fetch(`${companies.server.base}${REGISTER_PATH}`, {
      headers: { cookie: companies.alpha.cookie },
    })
    expect(own.headers.get("cache-control")).toBe("no-store")
  })

  test("switching the session to another company is refused and changes nothing, also many calls at once", async () => {
    const switched = await clientCall(companies.server, "/organization/set-active", {
      json: { organizationId: companies.alpha.id },
      cookie: companies.beta.cookie,
    })
    expect(switched.status).toBeGreaterThanOrEqual(400)
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) => register(index % 2 ? companies.alpha.cookie : companies.beta.cookie)),
    )
    answers.forEach((answer, index) => {
      expect(numbers(answer.body).every((number) => number.startsWith(index % 2 ? "AL-" : "BE-"))).toBe(true)
    })
  })
})
