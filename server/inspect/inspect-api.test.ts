/** @jest-environment node */
import { randomUUID } from "node:crypto"
import { GUARD_CODES } from "../../src/lib/api-error"
import {
  STAFF_INSPECTORS_API,
  INSPECT_DANGER_API,
  INSPECT_FORMS_API,
  INSPECT_JOBS_API,
  INSPECT_ME_API,
  STAFF_INSPECTION_REPORTS_API,
  STAFF_JOBS_API,
  inspectReportApi,
  staffInspectionReportApi,
  staffReportPhotoApi,
  staffJobApi,
} from "../../src/lib/inspect-paths"
import {
  inspectFormsReply,
  inspectJobsReply,
  reportConflictReply,
  staffJobsReply,
  staffReportReply,
  staffReportsReply,
  type ReportDraft,
} from "../../src/lib/inspect-replies"
import { BOOKINGS_PATH } from "../../src/lib/client-paths"
import { STAFF_ACCOUNTS_API, STAFF_ME_API, STAFF_MEMBERS_API, accountActionApi } from "../../src/lib/staff-paths"
import { authoriseExaminer } from "../../testing/authorisations"
import { storeSamples, twoCompaniesForTests } from "../../testing/client-companies"
import { STAFF, createAccounts, signIn, staffCall, staffServerEnv } from "../../testing/staff"
import { TEST_NOW } from "../../testing/test-clock"
import { STORAGE_KINDS, databasesForTests } from "../../testing/test-databases"

jest.setTimeout(180_000)

// The inspectors' API and the office's side of it (issue 61), through the composed routes on both databases: who
// may call what, jobs with the register's items, reports stored by their versions, and the attacks on them.

const databases = databasesForTests("inspect-api-")
const account = (local: string, name: string) => ({ ...STAFF, email: `${local}@inspection.test`, name })
const SAMIR = account("samir.inspector", "Samir Gaber")
const LAILA = account("laila.inspector", "Laila Mostafa")
const TURNED = account("yousef.turned", "Yousef Kamel")
const TODAY = TEST_NOW.toISOString().slice(0, 10)

const CRANE = { number: "LE-2026-00701", item: "Overhead crane 10 t", serial: "OC-10-4411", site: "Rig 7" }
const HOIST = { number: "LE-2026-00702", item: "Chain hoist 2 t", serial: "CH-2-0091", site: "Quay 3" }

