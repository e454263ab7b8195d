/** @jest-environment node */
import { randomUUID } from "node:crypto"
import { readReportForms } from "../../content/report-forms"
import { ERROR_CODES, GUARD_CODES } from "../../src/lib/api-error"
import {
  STAFF_JOBS_API,
  inspectReportApi,
  staffAmendCertificateApi,
  staffCertificatePdfApi,
  staffInspectionReportApi,
  staffReportPhotoApi,
} from "../../src/lib/inspect-paths"
import { staffReportReply, type ReportDraft } from "../../src/lib/inspect-replies"
import { amendedReply } from "../../src/lib/review-replies"
import { authoriseExaminer } from "../../testing/authorisations"
import { twoCompaniesForTests } from "../../testing/client-companies"
import { completeValues } from "../../testing/report-values"
import { STAFF, createAccounts, signIn, staffCall, staffServerEnv } from "../../testing/staff"
import { TEST_NOW } from "../../testing/test-clock"
import { STORAGE_KINDS, databasesForTests } from "../../testing/test-databases"
import { reviewStateOf } from "./review-state"

jest.setTimeout(180_000)

// An issued report's amendment (issue 62), through the composed routes on both databases: a new report made from
// the issued one, naming it and why, for its author to correct; one open at a time; never for a number that was not
// issued from a report or is already superseded; refused to the anonymous, inspectors and other sites.

const databases = databasesForTests("amend-route-")
const TODAY = TEST_NOW.toISOString().slice(0, 10)
const HODA = { ...STAFF, email: "hoda.inspector@inspection.test", name: "Hoda Samy" }
const FORM = readReportForms().en.find((form) => form.kind === "thorough-examination")!
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 9, 8, 7, 6, 5])
const REASON = "The safe working load was written as 5 t; the plate says 3.2 t."

