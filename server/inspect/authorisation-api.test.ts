/** @jest-environment node */
import { randomUUID } from "node:crypto"
import { ERROR_CODES, GUARD_CODES } from "../../src/lib/api-error"
import { authorisationsReply, lapsingReply, type NewAuthorisation } from "../../src/lib/authorisation-replies"
import { addDays, addMonths } from "../../src/lib/cairo-time"
import {
  INSPECT_FORMS_API,
  INSPECT_JOBS_API,
  STAFF_JOBS_API,
  STAFF_LAPSING_AUTHORISATIONS_API,
  inspectReportApi,
  staffAuthorisationsApi,
  staffWithdrawAuthorisationApi,
} from "../../src/lib/inspect-paths"
import { inspectFormsReply, inspectJobsReply, type ReportDraft } from "../../src/lib/inspect-replies"
import { twoCompaniesForTests } from "../../testing/client-companies"
import { completeValues } from "../../testing/report-values"
import { STAFF, createAccounts, signIn, staffCall, staffServerEnv } from "../../testing/staff"
import { TEST_NOW } from "../../testing/test-clock"
import { STORAGE_KINDS, databasesForTests } from "../../testing/test-databases"

jest.setTimeout(180_000)

// Who may do what (issue 62), through the composed routes on both databases: administrators record and withdraw
// an inspector's authorisations, staff read them and what lapses within 60 days; an inspector's jobs offer only
// the kinds authorised on the job's day, and a report submitted outside them is refused naming what lapsed.

const databases = databasesForTests("authorisation-api-")
const TODAY = TEST_NOW.toISOString().slice(0, 10)
const HANY = { ...STAFF, email: "hany.inspector@inspection.test", name: "Hany Youssef" }
const RANIA = { ...STAFF, email: "rania.inspector@inspection.test", name: "Rania Adel" }

// A LEEA authorisation to examine thorough examinations, in force today unless told otherwise.
const loler = (overrides: Partial<NewAuthorisation> = {}): NewAuthorisation => ({
  kind: "thorough-examination",
  method: null,
  level: null,
  capability: "examine",
  scheme: "leea",
  certificateNumber: "LEEA-0051234",
  issuer: "LEEA",
  validFrom: "2025-01-01",
  validUntil: "2027-12-31",
  visionTestOn: null,
  ...overrides,
})