describe.each(STORAGE_KINDS)("the inspectors' API on %s", (kind) => {
  const companies = twoCompaniesForTests(databases, kind, [
    ["Delta Lifting", { email: "owner@delta-lifting.test", password: "Delta-Owner-2026!x" }],
    ["Nile Marine", { email: "owner@nile-marine.test", password: "Nile-Owner-2026!xy" }],
  ])
  let samir: string
  let laila: string
  let ids: Record<string, string>
  let jobId: string
  let otherJobId: string

  const call = (path: string, cookie: string, init: Parameters<typeof staffCall>[2] = {}) =>
    staffCall(companies.server, path, { ...init, headers: { cookie, ...init.headers } })
  const draft = (overrides: Partial<ReportDraft> = {}): ReportDraft => ({
    jobId,
    kind: "thorough-examination",
    itemKey: CRANE.serial,
    newItem: null,
    values: { safeToOperate: true, remarks: "Hook latch replaced." },
    photos: [],
    baseVersion: 0,
    submitted: false,
    ...overrides,
  })
  const put = (reportId: string, body: unknown, cookie = samir, headers: Record<string, string> = {}) =>
    call(inspectReportApi.to({ reportId }), cookie, { method: "PUT", json: body, headers })

  beforeAll(async () => {
    const dataDir = databases.dataDirOf(kind)
    const env = staffServerEnv(dataDir, kind === "postgres" ? databases.postgres.url : undefined)
    await createAccounts(
      [
        [SAMIR, "inspector"],
        [LAILA, "inspector"],
        [TURNED, "staff"],
      ],
      env,
    )
    samir = (await signIn(companies.server, SAMIR)).cookie
    laila = (await signIn(companies.server, LAILA)).cookie
    const users = await companies.db.selectFrom("user").select(["id", "email"]).execute()
    ids = Object.fromEntries(users.map((user) => [user.email, user.id]))
    // Issue 62: a report is submitted only by an inspector authorised for its kind on the job's day.
    for (const inspector of [SAMIR, LAILA]) {
      await authoriseExaminer(companies.server, companies.staffAdmin, ids[inspector.email], TODAY)
    }
    await storeSamples(
      companies.db,
      (companyId, sample: typeof CRANE) => ({
        ...sample,
        kind: "lifting-equipment",
        rating: "SWL 10 t",
        client: "Delta Lifting",
        inspected_on: "2025-09-10",
        valid_until: "2026-09-09",
        inspector: "Hany Youssef",
        inspector_certificate: "LEEA 0051234",
        code: `C0DE${sample.number}`,
        created_at: TEST_NOW.toISOString(),
        company_id: companyId,
      }),
      [companies.alpha.id, [CRANE, HOIST]],
    )
  })

  test("an administrator makes an inspector through the accounts API; each population is refused the other's API", async () => {
    const turned = ids[TURNED.email]
    const changed = await call(accountActionApi("role").to({ id: turned }), companies.staffAdmin, {
      method: "POST",
      json: { role: "inspector" },
    })
    expect(changed.status).toBe(200)
    const accounts = (await (await call(STAFF_ACCOUNTS_API, companies.staffAdmin)).json()) as {
      id: string
      role: string
    }[]
    expect(accounts.find((one) => one.id === turned)?.role).toBe("inspector")
    const turnedIn = (await signIn(companies.server, TURNED)).cookie
    // An inspector on the workspace's routes, reads and changes alike.
    for (const cookie of [samir, turnedIn]) {
      const me = await call(STAFF_ME_API, cookie)
      expect(me.status).toBe(403)
      expect(((await me.json()) as { code: string }).code).toBe(GUARD_CODES.wrongRole)
      expect((await call(STAFF_JOBS_API, cookie)).status).toBe(403)
      expect((await call(STAFF_INSPECTION_REPORTS_API, cookie)).status).toBe(403)
      expect((await call(STAFF_JOBS_API, cookie, { method: "POST", json: {} })).status).toBe(403)
    }
    // Staff and administrators on the inspectors'.
    for (const cookie of [companies.staff, companies.staffAdmin]) {
      const jobs = await call(INSPECT_JOBS_API, cookie)
      expect(jobs.status).toBe(403)
      expect(((await jobs.json()) as { code: string }).code).toBe(GUARD_CODES.wrongRole)
      expect((await put(randomUUID(), draft(), cookie)).status).toBe(403)
    }
    // A client's session and none at all on both.
    for (const path of [INSPECT_JOBS_API, INSPECT_ME_API, STAFF_JOBS_API, STAFF_INSPECTION_REPORTS_API]) {
      expect((await call(path, companies.alpha.cookie)).status).toBe(401)
      expect((await companies.server.fetch(`${companies.server.base}${path}`)).status).toBe(401)
    }
    const me = await call(INSPECT_ME_API, samir)
    expect(await me.json()).toEqual({
      id: ids[SAMIR.email],
      name: SAMIR.name,
      email: SAMIR.email,
      twoFactorEnabled: false,
    })
  })

  test("staff make jobs for inspectors only; an inspector reads their own jobs with the site's register items", async () => {
    const make = (body: Record<string, unknown>) =>
      call(STAFF_JOBS_API, companies.staff, { method: "POST", json: body })
    const job = {
      companyId: companies.alpha.id,
      site: "Rig 7",
      day: TODAY,
      kinds: ["thorough-examination"],
      inspectorIds: [ids[SAMIR.email]],
    }
    const refused = await make({ ...job, inspectorIds: [ids[STAFF.email]] })
    expect(refused.status).toBe(400)
    expect(((await refused.json()) as { fields: Record<string, string> }).fields["body.inspectorIds"]).toBeDefined()
    expect((await make({ ...job, companyId: "no-such-company" })).status).toBe(400)
    expect((await make({ ...job, companyId: undefined })).status).toBe(400)
    const made = await make(job)
    expect(made.status).toBe(201)
    jobId = ((await made.json()) as { id: string }).id
    const other = await make({ ...job, site: "Quay 3", inspectorIds: [ids[LAILA.email]] })
    otherJobId = ((await other.json()) as { id: string }).id

    // A client's booking of the crane's re-examination: its reference brings the company and the site.
    const booked = await call(BOOKINGS_PATH, companies.alpha.cookie, {
      method: "POST",
      json: { numbers: [CRANE.number] },
    })
    expect(booked.status).toBe(200)
    const { reference } = (await booked.json()) as { reference: string }
    const fromBooking = await make({
      day: TODAY,
      kinds: ["thorough-examination"],
      inspectorIds: [],
      bookingReference: reference,
    })
    expect(fromBooking.status).toBe(201)
    const bookingJob = ((await fromBooking.json()) as { id: string }).id
    expect((await make({ ...job, companyId: undefined, bookingReference: "Q-2026-999999" })).status).toBe(400)
    // The office's choice of inspectors, and of assignees for requests, keep the two apart.
    const inspectors = (await (await call(STAFF_INSPECTORS_API, companies.staff)).json()) as { name: string }[]
    expect(inspectors.map((one) => one.name)).toEqual([LAILA.name, SAMIR.name, TURNED.name])
    const colleagues = (await (await call(STAFF_MEMBERS_API, companies.staff)).json()) as { name: string }[]
    expect(colleagues.map((one) => one.name)).not.toContain(SAMIR.name)
    const listed = staffJobsReply.parse(await (await call(STAFF_JOBS_API, companies.staff)).json())
    expect(listed.jobs.find((one) => one.id === bookingJob)).toMatchObject({
      companyId: companies.alpha.id,
      site: CRANE.site,
      bookingReference: reference,
      inspectors: [],
    })
    expect(listed.jobs.find((one) => one.id === jobId)).toMatchObject({
      companyName: "Delta Lifting",
      site: "Rig 7",
      inspectors: [{ id: ids[SAMIR.email], name: SAMIR.name }],
    })
    const mine = inspectJobsReply.parse(await (await call(INSPECT_JOBS_API, samir)).json())
    expect(mine.jobs.map((one) => one.id)).toEqual([jobId])
    expect(mine.jobs[0]).toMatchObject({
      companyName: "Delta Lifting",
      site: "Rig 7",
      day: TODAY,
      bookingReference: null,
    })
    expect(mine.jobs[0].items).toEqual([
      {
        itemKey: CRANE.serial,
        item: CRANE.item,
        kind: "lifting-equipment",
        serial: CRANE.serial,
        lastRating: "SWL 10 t",
        lastInspectedOn: "2025-09-10",
        lastFindings: null,
        dangerous: false,
      },
    ])
    // Laila is added to the first job too: both read it now.
    const assigned = await call(staffJobApi.to({ jobId }), companies.staff, {
      method: "PATCH",
      json: { inspectorIds: [ids[SAMIR.email], ids[LAILA.email]] },
    })
    expect(assigned.status).toBe(200)
    const hers = inspectJobsReply.parse(await (await call(INSPECT_JOBS_API, laila)).json())
    expect(hers.jobs.map((one) => one.id).sort()).toEqual([jobId, otherJobId].sort())
    const back = await call(staffJobApi.to({ jobId }), companies.staff, {
      method: "PATCH",
      json: { inspectorIds: [ids[SAMIR.email]] },
    })
    expect(back.status).toBe(200)
    expect(
      (
        await call(staffJobApi.to({ jobId: "forged" }), companies.staff, {
          method: "PATCH",
          json: { inspectorIds: [] },
        })
      ).status,
    ).toBe(404)
  })

  test("a report is stored on its version: a replay once, a stale edit 409 with the server's copy, never merged", async () => {
    const id = randomUUID()
    const first = await put(id, draft())
    expect(first.status).toBe(200)
    expect(await first.json()).toEqual({ id, version: 1 })
    // The device did not hear the answer and sends it again: the same answer, one row.
    const replay = await put(id, draft())
    expect(await replay.json()).toEqual({ id, version: 1 })
    const edited = draft({ baseVersion: 1, values: { safeToOperate: false, remarks: "Brake worn." } })
    expect(await (await put(id, edited)).json()).toEqual({ id, version: 2 })
    expect(await (await put(id, edited)).json()).toEqual({ id, version: 2 })
    // Another device edits version 1 too: refused with what the server holds.
    const stale = await put(id, draft({ baseVersion: 1, values: { remarks: "Other device" } }))
    expect(stale.status).toBe(409)
    const conflict = reportConflictReply.parse(await stale.json())
    expect(conflict.current).toMatchObject({ version: 2, values: { safeToOperate: false, remarks: "Brake worn." } })
    expect(conflict.current.updatedBy).toBe(SAMIR.name)
    // A new report under an id that exists is a conflict too, not an overwrite.
    expect((await put(id, draft({ values: { remarks: "New" } }))).status).toBe(409)
    const rows = await companies.db.selectFrom("inspection_reports").selectAll().where("id", "=", id).execute()
    expect(rows).toHaveLength(1)
    expect(rows[0].version).toBe(2)

    // The office sees it as it arrives, newest first, and whole.
    const listed = staffReportsReply.parse(await (await call(STAFF_INSPECTION_REPORTS_API, companies.staff)).json())
    expect(listed.reports[0]).toMatchObject({
      id,
      jobId,
      companyName: "Delta Lifting",
      kind: "thorough-examination",
      inspector: SAMIR.name,
      version: 2,
      submitted: false,
    })
    const whole = staffReportReply.parse(
      await (await call(staffInspectionReportApi.to({ reportId: id }), companies.staff)).json(),
    )
    expect(whole.values).toEqual({ safeToOperate: false, remarks: "Brake worn." })
    expect((await call(staffInspectionReportApi.to({ reportId: randomUUID() }), companies.staff)).status).toBe(404)
  })

  test("the office downloads a report's photo, only the one its report names and uploaded for it", async () => {
    const id = randomUUID()
    const photo = { id: randomUUID(), fieldId: "photos", caption: "Hook throat", uploadId: randomUUID() }
    const borrowed = { id: randomUUID(), fieldId: "photos", caption: "Another's", uploadId: randomUUID() }
    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4])
    const upload = (uploadId: string, reportId: string, photoId: string) => ({
      ...{ id: uploadId, user_id: ids[SAMIR.email], report_id: reportId, photo_id: photoId, size: jpeg.length },
      ...{ received: jpeg.length, chunks: 1, metadata: "{}", created_at: TEST_NOW.toISOString() },
      ...{ finished_at: TEST_NOW.toISOString(), type: "image/jpeg" },
    })
    await companies.db
      .insertInto("photo_uploads")
      .values([upload(photo.uploadId, id, photo.id), upload(borrowed.uploadId, randomUUID(), borrowed.id)])
      .execute()
    await companies.db
      .insertInto("photo_upload_chunks")
      .values([photo.uploadId, borrowed.uploadId].map((uploadId) => ({ upload_id: uploadId, seq: 0, data: jpeg })))
      .execute()
    expect((await put(id, draft({ photos: [photo, borrowed] }))).status).toBe(200)
    const download = (photoId: string, cookie = companies.staff) =>
      call(staffReportPhotoApi.to({ reportId: id, photoId }), cookie)
    const got = await download(photo.id)
    expect(got.status).toBe(200)
    expect(got.headers.get("content-type")).toBe("image/jpeg")
    expect(got.headers.get("content-disposition")).toMatch(/^attachment;/)
    expect(Buffer.from(await got.arrayBuffer())).toEqual(jpeg)
    expect((await download(borrowed.id)).status).toBe(404)
    expect((await download(randomUUID())).status).toBe(404)
    expect((await download(photo.id, samir)).status).toBe(403)
  })

  test("edits sent at once on the same version: exactly one is stored", async () => {
    const id = randomUUID()
    const news = await Promise.all([1, 2, 3, 4].map((n) => put(id, draft({ values: { remarks: `device ${n}` } }))))
    expect(news.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409])
    const edits = await Promise.all(
      [1, 2, 3, 4].map((n) => put(id, draft({ baseVersion: 1, values: { remarks: `edit ${n}` } }))),
    )
    expect(edits.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409])
    const row = await companies.db
      .selectFrom("inspection_reports")
      .selectAll()
      .where("id", "=", id)
      .executeTakeFirstOrThrow()
    expect(row.version).toBe(2)
  })

  test("a report marked finished names what it lacks; the forms come in both editions", async () => {
    const forms = inspectFormsReply.parse(await (await call(INSPECT_FORMS_API, samir)).json())
    const form = forms.en.find((one) => one.kind === "thorough-examination")!
    expect(forms.ar.map((one) => one.kind)).toEqual(forms.en.map((one) => one.kind))
    const id = randomUUID()
    const refused = await put(id, draft({ submitted: true }))
    expect(refused.status).toBe(400)
    const answer = (await refused.json()) as { error: string; code: string; fields: Record<string, string> }
    expect(answer.code).toBe("REPORT_INCOMPLETE")
    const required = form.sections.flatMap((section) => section.fields).filter((field) => field.required)
    expect(answer.error).toContain(required[0].label)
    expect(Object.keys(answer.fields)).toContain(`body.values.${required[0].id}`)
    // Kept as a draft meanwhile: nothing stored by the refusal.
    expect(await companies.db.selectFrom("inspection_reports").select("id").where("id", "=", id).execute()).toEqual([])
  })

  test("a dangerous defect is told once to the company's administrators and the job's staff", async () => {
    const notice = {
      id: randomUUID(),
      jobId,
      reportId: randomUUID(),
      itemKey: CRANE.serial,
      item: CRANE.item,
      serial: CRANE.serial,
      defect: "Hoist rope: 6 broken wires in one lay length.",
      foundAt: TEST_NOW.toISOString(),
    }
    const tell = (body: unknown, cookie = samir, headers: Record<string, string> = {}) =>
      call(INSPECT_DANGER_API, cookie, { method: "POST", json: body, headers })
    expect((await tell(notice, laila)).status).toBe(404)
    expect((await tell({ ...notice, jobId: "forged" })).status).toBe(404)
    expect((await tell(notice, samir, { origin: "https://evil.example" })).status).toBe(403)
    expect((await tell(notice, companies.staff)).status).toBe(403)
    const told = await tell(notice)
    expect(told.status).toBe(200)
    // The company's administrator and the staff member who made the job.
    expect(await told.json()).toEqual({ id: notice.id, recipients: 2 })
    expect(await (await tell(notice)).json()).toEqual({ id: notice.id, recipients: 2 })
    const stored = await companies.db.selectFrom("dangerous_defects").select("id").where("id", "=", notice.id).execute()
    expect(stored).toHaveLength(1)
    const mine = inspectJobsReply.parse(await (await call(INSPECT_JOBS_API, samir)).json())
    expect(mine.jobs[0].items.find((item) => item.itemKey === CRANE.serial)?.dangerous).toBe(true)
  })

  test("attacks: others' jobs, forged ids, a foreign Origin, other spellings, oversized and broken bodies", async () => {
    const id = randomUUID()
    // Another inspector's job, a forged one, and a job of the right inspector under a report of another job.
    expect((await put(id, draft({ jobId: otherJobId }))).status).toBe(404)
    expect((await put(id, draft({ jobId: "forged-job" }))).status).toBe(404)
    const hers = randomUUID()
    expect((await put(hers, draft({ jobId: otherJobId, itemKey: HOIST.serial }), laila)).status).toBe(200)
    expect((await put(hers, draft({ baseVersion: 1 }))).status).toBe(404)
    expect((await put(hers, draft())).status).toBe(404)
    // A kind the job does not ask for.
    expect((await put(id, draft({ kind: "pressure-test" }))).status).toBe(400)
    // A change from another site, whatever else it says.
    expect((await put(id, draft(), samir, { origin: "https://evil.example" })).status).toBe(403)
    // Forged X-Forwarded-For changes nothing: still refused without a session, still stored with one.
    expect((await put(id, draft(), "", { "x-forwarded-for": "10.0.0.1" })).status).toBe(401)
    expect((await put(id, draft({ jobId: otherJobId }), samir, { "x-forwarded-for": "10.0.0.1" })).status).toBe(404)
    // Other spellings of the path reach no other route.
    for (const spelling of [
      `${inspectReportApi.to({ reportId: id })}/`,
      inspectReportApi.to({ reportId: id }).toUpperCase(),
      `/api/inspect/reports%2F${id}`,
      `/api/inspect//reports/${id}`,
    ]) {
      const answer = await call(spelling, samir, { method: "PUT", json: draft() })
      expect([400, 404]).toContain(answer.status)
    }
    expect((await put("not-a-uuid", draft())).status).toBe(400)
    const oversized = draft({
      values: Object.fromEntries(Array.from({ length: 120 }, (_, n) => [`f${n}`, "x".repeat(5000)])),
    })
    expect((await put(id, oversized)).status).toBe(413)
    const broken = await call(inspectReportApi.to({ reportId: id }), samir, {
      method: "PUT",
      body: '{"jobId": ',
      headers: { "content-type": "application/json" },
    })
    expect(broken.status).toBe(400)
    expect(await companies.db.selectFrom("inspection_reports").select("id").where("id", "=", id).execute()).toEqual([])
  })
})
