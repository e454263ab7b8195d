/** @jest-environment node */
import { randomUUID } from "node:crypto"
import { GUARD_CODES } from "../../src/lib/api-error"
import {
  INSPECT_FORMS_API,
  STAFF_JOBS_API,
  inspectJobReportsApi,
  inspectReportApi,
  staffAuthorisationsApi,
  staffReturnReportApi,
} from "../../src/lib/inspect-paths"
import {
  REPORT_ISSUED,
  inspectFormsReply,
  jobReportsReply,
  reportIssuedReply,
  type ReportDraft,
} from "../../src/lib/inspect-replies"
import { authoriseExaminer } from "../../testing/authorisations"
import { twoCompaniesForTests } from "../../testing/client-companies"
import { completeValues } from "../../testing/report-values"
import { STAFF, createAccounts, signIn, staffCall, staffServerEnv } from "../../testing/staff"
import { TEST_NOW } from "../../testing/test-clock"
import { STORAGE_KINDS, databasesForTests } from "../../testing/test-databases"

jest.setTimeout(180_000)

// A job's reports as the inspectors' app reads them from the server (issue 62), on both databases: every report
// of the job whoever wrote it, where each stands in its review with the reviewer's comments, only to an inspector
// assigned to the job; and an issued report is never edited again.

const databases = databasesForTests("job-reports-")
const account = (local: string, name: string) => ({ ...STAFF, email: `${local}@inspection.test`, name })
const NOUR = account("nour.inspector", "Nour Hamdy")
const KARIM = account("karim.inspector", "Karim Said")
const OUTSIDER = account("mona.inspector", "Mona Fathy")
const TODAY = TEST_NOW.toISOString().slice(0, 10)

