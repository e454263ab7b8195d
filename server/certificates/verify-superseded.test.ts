/** @jest-environment node */
import { newCertificate } from "../../testing/certificates"
import { startConfiguredServer, type ConfiguredServer } from "../../testing/configured-server"
import { databasesForTests, STORAGE_KINDS } from "../../testing/test-databases"
import { staffServerEnv } from "../../testing/staff"
import { TEST_NOW } from "../../testing/test-clock"
import { readStatusList, listedEntry, type SignedStatusList } from "../../src/lib/status-list"
import type { LabelKeyFile } from "../../src/lib/label-check"
import { addCertificates, changeStatus } from "./store"

jest.setTimeout(120_000)

// An amendment replaced a report (issue 62): the old number's check says "Superseded by N on <date>" online (the
// API and both editions of the page, the new number linking to its own check) and in the signed status list the
// page keeps for offline checks; a withdrawal still says Withdrawn, and the list's other entries keep their shape.
const databases = databasesForTests("verify-superseded-")

const OLD = newCertificate({ number: "ND-2026-00140", kind: "ndt-report", item: "Girth weld W-114", valid_until: null })
const AMENDMENT = newCertificate({
  number: "ND-2026-00141",
  kind: "ndt-report",
  item: "Girth weld W-114",
  valid_until: null,
})
const CRANE = newCertificate({ number: "LE-2026-00421" })
const AMENDED_CRANE = newCertificate({ number: "LE-2026-00422" })
const WITHDRAWN = newCertificate({ number: "LE-2026-00430" })

describe.each(STORAGE_KINDS)("a superseded certificate's check on %s", (kind) => {
  let server: ConfiguredServer
  const codes = new Map<string, string>()
  const get = (path: string) => server.fetch(`${server.base}${path}`)
  const query = (number: string) => `n=${number}&c=${codes.get(number)}`
  // The page's visible words, without markup.
  const words = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ")

  beforeAll(async () => {
    server = await startConfiguredServer(
      staffServerEnv(databases.dataDirOf(kind), kind === "postgres" ? databases.postgres.url : undefined),
    )
    const issued = await addCertificates(
      server.db,
      { id: null, name: "test" },
      [OLD, AMENDMENT, CRANE, AMENDED_CRANE, WITHDRAWN],
      TEST_NOW,
    )
    for (const { number, code } of issued) codes.set(number, code)
    // As issuing an amendment leaves them (server/storage/report-review-migration.ts).
    for (const [old, by] of [
      [OLD, AMENDMENT],
      [CRANE, AMENDED_CRANE],
      [WITHDRAWN, AMENDED_CRANE],
    ])
      await server.db
        .updateTable("certificates")
        .set({ superseded_by: by.number, superseded_on: "2026-03-20" })
        .where("number", "=", old.number)
        .execute()
    await changeStatus(
      server.db,
      { id: null, name: "test" },
      WITHDRAWN.number,
      { status: "withdrawn", reason: "Crane scrapped" },
      TEST_NOW,
    )
  })
  afterAll(() => server?.close())

  test("the API answers superseded, the day and the amendment's number and code; the amendment stands", async () => {
    for (const old of [OLD, CRANE]) {
      const response = await get(`/api/verify?${query(old.number)}`)
      expect(response.status).toBe(200)
      expect(await response.json()).toMatchObject({
        found: true,
        number: old.number,
        status: "superseded",
        statusDate: "2026-03-20",
        supersededBy: { number: old === OLD ? AMENDMENT.number : AMENDED_CRANE.number },
      })
    }
    const old = await (await get(`/api/verify?${query(OLD.number)}`)).json()
    expect(old.supersededBy.code).toBe(codes.get(AMENDMENT.number))
    // A document that was not replaced names no successor (nor any code).
    const amendment = await (await get(`/api/verify?${query(AMENDMENT.number)}`)).json()
    expect(amendment).toMatchObject({ status: "genuine", supersededBy: null })
    // Withdrawn says more than superseded.
    expect(await (await get(`/api/verify?${query(WITHDRAWN.number)}`)).json()).toMatchObject({
      status: "withdrawn",
      supersededBy: null,
    })
  })

  test("the page says 'Superseded by N on <date>' in both editions, N a link to its own check", async () => {
    const english = await (await get(`/verify/?${query(OLD.number)}`)).text()
    expect(words(english)).toContain(`Superseded by ${AMENDMENT.number} on March 20, 2026`)
    expect(english).toContain(`data-verify-status="superseded"`)
    expect(english).toContain(`href="/verify/?${query(AMENDMENT.number).replace("&", "&amp;")}"`)
    const arabic = await (await get(`/ar/verify/?${query(OLD.number)}`)).text()
    expect(words(arabic)).toContain(`استُبدل بالمستند ${AMENDMENT.number} في`)
    expect(words(arabic)).toContain("مستبدل")
    expect(arabic).toContain(`href="/ar/verify/?${query(AMENDMENT.number).replace("&", "&amp;")}"`)
  })

  test("the signed status list names it superseded by the amendment's number; a withdrawn entry keeps its three", async () => {
    const keys = (await (await get("/verify/keys.json")).json()) as LabelKeyFile
    const list = await readStatusList((await (await get("/verify/status.json")).json()) as SignedStatusList, keys)
    expect(list?.entries).toHaveLength(3)
    expect(await listedEntry(list, OLD.number, codes.get(OLD.number))).toEqual([
      expect.any(String),
      "superseded",
      "2026-03-20",
      AMENDMENT.number,
    ])
    // As typed from a label: lower case, the code with a dash.
    const code = codes.get(CRANE.number)!
    expect(
      await listedEntry(list, CRANE.number.toLowerCase(), `${code.slice(0, 5)}-${code.slice(5)}`.toLowerCase()),
    ).toEqual([expect.any(String), "superseded", "2026-03-20", AMENDED_CRANE.number])
    expect(await listedEntry(list, WITHDRAWN.number, codes.get(WITHDRAWN.number))).toEqual([
      expect.any(String),
      "withdrawn",
      expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    ])
    expect(await listedEntry(list, AMENDMENT.number, codes.get(AMENDMENT.number))).toBeUndefined()
    // The list names no number of a replaced document, only the amendments'.
    expect(JSON.stringify(list)).not.toContain(OLD.number)
  })
})
