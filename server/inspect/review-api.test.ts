/** @jest-environment node */
import crypto, { randomUUID } from "node:crypto"
import fs from "node:fs"
import path from "node:path"
import sharp from "sharp"
import { ERROR_CODES, GUARD_CODES } from "../../src/lib/api-error"
import { authorisationsReply, type NewAuthorisation } from "../../src/lib/authorisation-replies"
import { addDays } from "../../src/lib/cairo-time"
import { REGISTER_PATH, REGISTER_REPORT_PATH } from "../../src/lib/client-paths"
import {
  INSPECT_DANGER_API,
  INSPECT_JOBS_API,
  STAFF_INSPECTION_REPORTS_API,
  STAFF_JOBS_API,
  staffInspectionReportApi,
  inspectReportApi,
  staffAmendCertificateApi,
  staffAuthorisationsApi,
  staffAuthoriseReportApi,
  staffReturnReportApi,
  staffWithdrawAuthorisationApi,
} from "../../src/lib/inspect-paths"
import { inspectJobsReply, staffReportReply, staffReportsReply, type ReportDraft } from "../../src/lib/inspect-replies"
import { KEYS_PATH, type LabelKeyFile } from "../../src/lib/label-check"
import { registerPageReply } from "../../src/lib/register-replies"
import { authorisedReply, reviewState } from "../../src/lib/review-replies"
import { checkReportFile } from "../../src/lib/signed-report"
import { readReportForms } from "../../content/report-forms"
import { authoriseExaminer } from "../../testing/authorisations"
import { twoCompaniesForTests } from "../../testing/client-companies"
import { findsText, pdfText } from "../../testing/pdf"
import { completeValues } from "../../testing/report-values"
import { STAFF, createAccounts, signIn, staffCall, staffServerEnv } from "../../testing/staff"
import { siteContent } from "../../testing/site-content"
import { TEST_NOW } from "../../testing/test-clock"
import { STORAGE_KINDS, databasesForTests } from "../../testing/test-databases"
import { runDueReminders } from "../client/reminder-run"

jest.setTimeout(240_000)

// Review and issue (issue 62) through the composed server on both databases: a reviewer returns a submitted report
// or authorises it, which issues it in one step — the certificate record, its signed PDF in the client's register,
// the item's new due date and reminders, "do not use" cleared, the amended record superseded, one mail to each
// member — and every refusal names why.

const databases = databasesForTests("review-api-")
const TODAY = TEST_NOW.toISOString().slice(0, 10)
const NEXT_DUE = "2026-09-10"
const HANY = { ...STAFF, email: "hany.inspector@inspection.test", name: "Hany Youssef" }
// The same person's workspace account: an author by name, whatever the account.
const HANY_OFFICE = { ...STAFF, email: "hany.office@inspection.test", name: "Hany Youssef" }
const CHAIN_BLOCK = { item: "Chain block 5 t", serial: "CB-5-17" }
const forms = readReportForms()
const formOf = (kind: string) => forms.en.find((form) => form.kind === kind)!

const review = (kind: string, overrides: Partial<NewAuthorisation> = {}): NewAuthorisation => ({
  ...{ kind, method: null, level: null, capability: "review", scheme: "leea", certificateNumber: `REV-${kind}` },
  ...{ issuer: "LEEA", validFrom: "2025-01-01", validUntil: "2027-12-31", visionTestOn: null },
  ...overrides,
})