describe.each(STORAGE_KINDS)("a job's reports for its inspectors on %s", (kind) => {
  const companies = twoCompaniesForTests(databases, kind, [
    ["Abu Qir Fertilizers", { email: "owner@abuqir.test", password: "AbuQir-Owner-2026!x" }],
    ["Sidi Kerir Petrochemicals", { email: "owner@sidikerir.test", password: "Sidi-Owner-2026!xy" }],
  ])
  let nour: string
  let karim: string
  let outsider: string
  let jobId: string
  let otherJobId: string
  let ids: Record<string, string>

  const call = (path: string, cookie: string, init: Parameters<typeof staffCall>[2] = {}) =>
    staffCall(companies.server, path, { ...init, headers: { cookie, ...init.headers } })
  const draft = (overrides: Partial<ReportDraft> = {}): ReportDraft => ({
    jobId,
    kind: "thorough-examination",
    itemKey: null,
    newItem: { item: "Jib crane 2 t", serial: "JC-2-118" },
    values: { safeWorkingLoad: "2 t", remarks: "Slew ring greased." },
    photos: [],
    baseVersion: 0,
    submitted: false,
    ...overrides,
  })
  const put = (reportId: string, body: ReportDraft, cookie = nour) =>
    call(inspectReportApi.to({ reportId }), cookie, { method: "PUT", json: body })
  const listed = async (cookie = nour, id = jobId) =>
    jobReportsReply.parse(await (await call(inspectJobReportsApi.to({ jobId: id }), cookie)).json()).reports

  beforeAll(async () => {
    const env = staffServerEnv(databases.dataDirOf(kind), kind === "postgres" ? databases.postgres.url : undefined)
    await createAccounts(
      [
        [NOUR, "inspector"],
        [KARIM, "inspector"],
        [OUTSIDER, "inspector"],
      ],
      env,
    )
    nour = (await signIn(companies.server, NOUR)).cookie
    karim = (await signIn(companies.server, KARIM)).cookie
    outsider = (await signIn(companies.server, OUTSIDER)).cookie
    const users = await companies.db.selectFrom("user").select(["id", "email"]).execute()
    ids = Object.fromEntries(users.map((user) => [user.email, user.id]))
    for (const inspector of [NOUR, KARIM, OUTSIDER]) {
      await authoriseExaminer(companies.server, companies.staffAdmin, ids[inspector.email], TODAY)
    }
    const make = async (site: string, inspectorIds: string[]) => {
      const made = await call(STAFF_JOBS_API, companies.staff, {
        method: "POST",
        json: { companyId: companies.alpha.id, site, day: TODAY, kinds: ["thorough-examination"], inspectorIds },
      })
      expect(made.status).toBe(201)
      return ((await made.json()) as { id: string }).id
    }
    jobId = await make("Ammonia plant", [ids[NOUR.email], ids[KARIM.email]])
    otherJobId = await make("Urea store", [ids[OUTSIDER.email]])
  })

  test("every report of the job, whoever wrote it, with its review state; the comments a reviewer returned", async () => {
    const mine = randomUUID()
    const his = randomUUID()
    expect((await put(mine, draft())).status).toBe(200)
    expect((await put(his, draft({ newItem: { item: "Beam clamp 3 t", serial: null } }), karim)).status).toBe(200)
    // Another job's report never shows on this one.
    expect((await put(randomUUID(), draft({ jobId: otherJobId }), outsider)).status).toBe(200)

    const reports = await listed()
    expect(reports.map((report) => report.id).sort()).toEqual([mine, his].sort())
    expect(reports.find((report) => report.id === his)).toEqual({
      id: his,
      kind: "thorough-examination",
      itemKey: null,
      newItem: { item: "Beam clamp 3 t", serial: null },
      values: { safeWorkingLoad: "2 t", remarks: "Slew ring greased." },
      photos: [],
      version: 1,
      updatedBy: KARIM.name,
      updatedAt: expect.any(String),
      review: {
        state: "draft",
        comments: [],
        returnedAt: null,
        issuedNumber: null,
        issuedAt: null,
        amendsNumber: null,
        amendReason: null,
      },
    })
    // The other inspector of the job reads the same list.
    expect((await listed(karim)).map((report) => report.id).sort()).toEqual([mine, his].sort())

    // Submitted, then returned by a reviewer with a comment on a field: the inspector reads both.
    const forms = inspectFormsReply.parse(await (await call(INSPECT_FORMS_API, nour)).json())
    const complete = completeValues(forms.en.find((form) => form.kind === "thorough-examination")!)
    expect((await put(mine, draft({ values: complete, baseVersion: 1, submitted: true }))).status).toBe(200)
    expect((await listed()).find((report) => report.id === mine)?.review.state).toBe("submitted")
    // A reviewer (Omar, staff, authorised to review thorough examinations) returns it through the workspace's route.
    const comment = { field: "safeWorkingLoad", text: "Give the SWL for the configuration examined.", by: STAFF.name }
    const recorded = await call(staffAuthorisationsApi.to({ userId: ids[STAFF.email] }), companies.staffAdmin, {
      method: "POST",
      json: {
        ...{ kind: "thorough-examination", method: null, level: null, capability: "review", scheme: "leea" },
        ...{ certificateNumber: "LEEA-REV-0311", issuer: "LEEA", visionTestOn: null },
        ...{ validFrom: "2025-01-01", validUntil: "2027-12-31" },
      },
    })
    expect(recorded.status).toBe(201)
    const back = await call(staffReturnReportApi.to({ reportId: mine }), companies.staff, {
      method: "POST",
      json: { version: 2, comments: [{ field: comment.field, text: comment.text }] },
    })
    expect(back.status).toBe(200)
    const returned = (await listed()).find((report) => report.id === mine)!
    expect(returned.review).toMatchObject({
      state: "returned",
      comments: [{ ...comment, at: expect.any(String) }],
      returnedAt: expect.any(String),
    })
    expect(returned.version).toBe(2)
  })

  test("attackers: no session, a client, staff, an inspector not on the job, another job's id, a forged id", async () => {
    const path = inspectJobReportsApi.to({ jobId })
    expect((await companies.server.fetch(`${companies.server.base}${path}`)).status).toBe(401)
    expect((await call(path, companies.alpha.cookie)).status).toBe(401)
    for (const cookie of [companies.staff, companies.staffAdmin]) {
      const answer = await call(path, cookie)
      expect(answer.status).toBe(403)
      expect(((await answer.json()) as { code: string }).code).toBe(GUARD_CODES.wrongRole)
    }
    // Not assigned, another inspector's job and a made-up id read alike: no such job.
    for (const [cookie, id] of [
      [outsider, jobId],
      [nour, otherJobId],
      [nour, "forged-job"],
      [nour, randomUUID()],
    ]) {
      const answer = await call(inspectJobReportsApi.to({ jobId: id }), cookie)
      expect(answer.status).toBe(404)
      expect(await answer.json()).toMatchObject({ code: "NOT_FOUND" })
    }
  })

  test("an issued report is never edited: its PUT is refused 409 naming the number, nothing stored", async () => {
    const id = randomUUID()
    expect((await put(id, draft())).status).toBe(200)
    // Issued as the issuing transaction leaves it (its PDF and record are issue-report.ts's and its own tests').
    await companies.db
      .updateTable("inspection_reports")
      .set({ issued_number: "LE-2026-00917", issued_at: TEST_NOW.toISOString() })
      .where("id", "=", id)
      .execute()
    const issued = (await listed()).find((report) => report.id === id)!
    expect(issued.review).toMatchObject({ state: "issued", issuedNumber: "LE-2026-00917" })

    for (const edit of [draft({ baseVersion: 1, values: { remarks: "Changed after issue" } }), draft()]) {
      const refused = await put(id, edit)
      expect(refused.status).toBe(409)
      const answer = reportIssuedReply.parse(await refused.json())
      expect(answer).toMatchObject({ code: REPORT_ISSUED, number: "LE-2026-00917" })
      expect(answer.error).toContain("issued as LE-2026-00917")
      expect(answer.error).toContain("amendment")
    }
    const row = await companies.db
      .selectFrom("inspection_reports")
      .select(["version", "values"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow()
    expect(row.version).toBe(1)
    expect(JSON.parse(row.values)).toEqual(draft().values)
  })
})
