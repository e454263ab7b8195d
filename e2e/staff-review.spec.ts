import { randomUUID } from "node:crypto"
import { expect, test, type Page } from "@playwright/test"
import { readReportForms } from "../content/report-forms"
import { INSPECT_ME_API, inspectReportApi, staffAuthorisationsApi, staffReportPage } from "../src/lib/inspect-paths"
import type { ReportDraft } from "../src/lib/inspect-replies"
import { STAFF_ME_API } from "../src/lib/staff-paths"
import { staffMember } from "../src/lib/staff-replies"
import { addMonths } from "../src/lib/cairo-time"
import { axeViolations } from "../testing/axe"
import { dayFromToday } from "../testing/certificates"
import { makeJob } from "../testing/inspect-browser"
import { completeValues } from "../testing/report-values"
import { addAccounts, signIn, staffCall } from "../testing/staff"
import { SHARED_DATA_DIR, STAFF_TEST_TIMEOUT_MS, signInPage } from "../testing/staff-browser"

// Issue 62 in the workspace: a reviewer (a staff member holding a review authorisation for thorough examinations)
// opens a submitted report, comments on a field and returns it; opens a second and authorises it with the
// valid-until the inspector stated, and reads the number it was issued as, with its record and signed PDF. At 375
// and 1440 px, axe clean, screenshots to /work/helpers/shots/.
test.describe.configure({ timeout: STAFF_TEST_TIMEOUT_MS * 2 })

const stamp = Date.now()
const ADMIN = { email: `amira.${stamp}@inspection.test`, name: "Amira Fouad", password: "Amira-Admin-Pass-2026!x" }
const REVIEWER = { email: `tarek.${stamp}@inspection.test`, name: "Tarek Mansour", password: "Tarek-Review-2026!xy" }
const INSPECTOR = { email: `nour.${stamp}@inspection.test`, name: "Nour Hassan", password: "Nour-Field-Pass-2026!x" }
const COMPANY = { name: `Abu Qir Fertilizers ${stamp}`, nameAr: `أبو قير للأسمدة ${stamp}` }
const FORM = readReportForms().en.find((form) => form.kind === "thorough-examination")!
const COMMENT = "The safe working load reads 5 t; the plate on the block says 3.2 t. Please check and correct it."

test.beforeAll(() =>
  addAccounts(
    [
      [ADMIN, "admin"],
      [REVIEWER, "staff"],
      [INSPECTOR, "inspector"],
    ],
    { DATA_DIR: SHARED_DATA_DIR },
  ),
)

// The page at a phone's width and a desktop's: axe clean, nothing scrolls sideways, a screenshot of each.
async function screens(page: Page, name: string) {
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 900 })
    expect(await axeViolations(page), `${name} at ${width} px`).toEqual([])
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth),
      `${name} at ${width} px`,
    ).toBeLessThanOrEqual(width)
    await page.screenshot({ path: `/work/helpers/shots/D-${name}-${width}.png`, fullPage: true })
  }
}

