import { expect, type Page } from "@playwright/test"
import {
  INSPECT_ME_API,
  STAFF_INSPECTION_REPORTS_API,
  STAFF_JOBS_API,
  staffAuthorisationsApi,
  staffInspectionReportApi,
  staffReturnReportApi,
} from "../src/lib/inspect-paths"
import { staffReportReply, staffReportsReply } from "../src/lib/inspect-replies"
import { STAFF_ME_API } from "../src/lib/staff-paths"
import { staffMember } from "../src/lib/staff-replies"
import { turnOnTwoFactor } from "./attacker"
import { axeViolations } from "./axe"
import { authoriseExaminer } from "./authorisations"
import { dayFromToday } from "./certificates"
import { signIn, staffCall } from "./staff"

// The inspectors' app's browser tests (issue 61) on the shared server: a client company and a job assigned to an
// inspector, the inspector signed in on a phone, and the office's reading of the job's reports.

type Account = { email: string; password: string }

export const PHONE = { width: 375, height: 812 }

// A client company with one site and a job on today's date there, assigned to the inspector; `beforeJob` puts what
// the job should find at the site (the register's certificates) before it is made. The staff admin's cookie.
export async function makeJob(
  baseURL: string,
  {
    admin,
    inspector,
    company,
    beforeJob,
  }: {
    admin: Account
    inspector: Account
    company: { name: string; nameAr: string; site: string; administrator: { email: string; name: string } }
    beforeJob?: (companyId: string) => Promise<void>
  },
): Promise<{ admin: string; jobId: string }> {
  const { cookie } = await turnOnTwoFactor(baseURL, (await signIn(baseURL, admin)).cookie, admin.password)
  const made = await staffCall(baseURL, "/api/staff/client-companies", {
    method: "POST",
    json: { name: company.name, nameAr: company.nameAr, sites: [company.site], administrator: company.administrator },
    headers: { cookie },
  })
  expect(made.status).toBe(200)
  const companyId = ((await made.json()) as { id: string }).id
  await beforeJob?.(companyId)
  const signedIn = await signIn(baseURL, inspector)
  const me = (await (await staffCall(baseURL, INSPECT_ME_API, { headers: { cookie: signedIn.cookie } })).json()) as {
    id: string
  }
  // Tomorrow: the app lists jobs from the server's today on, so a run across Cairo's midnight still finds its job.
  const day = dayFromToday(1)
  // Issue 62: the inspector is authorised for the job's kinds on its day, or the report's submission is refused.
  await authoriseExaminer(baseURL, cookie, me.id, day)
  const job = await staffCall(baseURL, STAFF_JOBS_API, {
    method: "POST",
    json: { companyId, site: company.site, day, kinds: ["thorough-examination"], inspectorIds: [me.id] },
    headers: { cookie },
  })
  expect(job.status).toBe(201)
  return { admin: cookie, jobId: ((await job.json()) as { id: string }).id }
}

// Signed in at /inspect/ with a network: the jobs are on the phone.
export async function signInInspector(page: Page, account: Account) {
  await page.goto("/inspect/")
  await page.getByLabel("Email").fill(account.email)
  await page.getByLabel("Password").fill(account.password)
  await page.getByRole("button", { name: "Sign in" }).click()
  await expect(page.getByRole("heading", { name: "Your jobs" })).toBeVisible()
}

export const noViolations = async (page: Page) => expect(await axeViolations(page), page.url()).toEqual([])

export const field = (page: Page, id: string) => page.locator(`#field-${id}`)

// The job's reports as the office lists them.
export const reportsOf = async (baseURL: string, admin: string, jobId: string) =>
  staffReportsReply
    .parse(await (await staffCall(baseURL, STAFF_INSPECTION_REPORTS_API, { headers: { cookie: admin } })).json())
    .reports.filter((report) => report.jobId === jobId)

// Issue 62: the staff member signed in as `admin` returns a submitted report to its inspector with comments, as a
// reviewer does from the workspace: first recorded as authorised to review thorough examinations around today (a
// second record is harmless), then the return on the version the office reads.
export async function returnReport(
  baseURL: string,
  admin: string,
  reportId: string,
  comments: { field: string | null; text: string }[],
) {
  const me = staffMember.parse(await (await staffCall(baseURL, STAFF_ME_API, { headers: { cookie: admin } })).json())
  const recorded = await staffCall(baseURL, staffAuthorisationsApi.to({ userId: me.id }), {
    method: "POST",
    json: {
      ...{ kind: "thorough-examination", method: null, level: null, capability: "review", scheme: "leea" },
      ...{ certificateNumber: "LEEA-REV-0917", issuer: "LEEA", visionTestOn: null },
      ...{ validFrom: dayFromToday(-365), validUntil: dayFromToday(365) },
    },
    headers: { cookie: admin },
  })
  expect(recorded.status).toBe(201)
  const read = staffReportReply.parse(
    await (await staffCall(baseURL, staffInspectionReportApi.to({ reportId }), { headers: { cookie: admin } })).json(),
  )
  const returned = await staffCall(baseURL, staffReturnReportApi.to({ reportId }), {
    method: "POST",
    json: { version: read.version, comments },
    headers: { cookie: admin },
  })
  expect(returned.status, await returned.clone().text()).toBe(200)
}