describe.each(STORAGE_KINDS)("amending an issued report on %s", (kind) => {
  const companies = twoCompaniesForTests(databases, kind, [
    ["Delta Lifting", { email: "owner@delta-lifting.test", password: "Delta-Owner-2026!x" }],
    ["Nile Marine", { email: "owner@nile-marine.test", password: "Nile-Owner-2026!xy" }],
  ])
  let hoda: string
  let hodaId: string
  let jobId: string

  const call = (path: string, cookie: string, init: Parameters<typeof staffCall>[2] = {}) =>
    staffCall(companies.server, path, { ...init, headers: { cookie, ...init.headers } })
  const amend = (number: string, cookie = companies.staff, body: unknown = { reason: REASON }, headers = {}) =>
    call(staffAmendCertificateApi.to({ number }), cookie, { method: "POST", json: body, headers })

  // A report the inspector submitted with a photo, then issued as `number` (the issuing itself is
  // review-issue's: here its outcome, the certificate and the report's number, is written as it leaves them).
  async function issuedReport(number: string) {
    const reportId = randomUUID()
    const photo = { id: randomUUID(), fieldId: "photos", caption: "Data plate", uploadId: randomUUID() }
    await companies.db
      .insertInto("photo_uploads")
      .values({
        ...{ id: photo.uploadId, user_id: hodaId, report_id: reportId, photo_id: photo.id, size: JPEG.length },
        ...{ received: JPEG.length, chunks: 1, metadata: "{}", created_at: TEST_NOW.toISOString() },
        ...{ finished_at: TEST_NOW.toISOString(), type: "image/jpeg" },
      })
      .execute()
    await companies.db
      .insertInto("photo_upload_chunks")
      .values({ upload_id: photo.uploadId, seq: 0, data: JPEG })
      .execute()
    const draft: ReportDraft = {
      ...{
        jobId,
        kind: "thorough-examination",
        itemKey: null,
        newItem: { item: "Chain block 3.2 t", serial: "CB-77" },
      },
      ...{ values: completeValues(FORM, [photo.id]), photos: [photo], baseVersion: 0, submitted: true },
    }
    const put = await call(inspectReportApi.to({ reportId }), hoda, { method: "PUT", json: draft })
    expect(put.status).toBe(200)
    await companies.db
      .insertInto("certificates")
      .values({
        ...{ number, kind: "lifting-equipment", item: "Chain block 3.2 t", serial: "CB-77", rating: "SWL 5 t" },
        ...{ client: "Delta Lifting", site: "Rig 7", inspected_on: TODAY, valid_until: "2027-06-30" },
        ...{ inspector: HODA.name, inspector_certificate: "LEEA-TE-0042", code: `C0DE${number}` },
        ...{ created_at: TEST_NOW.toISOString(), company_id: companies.alpha.id },
      })
      .execute()
    await companies.db
      .updateTable("inspection_reports")
      .set({ issued_number: number, issued_at: TEST_NOW.toISOString(), reviewed_by: "reviewer" })
      .where("id", "=", reportId)
      .execute()
    return { reportId, photo, draft }
  }

  beforeAll(async () => {
    const env = staffServerEnv(databases.dataDirOf(kind), kind === "postgres" ? databases.postgres.url : undefined)
    await createAccounts([[HODA, "inspector"]], env)
    hoda = (await signIn(companies.server, HODA)).cookie
    const user = await companies.db.selectFrom("user").select("id").where("email", "=", HODA.email).executeTakeFirst()
    hodaId = user!.id
    await authoriseExaminer(companies.server, companies.staffAdmin, hodaId, TODAY)
    const made = await call(STAFF_JOBS_API, companies.staff, {
      method: "POST",
      json: {
        companyId: companies.alpha.id,
        site: "Rig 7",
        day: TODAY,
        kinds: ["thorough-examination"],
        inspectorIds: [hodaId],
      },
    })
    expect(made.status).toBe(201)
    jobId = ((await made.json()) as { id: string }).id
  })

  test("an amendment is a new draft made from the issued report, naming it and why, with its photos", async () => {
    const { reportId, photo, draft } = await issuedReport("LE-2026-00801")
    const answer = await amend("LE-2026-00801")
    expect(answer.status).toBe(201)
    const { reportId: amendmentId } = amendedReply.parse(await answer.json())
    expect(amendmentId).not.toBe(reportId)

    const row = await companies.db
      .selectFrom("inspection_reports")
      .selectAll()
      .where("id", "=", amendmentId)
      .executeTakeFirstOrThrow()
    expect(row).toMatchObject({ job_id: jobId, kind: "thorough-examination", version: 1, updated_by: HODA.name })
    expect(reviewStateOf(row)).toMatchObject({
      state: "draft",
      amendsNumber: "LE-2026-00801",
      amendReason: REASON,
      issuedNumber: null,
      comments: [],
    })
    // The office reads it as any report: the same values and item, its photo under the amendment's own address.
    const read = staffReportReply.parse(
      await (await call(staffInspectionReportApi.to({ reportId: amendmentId }), companies.staff)).json(),
    )
    // Its photo under an id of its own, which the values name where they named the issued one's.
    expect(read.photos).toEqual([{ ...photo, id: expect.any(String), uploadId: expect.any(String) }])
    const [copy] = read.photos
    expect([copy.id, copy.uploadId]).not.toContain(photo.id)
    expect(read.review).toMatchObject({ state: "draft", amendsNumber: "LE-2026-00801", amendReason: REASON })
    expect(read).toMatchObject({
      values: { ...draft.values, photos: [copy.id] },
      newItem: draft.newItem,
      submitted: false,
    })
    const download = await call(staffReportPhotoApi.to({ reportId: amendmentId, photoId: copy.id }), companies.staff)
    expect(download.status).toBe(200)
    expect(Buffer.from(await download.arrayBuffer())).toEqual(JPEG)
    // The issued report is untouched, its number not yet superseded.
    const issued = await companies.db
      .selectFrom("inspection_reports")
      .selectAll()
      .where("id", "=", reportId)
      .executeTakeFirstOrThrow()
    expect(issued).toMatchObject({ version: 1, issued_number: "LE-2026-00801" })
    const certificate = await companies.db
      .selectFrom("certificates")
      .select(["superseded_by", "status"])
      .where("number", "=", "LE-2026-00801")
      .executeTakeFirstOrThrow()
    expect(certificate).toEqual({ superseded_by: null, status: "valid" })
    const logged = await companies.db
      .selectFrom("audit_log")
      .selectAll()
      .where("reference", "=", "LE-2026-00801")
      .execute()
    expect(logged).toEqual([
      expect.objectContaining({
        action: "amendment opened",
        actor_name: STAFF.name,
        detail: `report ${amendmentId}: ${REASON}`,
      }),
    ])

    // A second amendment while this one is open is refused; asked twice at once, one opens.
    const again = await amend("LE-2026-00801")
    expect(again.status).toBe(409)
    expect(((await again.json()) as { error: string }).error).toBe("An amendment of LE-2026-00801 is already open.")
    await issuedReport("LE-2026-00802")
    const twice = await Promise.all([amend("LE-2026-00802"), amend("LE-2026-00802")])
    expect(twice.map((one) => one.status).sort()).toEqual([201, 409])
    const open = await companies.db
      .selectFrom("inspection_reports")
      .select("id")
      .where("amends_number", "=", "LE-2026-00802")
      .execute()
    expect(open).toHaveLength(1)
  })

  test("refused: the anonymous, an inspector, another site, no reason, an unknown number, a record not from a report, a superseded one", async () => {
    await issuedReport("LE-2026-00811")
    const refusal = async (answer: Response, status: number, code?: string) => {
      expect(answer.status).toBe(status)
      const body = (await answer.json()) as { error: string; code?: string }
      if (code) expect(body.code).toBe(code)
      return body.error
    }
    await refusal(await amend("LE-2026-00811", ""), 401)
    await refusal(await amend("LE-2026-00811", companies.alpha.cookie), 401)
    await refusal(await amend("LE-2026-00811", hoda), 403, GUARD_CODES.wrongRole)
    await refusal(
      await amend("LE-2026-00811", companies.staffAdmin, { reason: REASON }, { origin: "https://evil.example" }),
      403,
      GUARD_CODES.foreignOrigin,
    )
    await refusal(await amend("LE-2026-00811", companies.staff, { reason: "   " }), 400, ERROR_CODES.invalidRequest)
    await refusal(await amend("le-2026-00811"), 400, ERROR_CODES.invalidRequest)
    expect(await refusal(await amend("LE-2026-09999"), 404, ERROR_CODES.notFound)).toBe(
      "No certificate is numbered LE-2026-09999.",
    )
    // A record typed on the certificates page has no report to amend.
    await companies.db
      .insertInto("certificates")
      .values({
        ...{
          number: "LE-2026-00812",
          kind: "lifting-equipment",
          item: "Shackle 2 t",
          serial: "SH-2",
          rating: "WLL 2 t",
        },
        ...{ client: "Delta Lifting", site: "Rig 7", inspected_on: TODAY, valid_until: "2027-01-31" },
        ...{ inspector: HODA.name, inspector_certificate: "LEEA-TE-0042", code: "C0DELE202600812" },
        ...{ created_at: TEST_NOW.toISOString(), company_id: companies.alpha.id },
      })
      .execute()
    expect(await refusal(await amend("LE-2026-00812"), 409)).toMatch(/not issued from an inspector's report/)
    await companies.db
      .updateTable("certificates")
      .set({ superseded_by: "LE-2026-00899", superseded_on: TODAY })
      .where("number", "=", "LE-2026-00811")
      .execute()
    expect(await refusal(await amend("LE-2026-00811"), 409)).toBe(
      "LE-2026-00811 is already superseded by LE-2026-00899.",
    )
    // Nothing was opened by any refusal.
    const opened = await companies.db
      .selectFrom("inspection_reports")
      .select("id")
      .where("amends_number", "in", ["LE-2026-00811", "LE-2026-00812", "LE-2026-09999"])
      .execute()
    expect(opened).toEqual([])
  })

  test("staff download an issued report's signed PDF from its number; clients, inspectors and other sites do not", async () => {
    await issuedReport("LE-2026-00821")
    const pdf = Buffer.from("%PDF-1.7\n% the issued report\n%%EOF\n%SIGNED-REPORT R1.x.y\n")
    const certificate = await companies.db
      .selectFrom("certificates")
      .select("id")
      .where("number", "=", "LE-2026-00821")
      .executeTakeFirstOrThrow()
    const stored = await companies.db
      .insertInto("certificate_reports")
      .values({
        ...{ certificate_id: certificate.id, name: "LE-2026-00821.pdf", size: pdf.length, sha256: "0".repeat(64) },
        ...{ uploaded_at: TEST_NOW.toISOString(), uploaded_by: "Omar Said" },
      })
      .returning("id")
      .executeTakeFirstOrThrow()
    await companies.db
      .insertInto("certificate_report_chunks")
      .values({ report_id: stored.id, seq: 0, data: pdf })
      .execute()
    const path = staffCertificatePdfApi.to({ number: "LE-2026-00821" })
    const got = await call(path, companies.staff)
    expect(got.status).toBe(200)
    expect(got.headers.get("content-type")).toBe("application/pdf")
    expect(got.headers.get("content-disposition")).toMatch(/^attachment; filename="LE-2026-00821\.pdf"/)
    expect(Buffer.from(await got.arrayBuffer())).toEqual(pdf)
    expect((await call(path, "")).status).toBe(401)
    expect((await call(path, companies.alpha.cookie)).status).toBe(401)
    expect((await call(path, hoda)).status).toBe(403)
    expect((await call(path, companies.staff, { headers: { "sec-fetch-site": "cross-site" } })).status).toBe(403)
    // A record without a file, and no record.
    await issuedReport("LE-2026-00822")
    expect((await call(staffCertificatePdfApi.to({ number: "LE-2026-00822" }), companies.staff)).status).toBe(404)
    expect((await call(staffCertificatePdfApi.to({ number: "LE-2026-09998" }), companies.staff)).status).toBe(404)
  })
})