test("a reviewer returns one submitted report with a comment on a field and authorises another, reading its number", async ({
  page,
  baseURL,
}) => {
  const base = baseURL!
  const { admin, jobId } = await makeJob(base, {
    admin: ADMIN,
    inspector: INSPECTOR,
    company: {
      ...COMPANY,
      site: "Ammonia plant 3",
      administrator: { email: `hse.${stamp}@abuqir.test`, name: "Sherif Adel" },
    },
  })
  // The reviewer holds a review authorisation for thorough examinations around today (an administrator's record).
  const reviewer = (await signIn(base, REVIEWER)).cookie
  const reviewerId = staffMember.parse(
    await (await staffCall(base, STAFF_ME_API, { headers: { cookie: reviewer } })).json(),
  ).id
  const recorded = await staffCall(base, staffAuthorisationsApi.to({ userId: reviewerId }), {
    method: "POST",
    json: {
      ...{ kind: "thorough-examination", method: null, level: null, capability: "review", scheme: "leea" },
      ...{ certificateNumber: `LEEA-REV-${stamp % 100000}`, issuer: "LEEA", visionTestOn: null },
      ...{ validFrom: dayFromToday(-365), validUntil: dayFromToday(365) },
    },
    headers: { cookie: admin },
  })
  expect(recorded.status).toBe(201)

  // Two complete reports the inspector submitted from the job (as the app sends them).
  const inspector = (await signIn(base, INSPECTOR)).cookie
  expect((await staffCall(base, INSPECT_ME_API, { headers: { cookie: inspector } })).status).toBe(200)
  const day = dayFromToday(1)
  const submit = async (item: string, serial: string) => {
    const reportId = randomUUID()
    const draft: ReportDraft = {
      ...{ jobId, kind: "thorough-examination", itemKey: null, newItem: { item, serial } },
      values: {
        ...completeValues(FORM),
        ...{ examinationDate: day, reportDate: day, lastExaminationDate: addMonths(day, -12)! },
        ...{ nextExaminationDate: addMonths(day, 12)!, safeWorkingLoad: "5 t", safeToOperate: true, defects: [] },
      },
      ...{ photos: [], baseVersion: 0, submitted: true },
    }
    const put = await staffCall(base, inspectReportApi.to({ reportId }), {
      method: "PUT",
      json: draft,
      headers: { cookie: inspector },
    })
    expect(put.status, await put.clone().text()).toBe(200)
    return reportId
  }
  const returned = await submit("Chain block 3.2 t", `CB-${stamp % 10000}`)
  const authorised = await submit("Electric hoist 2 t", `EH-${stamp % 10000}`)

  // The first: a comment beside "Safe working load", then back to the inspector.
  await signInPage(page, REVIEWER)
  await expect(page.getByRole("heading", { name: "Inbox" })).toBeVisible()
  await page.goto(staffReportPage.to({ reportId: returned }))
  await expect(page.getByRole("heading", { level: 1, name: FORM.title })).toBeVisible()
  await expect(page.getByText(/, waiting for review · version 1$/)).toBeVisible()
  await page.getByRole("button", { name: "Comment on Safe working load" }).click()
  await page.getByRole("textbox", { name: "Comment on Safe working load" }).fill(COMMENT)
  await screens(page, "review-comment")
  await page.getByRole("button", { name: "Return with comments" }).click()
  await expect(page.getByRole("status")).toHaveText(`Returned to ${INSPECTOR.name} with 1 comment.`)
  await expect(page.getByText(/^Returned to the inspector .* · version 1$/)).toBeVisible()
  await expect(page.getByRole("listitem").filter({ hasText: COMMENT })).toContainText(
    `Safe working load: ${COMMENT} (${REVIEWER.name},`,
  )
  await expect(page.getByRole("button", { name: "Authorise and issue" })).toHaveCount(0)
  await screens(page, "review-returned")

  // The second: the valid-until the inspector stated, authorised and issued.
  await page.goto(staffReportPage.to({ reportId: authorised }))
  await expect(page.getByLabel("Valid until")).toHaveValue(addMonths(day, 12)!)
  await page.getByRole("button", { name: "Authorise and issue" }).click()
  const done = page.getByRole("status")
  await expect(done).toHaveText(/^Authorised and issued as (LE-\d{4}-\d+)\.$/, { timeout: 30_000 })
  const number = /as (\S+)\.$/.exec((await done.textContent())!)![1]
  const issued = page.getByRole("region", { name: `Issued as ${number}` })
  await expect(issued.getByRole("link", { name: `${number} in the certificates register` })).toBeVisible()
  const pdf = await page.request.get(
    (await issued.getByRole("link", { name: `The signed PDF of ${number}` }).getAttribute("href"))!,
  )
  expect(pdf.status()).toBe(200)
  expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-")
  await expect(page.getByRole("button", { name: "Amend…" })).toBeVisible()
  await expect(page.getByRole("button", { name: /^Comment/ })).toHaveCount(0)
  await screens(page, "review-issued")

  // Authorisations: the inspector's certificate lapsing within 60 days is listed, and their records read (staff do
  // not record or withdraw).
  const inspectorId = (await (await staffCall(base, INSPECT_ME_API, { headers: { cookie: inspector } })).json()) as {
    id: string
  }
  const lapsing = await staffCall(base, staffAuthorisationsApi.to({ userId: inspectorId.id }), {
    method: "POST",
    json: {
      ...{ kind: "pressure-test", method: null, level: null, capability: "examine", scheme: "api-510" },
      ...{ certificateNumber: `API510-${stamp % 100000}`, issuer: "API ICP", visionTestOn: null },
      ...{ validFrom: dayFromToday(-700), validUntil: dayFromToday(20) },
    },
    headers: { cookie: admin },
  })
  expect(lapsing.status).toBe(201)
  await page.getByRole("link", { name: "Authorisations" }).click()
  const soon = page
    .getByRole("region", { name: "Lapsing within 60 days" })
    .getByRole("listitem")
    .filter({
      hasText: `API510-${stamp % 100000}`,
    })
  await expect(soon).toContainText(`${INSPECTOR.name}: examine Pressure test`)
  await screens(page, "authorisations")
  await soon.getByRole("link", { name: INSPECTOR.name }).click()
  await expect(page.getByRole("heading", { level: 1, name: `Authorisations of ${INSPECTOR.name}` })).toBeVisible()
  await expect(page.getByText(`API 510 API510-${stamp % 100000}, issued by API ICP`)).toBeVisible()
  await expect(page.getByText("Examine: NDT UT, level 2")).toBeVisible()
  await expect(page.getByRole("button", { name: /^Withdraw/ })).toHaveCount(0)
  await screens(page, "person-authorisations")
})