describe.each(STORAGE_KINDS)("authorisations on %s", (kind) => {
  const companies = twoCompaniesForTests(databases, kind, [
    ["Delta Lifting", { email: "owner@delta-lifting.test", password: "Delta-Owner-2026!x" }],
    ["Nile Marine", { email: "owner@nile-marine.test", password: "Nile-Owner-2026!xy" }],
  ])
  let hany: string
  let rania: string
  let ids: Record<string, string>

  const call = (path: string, cookie: string, init: Parameters<typeof staffCall>[2] = {}) =>
    staffCall(companies.server, path, { ...init, headers: { cookie, ...init.headers } })
  const record = (userId: string, body: unknown, cookie = companies.staffAdmin, headers = {}) =>
    call(staffAuthorisationsApi.to({ userId }), cookie, { method: "POST", json: body, headers })
  const withdraw = (userId: string, authorisationId: string, cookie = companies.staffAdmin) =>
    call(staffWithdrawAuthorisationApi.to({ userId, authorisationId }), cookie, { method: "POST" })
  const recordedId = async (userId: string, body: NewAuthorisation) => {
    const answer = await record(userId, body)
    expect(answer.status).toBe(201)
    return ((await answer.json()) as { id: string }).id
  }
  const makeJob = async (kinds: string[], inspector: string) => {
    const made = await call(STAFF_JOBS_API, companies.staff, {
      method: "POST",
      json: { companyId: companies.alpha.id, site: "Rig 7", day: TODAY, kinds, inspectorIds: [inspector] },
    })
    expect(made.status).toBe(201)
    return ((await made.json()) as { id: string }).id
  }
  const report = (jobId: string, overrides: Partial<ReportDraft> = {}): ReportDraft => ({
    ...{ jobId, kind: "thorough-examination", itemKey: null, newItem: { item: "Chain block 5 t", serial: "CB-5-17" } },
    ...{ values: {}, photos: [], baseVersion: 0, submitted: false },
    ...overrides,
  })
  const put = (reportId: string, body: ReportDraft, cookie: string) =>
    call(inspectReportApi.to({ reportId }), cookie, { method: "PUT", json: body })
  const authorisedKinds = async (cookie: string, jobId: string) =>
    inspectJobsReply.parse(await (await call(INSPECT_JOBS_API, cookie)).json()).jobs.find((job) => job.id === jobId)
      ?.authorisedKinds

  beforeAll(async () => {
    const env = staffServerEnv(databases.dataDirOf(kind), kind === "postgres" ? databases.postgres.url : undefined)
    await createAccounts(
      [
        [HANY, "inspector"],
        [RANIA, "inspector"],
      ],
      env,
    )
    hany = (await signIn(companies.server, HANY)).cookie
    rania = (await signIn(companies.server, RANIA)).cookie
    const users = await companies.db.selectFrom("user").select(["id", "email"]).execute()
    ids = Object.fromEntries(users.map((user) => [user.email, user.id]))
  })

  test("only administrators record and withdraw; staff read; every other caller and body is refused", async () => {
    const hanyId = ids[HANY.email]
    const path = staffAuthorisationsApi.to({ userId: hanyId })
    const refusedWith = async (answer: Response, status: number, code?: string) => {
      expect(answer.status).toBe(status)
      if (code) expect(((await answer.json()) as { code: string }).code).toBe(code)
    }
    // Nobody signed in, a client's session, and the inspector recording their own authorisation.
    await refusedWith(await companies.server.fetch(`${companies.server.base}${path}`), 401)
    await refusedWith(await record(hanyId, loler(), ""), 401)
    await refusedWith(await record(hanyId, loler(), companies.alpha.cookie), 401)
    await refusedWith(await record(hanyId, loler(), hany), 403, GUARD_CODES.wrongRole)
    await refusedWith(await call(path, hany), 403, GUARD_CODES.wrongRole)
    await refusedWith(await call(STAFF_LAPSING_AUTHORISATIONS_API, hany), 403, GUARD_CODES.wrongRole)
    // Staff read but do not record; a foreign Origin records nothing, even an administrator's.
    await refusedWith(await record(hanyId, loler(), companies.staff), 403, GUARD_CODES.adminOnly)
    await refusedWith(
      await record(hanyId, loler(), companies.staffAdmin, { origin: "https://evil.example" }),
      403,
      GUARD_CODES.foreignOrigin,
    )
    // Broken and wrong bodies, each naming its field.
    const broken = await call(path, companies.staffAdmin, {
      method: "POST",
      body: '{"kind": ',
      headers: { "content-type": "application/json" },
    })
    expect(broken.status).toBe(400)
    const fieldOf = async (body: unknown) => {
      const answer = await record(hanyId, body)
      expect(answer.status).toBe(400)
      return Object.keys(((await answer.json()) as { fields: Record<string, string> }).fields)
    }
    expect(await fieldOf(loler({ kind: "crane-dance" }))).toEqual(["kind"])
    expect(await fieldOf(loler({ kind: "ndt-report" }))).toEqual(["kind"])
    expect(await fieldOf(loler({ kind: null }))).toEqual(["kind"])
    expect(await fieldOf(loler({ kind: null, method: "UT", level: 2 }))).toEqual(["visionTestOn"])
    expect(await fieldOf(loler({ validUntil: "2024-12-31" }))).toEqual(["validUntil"])
    expect(await fieldOf({ ...loler(), scheme: "bought-online" })).toEqual(["scheme"])
    expect(await fieldOf({ ...loler(), validFrom: "2025-02-30" })).toEqual(["validFrom"])
    // Only an inspector's account holds authorisations: a staff member's id, an unknown one.
    expect((await record(ids[STAFF.email], loler())).status).toBe(404)
    expect((await record("no-such-user", loler())).status).toBe(404)
    expect(await (await call(path, companies.staff)).json()).toEqual({ authorisations: [] })

    const id = await recordedId(hanyId, loler())
    const listed = authorisationsReply.parse(await (await call(path, companies.staff)).json())
    expect(listed.authorisations).toEqual([
      {
        ...{ id, userId: hanyId, kind: "thorough-examination", method: null, level: null, capability: "examine" },
        ...{ scheme: "leea", certificateNumber: "LEEA-0051234", issuer: "LEEA", validFrom: "2025-01-01" },
        ...{
          validUntil: "2027-12-31",
          visionTestOn: null,
          recordedBy: "Amal Fathy",
          recordedAt: expect.stringMatching(`^${TODAY}T`),
        },
        ...{ withdrawnAt: null, withdrawnBy: null, scan: null },
      },
    ])
    // Withdrawing: not by staff, not under another inspector's id, not from another origin.
    expect((await withdraw(hanyId, id, companies.staff)).status).toBe(403)
    expect((await withdraw(ids[RANIA.email], id)).status).toBe(404)
    expect((await withdraw(hanyId, randomUUID())).status).toBe(404)
    const foreign = await call(
      staffWithdrawAuthorisationApi.to({ userId: hanyId, authorisationId: id }),
      companies.staffAdmin,
      {
        method: "POST",
        headers: { origin: "https://evil.example" },
      },
    )
    expect(foreign.status).toBe(403)
    expect(
      authorisationsReply.parse(await (await call(path, companies.staff)).json()).authorisations[0].withdrawnAt,
    ).toBe(null)
    expect((await withdraw(hanyId, id)).status).toBe(200)
    const after = authorisationsReply.parse(await (await call(path, companies.staff)).json()).authorisations
    expect(after[0]).toMatchObject({ withdrawnBy: "Amal Fathy" })
    expect(after[0].withdrawnAt).not.toBeNull()
  })

  test("a lapsed authorisation is refused naming it, a draft is kept, a valid one is accepted; withdrawing keeps the stored report", async () => {
    const raniaId = ids[RANIA.email]
    const jobId = await makeJob(["thorough-examination", "ndt-report"], raniaId)
    expect(await authorisedKinds(rania, jobId)).toEqual([])
    const reportId = randomUUID()
    const none = await put(reportId, report(jobId, { submitted: true }), rania)
    expect(none.status).toBe(403)
    expect(await none.json()).toEqual({
      error: `This report cannot be submitted: on ${TODAY}, no authorisation to examine thorough-examination.`,
      code: ERROR_CODES.notAuthorised,
    })
    // Expired the day before the examination: the refusal names the certificate and its end.
    await recordedId(raniaId, loler({ certificateNumber: "LEEA-0040001", validUntil: addDays(TODAY, -1)! }))
    const expired = await put(reportId, report(jobId, { submitted: true }), rania)
    expect(expired.status).toBe(403)
    expect(((await expired.json()) as { error: string }).error).toBe(
      `This report cannot be submitted: on ${TODAY}, LEEA thorough-examination certificate LEEA-0040001 expired on ${addDays(TODAY, -1)}.`,
    )
    // An NDT report by UT: the method's near-vision test is 13 months old.
    await recordedId(raniaId, {
      ...loler({ kind: null, method: "UT", level: 2, scheme: "pcn-iso-9712", certificateNumber: "31877" }),
      visionTestOn: addMonths(TODAY, -13)!,
    })
    const ndt = await put(
      randomUUID(),
      report(jobId, { kind: "ndt-report", values: { method: "ut" }, submitted: true }),
      rania,
    )
    expect(ndt.status).toBe(403)
    expect(((await ndt.json()) as { error: string }).error).toContain(
      `PCN UT level 2 certificate 31877: vision test older than 12 months (last on ${addMonths(TODAY, -13)})`,
    )
    // A draft is never refused: the inspector keeps writing.
    expect((await put(reportId, report(jobId), rania)).status).toBe(200)
    expect(await authorisedKinds(rania, jobId)).toEqual([])

    const validId = await recordedId(raniaId, loler({ certificateNumber: "LEEA-0051999" }))
    expect(await authorisedKinds(rania, jobId)).toEqual(["thorough-examination"])
    const forms = inspectFormsReply.parse(await (await call(INSPECT_FORMS_API, rania)).json())
    const values = completeValues(forms.en.find((form) => form.kind === "thorough-examination")!)
    const accepted = await put(reportId, report(jobId, { baseVersion: 1, values, submitted: true }), rania)
    expect(accepted.status).toBe(200)
    const stored = () =>
      companies.db.selectFrom("inspection_reports").selectAll().where("id", "=", reportId).executeTakeFirstOrThrow()
    const before = await stored()
    expect(before.submitted_at).not.toBeNull()

    // Withdrawn today: the report already stored stays as it was; a new one for today's job is refused.
    expect((await withdraw(raniaId, validId)).status).toBe(200)
    expect(await stored()).toEqual(before)
    expect(await authorisedKinds(rania, jobId)).toEqual([])
    const afterWithdrawal = await put(randomUUID(), report(jobId, { submitted: true }), rania)
    expect(afterWithdrawal.status).toBe(403)
    expect(((await afterWithdrawal.json()) as { error: string }).error).toContain(
      `LEEA thorough-examination certificate LEEA-0051999 was withdrawn on ${TODAY}`,
    )
  })

  test("the workspace lists what lapses within 60 days: certificates and near-vision tests, soonest first", async () => {
    const hanyId = ids[HANY.email]
    const soon = addDays(TODAY, 30)!
    await recordedId(hanyId, loler({ certificateNumber: "LAPSE-30", validUntil: soon }))
    await recordedId(hanyId, loler({ certificateNumber: "LAPSE-60", validUntil: addDays(TODAY, 60)! }))
    await recordedId(hanyId, loler({ certificateNumber: "LAPSE-61", validUntil: addDays(TODAY, 61)! }))
    await recordedId(hanyId, loler({ certificateNumber: "LAPSED", validUntil: addDays(TODAY, -1)! }))
    const withdrawn = await recordedId(
      hanyId,
      loler({ certificateNumber: "WITHDRAWN-10", validUntil: addDays(TODAY, 10)! }),
    )
    expect((await withdraw(hanyId, withdrawn)).status).toBe(200)
    // The certificate runs for years; its holder's near-vision test falls 12 months old in 20 days.
    const visionTestOn = addDays(addMonths(TODAY, -12)!, 20)!
    await recordedId(hanyId, {
      ...loler({ kind: null, method: "MT", level: 3, scheme: "pcn-iso-9712", certificateNumber: "VISION-20" }),
      visionTestOn,
    })
    const answer = await call(STAFF_LAPSING_AUTHORISATIONS_API, companies.staff)
    expect(answer.status).toBe(200)
    const { lapsing } = lapsingReply.parse(await answer.json())
    expect(
      lapsing
        .filter((one) => one.inspectorName === HANY.name)
        .map(({ authorisation, what, lastDay }) => [authorisation.certificateNumber, what, lastDay]),
    ).toEqual([
      ["VISION-20", "vision test", addMonths(visionTestOn, 12)],
      ["LAPSE-30", "certificate", soon],
      ["LAPSE-60", "certificate", addDays(TODAY, 60)],
    ])
  })
})
