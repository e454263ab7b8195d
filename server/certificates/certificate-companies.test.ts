/** @jest-environment node */
import { STAFF_INVITE_API } from "../../src/lib/staff-paths"
import { companyList } from "../../src/lib/client-company-replies"
import { certificatesCsv, newCertificate } from "../../testing/certificates"
import { twoCompaniesForTests } from "../../testing/client-companies"
import { staffCall } from "../../testing/staff"
import { databasesForTests, STORAGE_KINDS } from "../../testing/test-databases"
import { LINK_PREVIEW_ROWS } from "./company-link"

jest.setTimeout(180_000)

const databases = databasesForTests("certificate-companies-")

// A CSV of the import's header plus the optional last column `company`.
const withCompanyColumn = (rows: { record: ReturnType<typeof newCertificate>; company: string }[]) => {
  const [header, ...lines] = certificatesCsv(rows.map((row) => row.record))
    .trimEnd()
    .split("\n")
  return [`${header},company`, ...lines.map((line, index) => `${line},${rows[index].company}`)].join("\n") + "\n"
}

describe.each(STORAGE_KINDS)("certificates linked to client companies on %s", (kind) => {
  const companies = twoCompaniesForTests(databases, kind, [
    ["Delta Refining", { email: "mona.sami@delta-refining.test", password: "Cl1ent-mona-Pass!2026" }],
    ["Nile Cement", { email: "adel.hassan@nile-cement.test", password: "Cl1ent-adel-Pass!2026" }],
  ])

  const call = (path: string, json?: unknown, cookie = companies.staffAdmin, headers: Record<string, string> = {}) =>
    staffCall(companies.server, path, {
      method: json === undefined ? "GET" : "POST",
      json,
      headers: { cookie, ...headers },
    })
  const companyOf = async (number: string) =>
    (await companies.db.selectFrom("certificates").select("company_id").where("number", "=", number).executeTakeFirst())
      ?.company_id
  const add = (number: string, overrides: Partial<ReturnType<typeof newCertificate>> = {}) =>
    call("/api/staff/certificates", newCertificate({ number, ...overrides }))

  test("a record added in the workspace takes its company by id; an unknown id is the field's error", async () => {
    expect((await add("LE-2026-10001", { company: companies.alpha.id })).status).toBe(201)
    expect(await companyOf("LE-2026-10001")).toBe(companies.alpha.id)
    expect((await add("LE-2026-10002", { company: "" })).status).toBe(201)
    expect(await companyOf("LE-2026-10002")).toBeNull()

    const unknown = await add("LE-2026-10003", { company: "no-such-company" })
    expect(unknown.status).toBe(400)
    expect(await unknown.json()).toEqual({ errors: { company: "is not a client company" } })
    // The form names a company by id only, never by name.
    expect((await add("LE-2026-10003", { company: "Delta Refining" })).status).toBe(400)
    expect(await companyOf("LE-2026-10003")).toBeUndefined()

    const list = ((await (await call("/api/staff/certificates")).json()) as { items: Record<string, unknown>[] }).items
    expect(list.find((record) => record.number === "LE-2026-10001")).toMatchObject({
      company_id: companies.alpha.id,
      company_name: "Delta Refining",
    })
    expect(list.find((record) => record.number === "LE-2026-10002")).toMatchObject({
      company_id: null,
      company_name: null,
    })
    // A status change answers the record as the list shows it.
    const changed = await call("/api/staff/certificates/LE-2026-10001/status", { status: "suspended", reason: "Test" })
    expect(await changed.json()).toMatchObject({ company_name: "Delta Refining" })
  })

  test("a CSV's company column names a company by id or exact English name; a wrong one imports nothing", async () => {
    const csv = (rows: Parameters<typeof withCompanyColumn>[0]) =>
      staffCall(companies.server, "/api/staff/certificates/import", {
        method: "POST",
        body: withCompanyColumn(rows),
        headers: { cookie: companies.staffAdmin, "content-type": "text/csv" },
      })
    const bad = await csv([
      { record: newCertificate({ number: "LE-2026-20001" }), company: "Delta Refining" },
      { record: newCertificate({ number: "LE-2026-20002" }), company: "delta refining" },
      { record: newCertificate({ number: "LE-2026-20003" }), company: "" },
    ])
    expect(bad.status).toBe(400)
    expect((await bad.json()).errors).toEqual([
      {
        row: 3,
        column: "company",
        message: "delta refining is not a client company's id or exact English name",
      },
    ])
    expect(await companyOf("LE-2026-20001")).toBeUndefined()

    const good = await csv([
      { record: newCertificate({ number: "LE-2026-20001" }), company: "Delta Refining" },
      { record: newCertificate({ number: "LE-2026-20002" }), company: companies.beta.id },
      { record: newCertificate({ number: "LE-2026-20003" }), company: "" },
    ])
    expect(good.status).toBe(201)
    expect([
      await companyOf("LE-2026-20001"),
      await companyOf("LE-2026-20002"),
      await companyOf("LE-2026-20003"),
    ]).toEqual([companies.alpha.id, companies.beta.id, null])
    // The file without the column imports as before.
    const plain = await staffCall(companies.server, "/api/staff/certificates/import", {
      method: "POST",
      body: certificatesCsv([newCertificate({ number: "LE-2026-20004" })]),
      headers: { cookie: companies.staffAdmin, "content-type": "text/csv" },
    })
    expect(plain.status).toBe(201)
  })

  test("a bulk link previews the certificates whose client text matches, then links exactly those", async () => {
    for (const [number, clientText] of [
      ["PT-2026-30001", "  Gulf Suez Petroleum Co. "],
      ["PT-2026-30002", "GULF SUEZ petroleum"],
      ["PT-2026-30003", "Gulf of Suez 100%_ Co"],
      ["PT-2026-30004", "Red Sea Ports"],
    ]) {
      expect((await add(number, { kind: "pressure-test", client: clientText, valid_until: "" })).status).toBe(201)
    }
    expect((await add("PT-2026-30005", { client: "Gulf Suez Petroleum", company: companies.alpha.id })).status).toBe(
      201,
    )

    const preview = await call(`/api/staff/client-companies/${companies.beta.id}/link-preview`, {
      client: "  gulf suez petrol ",
    })
    expect(preview.status).toBe(200)
    const previewed = await preview.json()
    expect(previewed.count).toBe(3)
    expect(previewed.certificates.map((row: { number: string }) => row.number)).toEqual([
      "PT-2026-30001",
      "PT-2026-30002",
      "PT-2026-30005",
    ])
    expect(previewed.certificates[2]).toMatchObject({ company_name: "Delta Refining", site: "Alexandria" })
    // % and _ are letters, not wildcards.
    const literal = await (
      await call(`/api/staff/client-companies/${companies.beta.id}/link-preview`, { client: "0%_" })
    ).json()
    expect(literal.certificates.map((row: { number: string }) => row.number)).toEqual(["PT-2026-30003"])

    // A record added since the preview: the link is refused with the new count, and links nothing.
    expect((await add("PT-2026-30006", { client: "Gulf Suez Petroleum" })).status).toBe(201)
    const stale = await call(`/api/staff/client-companies/${companies.beta.id}/link`, {
      client: "gulf suez petrol",
      expected: 3,
    })
    expect(stale.status).toBe(409)
    expect(await stale.json()).toMatchObject({ count: 4 })
    expect(await companyOf("PT-2026-30001")).toBeNull()

    const linked = await call(`/api/staff/client-companies/${companies.beta.id}/link`, {
      client: "gulf suez petrol",
      expected: 4,
    })
    expect(linked.status).toBe(200)
    expect(await linked.json()).toEqual({ linked: 4 })
    expect(await companyOf("PT-2026-30005")).toBe(companies.beta.id)
    expect(await companyOf("PT-2026-30004")).toBeNull()
    // Those linked already are left out of the next preview.
    expect(
      (
        await (
          await call(`/api/staff/client-companies/${companies.beta.id}/link-preview`, { client: "gulf suez" })
        ).json()
      ).count,
    ).toBe(0)

    const log = await companies.db
      .selectFrom("audit_log")
      .select(["action", "detail", "reference"])
      .where("action", "=", "certificates linked to client company")
      .execute()
    expect(log).toEqual([
      {
        action: log[0].action,
        reference: null,
        detail: `${companies.beta.id}: 4 whose client contains "gulf suez petrol"`,
      },
    ])

    const listed = companyList.parse(await (await call("/api/staff/client-companies")).json())
    expect(listed.find((company) => company.id === companies.beta.id)?.certificates).toBe(5)
  })

  test("the preview shows at most its first rows, with the whole count", async () => {
    for (let i = 0; i < LINK_PREVIEW_ROWS + 2; i += 1) {
      expect((await add(`NR-2026-4${String(i).padStart(4, "0")}`, { client: "Many Rows Ltd" })).status).toBe(201)
    }
    const preview = await (
      await call(`/api/staff/client-companies/${companies.alpha.id}/link-preview`, { client: "many rows" })
    ).json()
    expect(preview.count).toBe(LINK_PREVIEW_ROWS + 2)
    expect(preview.certificates).toHaveLength(LINK_PREVIEW_ROWS)
  })

  test("only a workspace administrator links, from the site's origin, to a company that exists", async () => {
    expect((await add("LE-2026-50001", { client: "Attacker Target Co" })).status).toBe(201)
    const link = (cookie: string, id = companies.alpha.id, headers: Record<string, string> = {}) =>
      call(`/api/staff/client-companies/${id}/link`, { client: "attacker target", expected: 1 }, cookie, headers)
    const preview = (cookie: string, id = companies.alpha.id) =>
      call(`/api/staff/client-companies/${id}/link-preview`, { client: "attacker target" }, cookie)

    expect((await link("")).status).toBe(401)
    expect((await preview("")).status).toBe(401)
    expect((await link(companies.staff)).status).toBe(403)
    expect((await preview(companies.staff)).status).toBe(403)
    // A client's session opens nothing in the workspace.
    expect((await link(companies.alpha.cookie)).status).toBe(401)
    expect((await link(companies.staffAdmin, companies.alpha.id, { origin: "https://evil.example" })).status).toBe(403)
    expect((await link(companies.staffAdmin, "no-such-company")).status).toBe(404)
    expect((await preview(companies.staffAdmin, "no-such-company")).status).toBe(404)
    expect(
      (await call(`/api/staff/client-companies/${companies.alpha.id}/link-preview`, { client: " a " })).status,
    ).toBe(400)
    expect(
      (await call(`/api/staff/client-companies/${companies.alpha.id}/link`, { client: "attacker target" })).status,
    ).toBe(400)
    expect(await companyOf("LE-2026-50001")).toBeNull()

    expect((await link(companies.staffAdmin)).status).toBe(200)
    expect(await companyOf("LE-2026-50001")).toBe(companies.alpha.id)
  })

  test("a company's creation names the wrong fields, and non-administrators cannot create one", async () => {
    const body = { name: " ", nameAr: "شركة", sites: ["Rig 7", ""], administrator: { email: "not-an-address" } }
    const refused = await call("/api/staff/client-companies", body)
    expect(refused.status).toBe(400)
    expect((await refused.json()).errors).toEqual({
      name: "Please enter the company's name in English.",
      "administrator.email": "Please enter a valid e-mail address, like name@company.com.",
    })
    // A colleague's invitation words its refusal the same way, field by field (the one error shape's `fields`).
    const invite = await call(STAFF_INVITE_API, { email: "rana.ali@red-sea", name: " ", role: "staff" })
    expect(invite.status).toBe(400)
    expect((await invite.json()).fields).toEqual({
      email: "Please enter a valid e-mail address, like name@company.com.",
      name: "Please enter the person's full name.",
    })
    const good = { ...body, name: "Red Sea Ports", administrator: { email: "rana.ali@red-sea-ports.test" } }
    expect((await call("/api/staff/client-companies", good, companies.staff)).status).toBe(403)
    expect((await call("/api/staff/client-companies", good, companies.alpha.cookie)).status).toBe(401)
    expect((await call("/api/staff/client-companies", good, "")).status).toBe(401)
    expect(
      (await call("/api/staff/client-companies", good, companies.staffAdmin, { origin: "https://evil.example" }))
        .status,
    ).toBe(403)
    // The address alone: the new account is named by its local part.
    expect((await call("/api/staff/client-companies", good)).status).toBe(200)
    const account = await companies.db
      .selectFrom("client_user")
      .select("name")
      .where("email", "=", "rana.ali@red-sea-ports.test")
      .executeTakeFirst()
    expect(account).toEqual({ name: "rana.ali" })
    const listed = companyList.parse(
      await (await call("/api/staff/client-companies", undefined, companies.staff)).json(),
    )
    expect(listed.map((company) => company.name)).toContain("Red Sea Ports")
  })
})