describe.each(STORAGE_KINDS)("review and issue on %s", (kind) => {
  const companies = twoCompaniesForTests(databases, kind, [
    ["Delta Lifting", { email: "owner@delta-lifting.test", password: "Delta-Owner-2026!x" }],
    ["Nile Marine", { email: "owner@nile-marine.test", password: "Nile-Owner-2026!xy" }],
  ])
  let hany: string
  let hanyOffice: string
  let ids: Record<string, string>
  let jobId: string

  const call = (path: string, cookie: string, init: Parameters<typeof staffCall>[2] = {}) =>
    staffCall(companies.server, path, { ...init, headers: { cookie, ...init.headers } })
  const put = (reportId: string, body: ReportDraft) =>
    call(inspectReportApi.to({ reportId }), hany, { method: "PUT", json: body })
  const authorise = (reportId: string, body: unknown, cookie = companies.staff, headers = {}) =>
    call(staffAuthoriseReportApi.to({ reportId }), cookie, { method: "POST", json: body, headers })
  const giveBack = (reportId: string, body: unknown, cookie = companies.staff) =>
    call(staffReturnReportApi.to({ reportId }), cookie, { method: "POST", json: body })
  const recordFor = async (email: string, body: NewAuthorisation) => {
    const answer = await call(staffAuthorisationsApi.to({ userId: ids[email] }), companies.staffAdmin, {
      method: "POST",
      json: body,
    })
    return answer.status
  }
  // A thorough examination of the register's chain block, submitted complete; `values` change what it says.
  const submitted = async (values: ReportDraft["values"] = {}, photos: ReportDraft["photos"] = []) => {
    const id = randomUUID()
    const draft: ReportDraft = {
      ...{ jobId, kind: "thorough-examination", itemKey: CHAIN_BLOCK.serial, newItem: null, photos },
      values: {
        ...completeValues(formOf("thorough-examination")),
        ...{ examinationDate: TODAY, nextExaminationDate: NEXT_DUE, safeWorkingLoad: "5 t" },
        ...values,
      },
      ...{ baseVersion: 0, submitted: true },
    }
    const saved = await put(id, draft)
    expect(saved.status).toBe(200)
    return { id, draft, version: ((await saved.json()) as { version: number }).version }
  }
  const errorOf = async (answer: Response) => (await answer.json()) as { error: string; code: string }
  const certificatesNumbered = (number: string) =>
    companies.db.selectFrom("certificates").selectAll().where("number", "=", number).execute()

  beforeAll(async () => {
    const env = staffServerEnv(databases.dataDirOf(kind), kind === "postgres" ? databases.postgres.url : undefined)
    await createAccounts(
      [
        [HANY, "inspector"],
        [HANY_OFFICE, "staff"],
      ],
      env,
    )
    hany = (await signIn(companies.server, HANY)).cookie
    hanyOffice = (await signIn(companies.server, HANY_OFFICE)).cookie
    const users = await companies.db.selectFrom("user").select(["id", "email"]).execute()
    ids = Object.fromEntries(users.map((user) => [user.email, user.id]))
    await authoriseExaminer(companies.server, companies.staffAdmin, ids[HANY.email], TODAY)
    // Omar (staff) reviews thorough examinations; Hany's office account too; nobody reviews pressure tests today.
    expect(await recordFor(STAFF.email, review("thorough-examination"))).toBe(201)
    expect(await recordFor(HANY_OFFICE.email, review("thorough-examination"))).toBe(201)
    const lapsed = review("pressure-test", { certificateNumber: "API510-1", validUntil: addDays(TODAY, -1)! })
    expect(await recordFor(STAFF.email, { ...lapsed, scheme: "api-510" })).toBe(201)
    // Reviewers are staff or administrators; inspectors examine.
    expect(await recordFor(HANY.email, review("thorough-examination"))).toBe(404)
    expect(await recordFor(STAFF.email, { ...review("thorough-examination"), capability: "examine" })).toBe(404)
    // The chain block in Delta's register, due today.
    await companies.db
      .insertInto("certificates")
      .values({
        ...{ number: "LE-2025-00017", kind: "lifting-equipment", ...CHAIN_BLOCK, rating: "5 t" },
        ...{ client: "Delta Lifting", site: "Rig 7", inspected_on: "2025-09-10", valid_until: TODAY },
        ...{ inspector: "Rania Adel", inspector_certificate: "LEEA 0040001", status: "valid", status_reason: null },
        ...{ status_at: null, code: "C0DE00017", created_at: TEST_NOW.toISOString(), company_id: companies.alpha.id },
      })
      .execute()
    const made = await call(STAFF_JOBS_API, companies.staff, {
      method: "POST",
      json: {
        ...{ companyId: companies.alpha.id, site: "Rig 7", day: TODAY },
        ...{ kinds: ["thorough-examination", "pressure-test"], inspectorIds: [ids[HANY.email]] },
      },
    })
    expect(made.status).toBe(201)
    jobId = ((await made.json()) as { id: string }).id
  })

  test("authorising issues the report in one step: the record, the signed PDF the client downloads, the new due date, reminders, 'do not use' cleared, one mail", async () => {
    // A dangerous defect told from site earlier: the item reads "do not use" until a report clears it.
    const danger = {
      ...{ id: randomUUID(), jobId, reportId: randomUUID(), itemKey: CHAIN_BLOCK.serial, ...CHAIN_BLOCK },
      ...{ defect: "Load chain: two links stretched.", foundAt: TEST_NOW.toISOString() },
    }
    expect((await call(INSPECT_DANGER_API, hany, { method: "POST", json: danger })).status).toBe(200)
    const registerOf = async () =>
      registerPageReply.parse(
        await (
          await companies.server.fetch(`${companies.server.base}${REGISTER_PATH}`, {
            headers: { cookie: companies.alpha.cookie },
          })
        ).json(),
      )
    expect((await registerOf()).items.find((item) => item.serial === CHAIN_BLOCK.serial)?.danger).not.toBeNull()
    const mailsBefore = (await companies.db.selectFrom("account_mail").select("id").execute()).length

    // A photo the inspector uploaded, stored as the upload finished it.
    const photoId = randomUUID()
    const { id, version } = await submitted({}, [
      { id: photoId, fieldId: "photos", caption: "Hook latch", uploadId: null },
    ])
    const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#c33" } })
      .jpeg()
      .toBuffer()
    const uploadId = randomUUID()
    await companies.db
      .insertInto("photo_uploads")
      .values({
        ...{ id: uploadId, user_id: ids[HANY.email], report_id: id, photo_id: photoId, size: jpeg.length },
        ...{ received: jpeg.length, chunks: 1, metadata: "{}", created_at: TEST_NOW.toISOString() },
        ...{ finished_at: TEST_NOW.toISOString(), type: "image/jpeg" },
      })
      .execute()
    await companies.db.insertInto("photo_upload_chunks").values({ upload_id: uploadId, seq: 0, data: jpeg }).execute()
    await companies.db
      .updateTable("inspection_reports")
      .set({ photos: JSON.stringify([{ id: photoId, fieldId: "photos", caption: "Hook latch", uploadId }]) })
      .where("id", "=", id)
      .execute()

    const answer = await authorise(id, { version })
    expect(answer.status).toBe(200)
    const { number, issuedAt } = authorisedReply.parse(await answer.json())
    expect(number).toMatch(/^LE-2026-\d{5}$/)
    expect(issuedAt.slice(0, 10)).toBe(TODAY)

    const [record] = await certificatesNumbered(number)
    expect(record).toMatchObject({
      ...{ kind: "lifting-equipment", ...CHAIN_BLOCK, rating: "5 t", client: "Delta Lifting", site: "Rig 7" },
      ...{
        inspected_on: TODAY,
        valid_until: NEXT_DUE,
        inspector: HANY.name,
        inspector_certificate: "LEEA LEEA-TE-0042",
      },
      ...{ company_id: companies.alpha.id, status: "valid" },
    })
    const report = await companies.db
      .selectFrom("inspection_reports")
      .selectAll()
      .where("id", "=", id)
      .executeTakeFirstOrThrow()
    expect(report).toMatchObject({ issued_number: number, issued_at: issuedAt, reviewed_by: ids[STAFF.email] })
    const read = staffReportReply.parse(
      await (await call(staffInspectionReportApi.to({ reportId: id }), companies.staff)).json(),
    )
    expect(read).toMatchObject({ state: "issued", review: { state: "issued", issuedNumber: number } })

    // The client's register: the item with its new certificate and due date, "do not use" cleared.
    const item = (await registerOf()).items.find((one) => one.serial === CHAIN_BLOCK.serial)!
    expect(item).toMatchObject({ number, validUntil: NEXT_DUE, danger: null, hasReport: true, examinations: 2 })
    // The client downloads the PDF: the stored file, signed by the company's key.
    const download = await companies.server.fetch(
      `${companies.server.base}${REGISTER_REPORT_PATH}?${new URLSearchParams({ number })}`,
      { headers: { cookie: companies.alpha.cookie } },
    )
    expect(download.status).toBe(200)
    expect(download.headers.get("content-type")).toContain("application/pdf")
    const bytes = new Uint8Array(await download.arrayBuffer())
    const stored = await companies.db
      .selectFrom("certificate_reports")
      .select(["sha256", "size"])
      .where("certificate_id", "=", record.id)
      .executeTakeFirstOrThrow()
    expect(crypto.createHash("sha256").update(bytes).digest("hex")).toBe(stored.sha256)
    expect(Number(stored.size)).toBe(bytes.length)
    expect(new TextDecoder().decode(bytes.subarray(0, 5))).toBe("%PDF-")
    // English only: nobody of the company reads Arabic yet.
    const file = path.join(databases.dataDirOf(kind), `${number}.pdf`)
    fs.writeFileSync(file, bytes)
    expect(findsText(pdfText(file), formOf("thorough-examination").title)).toBe(true)
    expect(findsText(pdfText(file), forms.ar.find((form) => form.kind === "thorough-examination")!.title)).toBe(false)
    const keys = (await (await companies.server.fetch(`${companies.server.base}${KEYS_PATH}`)).json()) as LabelKeyFile
    const checked = await checkReportFile(bytes, keys)
    expect(checked).toMatchObject({ genuine: true, facts: { number, code: record.code, issuedOn: TODAY } })
    // Another company's member finds nothing under that number.
    const foreign = await companies.server.fetch(
      `${companies.server.base}${REGISTER_REPORT_PATH}?${new URLSearchParams({ number })}`,
      { headers: { cookie: companies.beta.cookie } },
    )
    expect(foreign.status).toBe(404)

    // One mail to the company's member (its owner, language unknown: both), naming the number and the due date.
    const mails = await companies.db.selectFrom("account_mail").selectAll().orderBy("id").execute()
    const issuedMails = mails.slice(mailsBefore).filter((mail) => mail.subject.includes(number))
    expect(issuedMails.map((mail) => mail.to_address)).toEqual(["owner@delta-lifting.test"])
    expect(issuedMails[0].body).toContain("10 September 2026")
    expect(issuedMails[0].subject).toContain("صدر التقرير")

    // The reminders count towards the new date: nothing due today any more, a digest a week before it.
    const content = siteContent()
    const options = { siteUrl: companies.server.base, content, onMailQueued: () => undefined }
    await runDueReminders(companies.db, new Date(`${TODAY}T08:00:00Z`), options)
    const digestsToday = await companies.db
      .selectFrom("reminder_sent")
      .select("certificate_id")
      .where("certificate_id", "=", record.id)
      .execute()
    expect(digestsToday).toEqual([])
    await runDueReminders(companies.db, new Date(`${addDays(NEXT_DUE, -7)}T08:00:00Z`), options)
    const sent = await companies.db
      .selectFrom("reminder_sent")
      .selectAll()
      .where("certificate_id", "=", record.id)
      .execute()
    expect(sent).toHaveLength(1)

    // Issued once: the same call again, and a return now, are refused; the report reads issued.
    const again = await authorise(id, { version })
    expect(again.status).toBe(409)
    expect((await errorOf(again)).code).toBe(ERROR_CODES.alreadyIssued)
    expect((await giveBack(id, { version, comments: [{ field: null, text: "Late." }] })).status).toBe(409)
    expect(await certificatesNumbered(number)).toHaveLength(1)
  })

  test("a reviewer returns a report with comments; resubmitted, it is authorised; a stale version, a draft and unknown fields are refused", async () => {
    const { id, draft, version } = await submitted()
    expect((await giveBack(id, { version: version + 1, comments: [{ field: null, text: "Check." }] })).status).toBe(409)
    const unknownField = await giveBack(id, { version, comments: [{ field: "noSuchField", text: "Check." }] })
    expect(unknownField.status).toBe(400)
    const returned = await giveBack(id, {
      version,
      comments: [
        { field: "safeWorkingLoad", text: "State the SWL at the radius examined." },
        { field: null, text: "Add a photo of the hook." },
      ],
    })
    expect(returned.status).toBe(200)
    const state = reviewState.parse(await returned.json())
    expect(state).toMatchObject({ state: "returned", issuedNumber: null })
    expect(state.comments).toEqual([
      {
        field: "safeWorkingLoad",
        text: "State the SWL at the radius examined.",
        by: STAFF.name,
        at: expect.any(String),
      },
      { field: null, text: "Add a photo of the hook.", by: STAFF.name, at: expect.any(String) },
    ])
    // The office's list and the report itself say so.
    const listed = staffReportsReply.parse(await (await call(STAFF_INSPECTION_REPORTS_API, companies.staff)).json())
    expect(listed.reports.find((one) => one.id === id)?.state).toBe("returned")
    // Not waiting any more: authorising it is refused until the inspector submits it again.
    const early = await authorise(id, { version })
    expect(early.status).toBe(409)
    expect((await errorOf(early)).code).toBe(ERROR_CODES.notSubmitted)
    const resent = await put(id, {
      ...draft,
      values: { ...draft.values, safeWorkingLoad: "5 t at 0–45°" },
      baseVersion: version,
    })
    expect(resent.status).toBe(200)
    const { version: next } = (await resent.json()) as { version: number }
    // The version read before the edit is stale now.
    const stale = await authorise(id, { version })
    expect(stale.status).toBe(409)
    expect((await errorOf(stale)).code).toBe(ERROR_CODES.staleVersion)
    // Another report's version says nothing of this one.
    const other = await submitted()
    expect(other.version).not.toBe(next)
    expect((await authorise(id, { version: other.version })).status).toBe(409)
    expect((await authorise(id, { version: next })).status).toBe(200)
  })

  test("refused: the author under another account, a reviewer without authorisation, a lapsed one (named), a report lacking a LOLER particular", async () => {
    const { id, version } = await submitted()
    const own = await authorise(id, { version }, hanyOffice)
    expect(own.status).toBe(403)
    expect((await errorOf(own)).code).toBe(ERROR_CODES.ownReport)
    // The administrator holds no review authorisation.
    const none = await authorise(id, { version }, companies.staffAdmin)
    expect(none.status).toBe(403)
    expect(await errorOf(none)).toEqual({
      error: `You cannot authorise this report: on ${TODAY}, no authorisation to review thorough-examination.`,
      code: ERROR_CODES.notAuthorised,
    })
    // A pressure test: Omar's review authorisation ended yesterday.
    const pressure = randomUUID()
    const saved = await put(pressure, {
      ...{ jobId, kind: "pressure-test", itemKey: null, newItem: { item: "Test manifold", serial: "TM-9" } },
      ...{ values: completeValues(formOf("pressure-test")), photos: [], baseVersion: 0, submitted: true },
    })
    expect(saved.status).toBe(200)
    const lapsed = await authorise(pressure, { version: 1 })
    expect(lapsed.status).toBe(403)
    expect((await errorOf(lapsed)).error).toBe(
      `You cannot authorise this report: on ${TODAY}, API 510 pressure-test certificate API510-1 expired on ${addDays(TODAY, -1)}.`,
    )
    // A particular of LOLER Schedule 1 gone since submission (a form changed meanwhile): named, nothing issued.
    const values = JSON.parse(
      (
        await companies.db
          .selectFrom("inspection_reports")
          .select("values")
          .where("id", "=", id)
          .executeTakeFirstOrThrow()
      ).values,
    ) as Record<string, unknown>
    delete values.safeWorkingLoad
    await companies.db
      .updateTable("inspection_reports")
      .set({ values: JSON.stringify(values) })
      .where("id", "=", id)
      .execute()
    const incomplete = await authorise(id, { version })
    expect(incomplete.status).toBe(400)
    expect((await errorOf(incomplete)).error).toBe(
      "This report cannot be authorised: it lacks Safe working load (LOLER 1998 Sch. 1 para 5).",
    )
    const report = await companies.db
      .selectFrom("inspection_reports")
      .select(["issued_number", "submitted_at"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow()
    expect(report.issued_number).toBeNull()
    expect(report.submitted_at).not.toBeNull()
  })

  test("two authorisations at once issue once; a replay issues nothing more", async () => {
    const { id, version } = await submitted()
    const answers = await Promise.all([authorise(id, { version }), authorise(id, { version })])
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409])
    const issued = await companies.db
      .selectFrom("inspection_reports")
      .select("issued_number")
      .where("id", "=", id)
      .executeTakeFirstOrThrow()
    expect(await certificatesNumbered(issued.issued_number!)).toHaveLength(1)
    const onIt = await companies.db
      .selectFrom("audit_log")
      .select("reference")
      .where("action", "=", "report issued")
      .where("detail", "like", `report ${id} %`)
      .execute()
    expect(onIt).toHaveLength(1)
    expect((await authorise(id, { version })).status).toBe(409)
  })

  test("an amendment, once issued, supersedes the record it replaces", async () => {
    const first = await submitted()
    const issued = authorisedReply.parse(await (await authorise(first.id, { version: first.version })).json())
    const amend = await call(staffAmendCertificateApi.to({ number: issued.number }), companies.staff, {
      method: "POST",
      json: { reason: "The safe working load was written for the wrong configuration." },
    })
    expect(amend.status).toBe(201)
    const { reportId } = (await amend.json()) as { reportId: string }
    const row = await companies.db
      .selectFrom("inspection_reports")
      .selectAll()
      .where("id", "=", reportId)
      .executeTakeFirstOrThrow()
    const resent = await put(reportId, {
      ...{ jobId, kind: row.kind, itemKey: row.item_key, newItem: null, photos: [], submitted: true },
      ...{ values: { ...JSON.parse(row.values), safeWorkingLoad: "3.2 t at 0–45°" }, baseVersion: row.version },
    })
    expect(resent.status).toBe(200)
    const { version } = (await resent.json()) as { version: number }
    const amended = authorisedReply.parse(await (await authorise(reportId, { version })).json())
    const [old] = await certificatesNumbered(issued.number)
    expect(old).toMatchObject({ superseded_by: amended.number, superseded_on: TODAY })
  })

  test("a report that records a danger now leaves the item's 'do not use' standing", async () => {
    const hook = { item: "Crane hook 10 t", serial: "HK-10-2" }
    const notice = {
      ...{ id: randomUUID(), jobId, reportId: randomUUID(), itemKey: hook.serial, ...hook },
      ...{ defect: "Hook throat opened 12 %.", foundAt: TEST_NOW.toISOString() },
    }
    expect((await call(INSPECT_DANGER_API, hany, { method: "POST", json: notice })).status).toBe(200)
    const danger = [
      {
        id: randomUUID(),
        description: "Hook throat opened 12 %.",
        danger: "now" as const,
        remedyBy: null,
        photoIds: [],
      },
    ]
    const id = randomUUID()
    const saved = await put(id, {
      ...{ jobId, kind: "thorough-examination", itemKey: null, newItem: hook, photos: [], baseVersion: 0 },
      values: { ...completeValues(formOf("thorough-examination")), examinationDate: TODAY, defects: danger },
      submitted: true,
    })
    expect(saved.status).toBe(200)
    expect((await authorise(id, { version: 1 })).status).toBe(200)
    const open = await companies.db
      .selectFrom("dangerous_defects")
      .select("cleared_at")
      .where("id", "=", notice.id)
      .executeTakeFirstOrThrow()
    expect(open.cleared_at).toBeNull()
    // The next inspector at the site reads what this examination found beside the item (issue 61's "last findings").
    const { jobs } = inspectJobsReply.parse(await (await call(INSPECT_JOBS_API, hany)).json())
    const items = jobs.find((job) => job.id === jobId)?.items ?? []
    expect(items.find((item) => item.serial === hook.serial)).toMatchObject({
      lastFindings: "Hook throat opened 12 %.",
      dangerous: true,
    })
  })

  test("a company that reads Arabic gets its PDF in Arabic and English and its member's mail in Arabic", async () => {
    const owner = await companies.db
      .selectFrom("client_user")
      .select("id")
      .where("email", "=", "owner@delta-lifting.test")
      .executeTakeFirstOrThrow()
    await companies.db
      .insertInto("client_reminder_pref")
      .values({ company_id: companies.alpha.id, user_id: owner.id, locale: "ar", unsubscribe_token: randomUUID() })
      .onConflict((conflict) => conflict.columns(["company_id", "user_id"]).doUpdateSet({ locale: "ar" }))
      .execute()
    const { id, version } = await submitted()
    const { number } = authorisedReply.parse(await (await authorise(id, { version })).json())
    const download = await companies.server.fetch(
      `${companies.server.base}${REGISTER_REPORT_PATH}?${new URLSearchParams({ number })}`,
      { headers: { cookie: companies.alpha.cookie } },
    )
    const file = path.join(databases.dataDirOf(kind), `${number}.pdf`)
    fs.writeFileSync(file, new Uint8Array(await download.arrayBuffer()))
    const text = pdfText(file)
    const arabicForm = forms.ar.find((form) => form.kind === "thorough-examination")!
    expect(findsText(text, arabicForm.title)).toBe(true)
    expect(findsText(text, formOf("thorough-examination").title)).toBe(true)
    const [mail] = await companies.db
      .selectFrom("account_mail")
      .select(["subject", "body"])
      .where("subject", "like", `%${number}%`)
      .execute()
    expect(mail.subject).toBe(`صدر التقرير ${number} — ${CHAIN_BLOCK.item}`)
    expect(mail.body).not.toContain("has been reviewed and issued")
  })

  test("attacks: nobody signed in, an inspector, a foreign Origin, other spellings, broken and oversized bodies", async () => {
    const { id, version } = await submitted()
    const path = staffAuthoriseReportApi.to({ reportId: id })
    expect((await authorise(id, { version }, "")).status).toBe(401)
    const inspector = await authorise(id, { version }, hany)
    expect(inspector.status).toBe(403)
    expect((await errorOf(inspector)).code).toBe(GUARD_CODES.wrongRole)
    expect((await giveBack(id, { version, comments: [{ field: null, text: "x" }] }, hany)).status).toBe(403)
    const foreign = await authorise(id, { version }, companies.staff, { origin: "https://evil.example" })
    expect(foreign.status).toBe(403)
    expect((await errorOf(foreign)).code).toBe(GUARD_CODES.foreignOrigin)
    for (const spelling of [path.toUpperCase(), `${path}/`, path.replace("/api/staff/", "/api//staff/"), `${path}x`]) {
      const answer = await call(spelling, companies.staff, { method: "POST", json: { version } })
      expect([401, 403, 404]).toContain(answer.status)
    }
    const broken = await call(path, companies.staff, {
      method: "POST",
      body: '{"version": ',
      headers: { "content-type": "application/json" },
    })
    expect(broken.status).toBe(400)
    expect((await authorise(id, { version: "1" })).status).toBe(400)
    expect((await authorise(id, { version, validUntil: "2026-02-30" })).status).toBe(400)
    const oversized = await authorise(id, { version, padding: "x".repeat(4096) })
    expect(oversized.status).toBe(413)
    const hugeReturn = await giveBack(id, { version, comments: [{ field: null, text: "x".repeat(300 * 1024) }] })
    expect(hugeReturn.status).toBe(413)
    expect((await authorise("no-such-report", { version })).status).toBe(404)
    // None of it issued anything.
    const report = await companies.db
      .selectFrom("inspection_reports")
      .select("issued_number")
      .where("id", "=", id)
      .executeTakeFirstOrThrow()
    expect(report.issued_number).toBeNull()
  })

  // Last: it withdraws the authorisations the tests above issue under.
  test("withdrawing the authorisations a report was issued under changes nothing of it", async () => {
    const { id, version } = await submitted()
    const { number } = authorisedReply.parse(await (await authorise(id, { version })).json())
    const issued = async () => {
      const [record] = await certificatesNumbered(number)
      const file = await companies.server.fetch(
        `${companies.server.base}${REGISTER_REPORT_PATH}?${new URLSearchParams({ number })}`,
        { headers: { cookie: companies.alpha.cookie } },
      )
      const sha256 = crypto
        .createHash("sha256")
        .update(new Uint8Array(await file.arrayBuffer()))
        .digest("hex")
      const check = await companies.server.fetch(
        `${companies.server.base}/api/verify?${new URLSearchParams({ n: number, c: record.code })}`,
      )
      return { record, sha256, check: await check.json() }
    }
    const before = await issued()
    expect(before.check).toMatchObject({ found: true, number, status: "valid" })
    for (const email of [HANY.email, STAFF.email]) {
      const userId = ids[email]
      const { authorisations } = authorisationsReply.parse(
        await (await call(staffAuthorisationsApi.to({ userId }), companies.staff)).json(),
      )
      for (const { id: authorisationId } of authorisations.filter((one) => one.withdrawnAt === null)) {
        const path = staffWithdrawAuthorisationApi.to({ userId, authorisationId })
        const withdrawn = await call(path, companies.staffAdmin, { method: "POST" })
        expect(withdrawn.status).toBe(200)
      }
    }
    expect(await issued()).toEqual(before)
  })
})
