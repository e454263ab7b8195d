/** @jest-environment node */
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import Fastify, { type FastifyInstance } from "fastify"
import type { Kysely } from "kysely"
import { newCertificate } from "../../testing/certificates"
import { databasesForTests } from "../../testing/test-databases"
import { siteContent } from "../../testing/site-content"
import { TEST_NOW, testClock } from "../../testing/test-clock"
import { LOCALES, localizePath } from "../../src/lib/locales"
import { VERIFY_PATH } from "../../src/lib/routes"
import { VERIFY_SLOT } from "../../src/lib/verify-result"
import type { Database } from "../storage/schema"
import { addCertificates } from "./store"
import { verifyRoutes } from "./verify-route"

jest.setTimeout(60_000)

// What the public check says a document is, in the site's own words (data/verify.json): a report is genuine and
// issued on its day, never valid or in force; a competence card is the employer's authorisation.
const databases = databasesForTests("verify-answer-")
let db: Kysely<Database>
let app: FastifyInstance
let base: string
let publicDir: string
const codes = new Map<string, string>()

// A staff member gave the NDT report a valid_until: a report has no validity, so the check ignores it.
const NDT = newCertificate({
  number: "ND-2026-00140",
  kind: "ndt-report",
  item: "Girth weld W-114, 12 in line 40-P-1204",
  inspected_on: "2026-03-10",
  valid_until: "2026-04-01",
})
const PRESSURE = newCertificate({ number: "PT-2026-00041", kind: "pressure-test", valid_until: null })
const CARD = newCertificate({ number: "CC-2026-00012", kind: "competence-card", valid_until: "2027-03-09" })

beforeAll(async () => {
  db = await databases.open("sqlite")
  const issued = await addCertificates(db, { id: null, name: "test" }, [NDT, PRESSURE, CARD], TEST_NOW)
  for (const { number, code } of issued) codes.set(number, code)
  // The two built check pages, reduced to their answer slot.
  publicDir = fs.mkdtempSync(path.join(os.tmpdir(), "verify-answer-pages-"))
  for (const locale of LOCALES) {
    const folder = path.join(publicDir, localizePath(VERIFY_PATH, locale))
    fs.mkdirSync(folder, { recursive: true })
    fs.writeFileSync(path.join(folder, "index.html"), `<main lang="${locale}"><div ${VERIFY_SLOT}=""></div></main>`)
  }
  app = Fastify()
  await app.register(verifyRoutes, {
    db,
    ipHashSalt: "test",
    clock: testClock(new Date("2026-06-01T10:00:00Z")),
    rateLimit: { max: 0, windowMs: 60_000 },
    pages: { publicDir, content: siteContent() },
  })
  base = await app.listen({ port: 0, host: "127.0.0.1" })
})
afterAll(async () => {
  await app.close()
  await db.destroy()
  fs.rmSync(publicDir, { recursive: true, force: true })
})

const query = (number: string) => `n=${number}&c=${codes.get(number)}`
const page = async (edition: string, number: string) => {
  const response = await fetch(`${base}${edition}/verify/?${query(number)}`)
  // The answer's visible words, without markup.
  return (await response.text()).replace(/<[^>]+>/g, " ").replace(/\s+/g, " ")
}

test("the API calls an NDT report and a pressure-test record genuine, with the day issued and no validity", async () => {
  for (const record of [NDT, PRESSURE]) {
    const answer = await (await fetch(`${base}/api/verify?${query(record.number)}`)).json()
    expect(answer).toMatchObject({ found: true, number: record.number, status: "genuine", validUntil: null })
    expect(answer.statusDate).toBe(record.inspected_on)
  }
})

test("the English answer for an NDT report says genuine and issued, never valid or in force", async () => {
  const text = await page("", NDT.number)
  expect(text).toContain("Genuine")
  expect(text).toContain("Issued by Inspection on March 10, 2026")
  expect(text).toContain("it has no period of validity")
  expect(text).not.toMatch(/\bvalid\b|in force|expired|no expiry/i)
})

test("the Arabic answer for an NDT report says genuine and issued, never valid or in force", async () => {
  const text = await page("/ar", NDT.number)
  expect(text).toContain("أصلي")
  expect(text).toContain("أصدرت Inspection هذا المستند في")
  expect(text).not.toMatch(/سارية?|ساري المفعول|منتهية الصلاحية|سارية حتى|بدون تاريخ انتهاء/)
})

test("a competence card says it is the employer's authorisation, not ISO 9712 certification, in both languages", async () => {
  const english = await page("", CARD.number)
  expect(english).toContain("Valid")
  expect(english).toContain("written authorisation of its employee")
  expect(english).toContain("It is not a certification to ISO 9712")
  const arabic = await page("/ar", CARD.number)
  expect(arabic).toContain("تفويض كتابي")
  expect(arabic).toContain("وليست شهادة وفق ISO 9712")
})
