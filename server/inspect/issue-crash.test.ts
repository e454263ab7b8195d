/** @jest-environment node */
import { spawn } from "node:child_process"
import { randomUUID } from "node:crypto"
import type { NewAuthorisation } from "../../src/lib/authorisation-replies"
import { STAFF_JOBS_API, inspectReportApi, staffAuthorisationsApi, staffAuthoriseReportApi } from "../../src/lib/inspect-paths"
import { authorisedReply } from "../../src/lib/review-replies"
import { readReportForms } from "../../content/report-forms"
import { authoriseExaminer } from "../../testing/authorisations"
import { twoCompaniesForTests } from "../../testing/client-companies"
import { ROOT } from "../../testing/paths"
import { waitFor } from "../../testing/quote-app"
import { completeValues } from "../../testing/report-values"
import { STAFF, createAccounts, signIn, staffCall, staffServerEnv } from "../../testing/staff"
import { TEST_NOW } from "../../testing/test-clock"
import { STORAGE_KINDS, databasesForTests } from "../../testing/test-databases"

jest.setTimeout(240_000)

// A process killed (SIGKILL) in the middle of issuing a report, inside its transaction with everything written,
// leaves nothing half-issued: no certificate record, no PDF, no mail, the report still waiting for authorisation;
// authorising it again issues it once.

const databases = databasesForTests("issue-crash-")
const TODAY = TEST_NOW.toISOString().slice(0, 10)
const HANY = { ...STAFF, email: "hany.inspector@inspection.test", name: "Hany Youssef" }
const form = readReportForms().en.find((one) => one.kind === "thorough-examination")!

describe.each(STORAGE_KINDS)("a process killed while issuing on %s", (kind) => {
  const companies = twoCompaniesForTests(databases, kind, [
    ["Delta Lifting", { email: "owner@delta-lifting.test", password: "Delta-Owner-2026!x" }],
    ["Nile Marine", { email: "owner@nile-marine.test", password: "Nile-Owner-2026!xy" }],
  ])
  const call = (route: string, cookie: string, init: Parameters<typeof staffCall>[2] = {}) =>
    staffCall(companies.server, route, { ...init, headers: { cookie, ...init.headers } })
  const count = async (table: "certificates" | "certificate_reports" | "certificate_report_chunks" | "account_mail") =>
    Number((await companies.db.selectFrom(table).select(companies.db.fn.countAll().as("n")).executeTakeFirstOrThrow()).n)

  test("leaves no record, no PDF and no mail, the report submitted; authorising again issues it once", async () => {
    const env = staffServerEnv(databases.dataDirOf(kind), kind === "postgres" ? databases.postgres.url : undefined)
    await createAccounts([[HANY, "inspector"]], env)
    const hany = (await signIn(companies.server, HANY)).cookie
    const users = await companies.db.selectFrom("user").select(["id", "email", "name", "role"]).execute()
    const userOf = (email: string) => users.find((user) => user.email === email)!
    await authoriseExaminer(companies.server, companies.staffAdmin, userOf(HANY.email).id, TODAY)
    const reviewing: NewAuthorisation = {
      ...{ kind: "thorough-examination", method: null, level: null, capability: "review", scheme: "leea" },
      ...{ certificateNumber: "LEEA-R-7", issuer: "LEEA", validFrom: "2025-01-01", validUntil: "2027-12-31" },
      visionTestOn: null,
    }
    const recorded = await call(staffAuthorisationsApi.to({ userId: userOf(STAFF.email).id }), companies.staffAdmin, {
      method: "POST",
      json: reviewing,
    })
    expect(recorded.status).toBe(201)
    const made = await call(STAFF_JOBS_API, companies.staff, {
      method: "POST",
      json: {
        ...{ companyId: companies.alpha.id, site: "Rig 7", day: TODAY, kinds: ["thorough-examination"] },
        inspectorIds: [userOf(HANY.email).id],
      },
    })
    const { id: jobId } = (await made.json()) as { id: string }
    const reportId = randomUUID()
    const saved = await call(inspectReportApi.to({ reportId }), hany, {
      method: "PUT",
      json: {
        ...{ jobId, kind: "thorough-examination", itemKey: null, newItem: { item: "Lifting beam 10 t", serial: "LB-10-3" } },
        ...{ values: { ...completeValues(form), examinationDate: TODAY }, photos: [], baseVersion: 0, submitted: true },
      },
    })
    expect(saved.status).toBe(200)
    const before = {
      certificates: await count("certificates"),
      reports: await count("certificate_reports"),
      chunks: await count("certificate_report_chunks"),
      mails: await count("account_mail"),
    }

    // Node itself with tsx's loader (tsx's command would run the script in a grandchild the kill would miss).
    const child = spawn(process.execPath, ["--import", "tsx", "server/inspect/issue-crash-child.ts"], {
      cwd: ROOT,
      env: {
        ...process.env,
        ...env,
        ISSUE_NOW: TEST_NOW.toISOString(),
        ISSUE_REPORT_ID: reportId,
        ISSUE_VERSION: "1",
        ISSUE_REVIEWER: JSON.stringify(userOf(STAFF.email)),
      },
      stdio: ["ignore", "pipe", "pipe"],
    })
    let said = ""
    child.stdout.on("data", (chunk: Buffer) => void (said += chunk.toString()))
    child.stderr.on("data", (chunk: Buffer) => void (said += chunk.toString()))
    const ended = new Promise<NodeJS.Signals | null>((resolve) => child.on("exit", (_code, signal) => resolve(signal)))
    await waitFor(() => said.includes("inside") || child.exitCode !== null, {
      timeoutMs: 120_000,
      intervalMs: 20,
      what: "the issuing child inside its transaction",
    })
    expect(said).toContain("inside")
    child.kill("SIGKILL")
    expect(await ended).toBe("SIGKILL")

    // Nothing of the issue is stored, and the report still waits for authorisation.
    expect({
      certificates: await count("certificates"),
      reports: await count("certificate_reports"),
      chunks: await count("certificate_report_chunks"),
      mails: await count("account_mail"),
    }).toEqual(before)
    const report = await companies.db
      .selectFrom("inspection_reports")
      .select(["issued_number", "issued_at", "reviewed_by", "submitted_at", "version"])
      .where("id", "=", reportId)
      .executeTakeFirstOrThrow()
    expect(report).toMatchObject({ issued_number: null, issued_at: null, reviewed_by: null, version: 1 })
    expect(report.submitted_at).not.toBeNull()

    // Authorised again, it is issued once, whole.
    const answer = await call(staffAuthoriseReportApi.to({ reportId }), companies.staff, {
      method: "POST",
      json: { version: 1 },
    })
    expect(answer.status).toBe(200)
    const { number } = authorisedReply.parse(await answer.json())
    expect(await count("certificates")).toBe(before.certificates + 1)
    expect(await count("certificate_reports")).toBe(before.reports + 1)
    const issued = await companies.db.selectFrom("certificates").select("number").where("number", "=", number).execute()
    expect(issued).toHaveLength(1)
  })
})
