import { expect, test, type Page } from "@playwright/test"
import sharp from "sharp"
import { staffInspectionReportApi } from "../src/lib/inspect-paths"
import { staffReportReply } from "../src/lib/inspect-replies"
import { field, makeJob, noViolations, PHONE, returnReport, signInInspector } from "../testing/inspect-browser"
import { addAccounts, staffCall } from "../testing/staff"
import { SHARED_DATA_DIR, STAFF_TEST_TIMEOUT_MS } from "../testing/staff-browser"

// Issue 62 on two phones of one inspector (two browser contexts, two IndexedDB stores): the first writes a thorough
// examination with a photo and submits it; the second finds it on the job page as not on this phone, waiting for
// review, and opens it here (the photo shown as uploaded, its bytes left on the server). A reviewer returns it with a
// comment on a field and one on the whole report; the second phone shows both above the form and the field's beside
// it, in English and Arabic, at 375 and 1440 px, axe clean; corrected, it is submitted again from there.
test.describe.configure({ timeout: STAFF_TEST_TIMEOUT_MS * 2 })

const stamp = Date.now()
const ADMIN = { email: `review.${stamp}@inspection.test`, name: "Heba Nabil", password: "Review-Admin-Pass-2026!x" }
const INSPECTOR = { email: `walid.${stamp}@inspection.test`, name: "Walid Soliman", password: "Walid-Field-Pass-2026!x" }
const COMPANY = { name: `El Dekheila Port ${stamp}`, nameAr: `ميناء الدخيلة ${stamp}` }
const ITEM = "Reach stacker, 45 t"
const ON_FIELD = "Give the safe working load at the outreach examined, not only the rated 45 t."
const ON_REPORT = "Add the serial of the spreader to the remarks."

test.beforeAll(() =>
  addAccounts(
    [
      [ADMIN, "admin"],
      [INSPECTOR, "inspector"],
    ],
    { DATA_DIR: SHARED_DATA_DIR },
  ),
)

const sent = (page: Page) =>
  expect(page.getByRole("status").filter({ hasText: "Everything is sent" })).toBeVisible({ timeout: 30_000 })

// The screen at a phone's width and a desktop's (/work/helpers/shots/), then back to the phone.
async function screens(page: Page, name: string) {
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: width === 375 ? PHONE.height : 900 })
    await noViolations(page)
    await page.screenshot({ path: `/work/helpers/shots/E-${name}-${width}.png`, fullPage: true })
  }
  await page.setViewportSize(PHONE)
}

test("a report submitted on one phone is opened on another, returned with comments, read beside its field in both languages, and submitted again", async ({
  browser,
  baseURL,
}) => {
  const base = baseURL!
  const { admin, jobId } = await makeJob(base, {
    admin: ADMIN,
    inspector: INSPECTOR,
    company: { ...COMPANY, site: "Berth 85", administrator: { email: `hse.${stamp}@dekheila.test`, name: "Amr Zaki" } },
  })
  const office = async (reportId: string) =>
    staffReportReply.parse(
      await (await staffCall(base, staffInspectionReportApi.to({ reportId }), { headers: { cookie: admin } })).json(),
    )

  // The first phone writes the report, with a photo, and submits it.
  const first = await browser.newContext({ viewport: PHONE })
  const one = await first.newPage()
  await signInInspector(one, INSPECTOR)
  await one.getByRole("link", { name: new RegExp(COMPANY.name) }).click()
  await one.getByLabel("What it is (e.g. 5 t chain block)").fill(ITEM)
  await one.getByLabel("Serial or ID mark, if any").fill(`RS-45-${stamp % 1000}`)
  await one.getByRole("button", { name: "Start a report for it" }).click()
  await expect(one.getByRole("heading", { name: "Report of a thorough examination" })).toBeVisible()
  const reportId = new URL(one.url()).pathname.split("/").filter(Boolean).pop()!
  await field(one, "employerAddress").fill("El Dekheila Port, Alexandria")
  await field(one, "safeWorkingLoad").fill("45 t")
  await field(one, "reason").selectOption("interval-12-months")
  await one.getByRole("group", { name: /^Safe to operate/ }).getByRole("radio", { name: "Yes" }).check()
  await field(one, "nextExaminationDate").fill("2027-12-01")
  await field(one, "examinerName").fill(INSPECTOR.name)
  await field(one, "examinerAddress").fill("Inspection, Smouha, Alexandria")
  await field(one, "examinerQualifications").fill("LEEA Diploma, 0061877")
  await field(one, "examinerEmployer").fill("Inspection, Alexandria")
  const photos = one.locator('[data-field="photos"]')
  await photos.locator('input[type="file"]').setInputFiles({
    name: "IMG_0917.jpg",
    mimeType: "image/jpeg",
    buffer: await sharp({ create: { width: 1200, height: 900, channels: 3, background: { r: 200, g: 120, b: 40 } } })
      .jpeg()
      .toBuffer(),
  })
  await expect(photos.locator("img")).toHaveCount(1, { timeout: 30_000 })
  await photos.getByLabel("Caption").fill("Boom heel pin")
  await one.getByRole("button", { name: "Submit the report" }).click()
  await sent(one)
  await expect(one.getByText("Submitted — waiting for the office's review.")).toBeVisible()
  await expect.poll(async () => (await office(reportId)).submitted, { timeout: 30_000 }).toBe(true)
  await first.close()

  // The second phone: the report is on the server, not here; opened here, it is the first phone's.
  const second = await browser.newContext({ viewport: PHONE })
  const two = await second.newPage()
  await signInInspector(two, INSPECTOR)
  await two.getByRole("link", { name: new RegExp(COMPANY.name) }).click()
  const elsewhere = two.getByRole("listitem").filter({ hasText: ITEM })
  await expect(elsewhere).toContainText(`Not on this phone — written by ${INSPECTOR.name}`)
  await expect(elsewhere).toContainText("Waiting for review")
  await screens(two, "job-elsewhere-en")
  await elsewhere.getByRole("button", { name: /^Open here/ }).click()
  await expect(two.getByRole("heading", { name: "Report of a thorough examination" })).toBeVisible()
  await expect(field(two, "safeWorkingLoad")).toHaveValue("45 t")
  await expect(two.locator('[data-field="photos"]')).toContainText("Uploaded — the photo is kept on the server")
  await expect(two.locator('[data-field="photos"]').getByLabel("Caption")).toHaveValue("Boom heel pin")
  await expect(two.getByText("Submitted — waiting for the office's review.")).toBeVisible()

  // A reviewer returns it from the office; back on the job page the phone reads it returned.
  await returnReport(base, admin, reportId, [
    { field: "safeWorkingLoad", text: ON_FIELD },
    { field: null, text: ON_REPORT },
  ])
  await two.getByRole("link", { name: "Back to the job" }).click()
  const ours = two.getByRole("link", { name: new RegExp(ITEM) })
  await expect(ours).toContainText("Returned with comments", { timeout: 30_000 })
  await ours.click()
  const banner = two.getByRole("region", { name: "Returned for changes" })
  await expect(banner).toContainText(`${ADMIN.name} returned this report on`)
  await expect(banner).toContainText(ON_REPORT)
  await expect(banner.getByRole("link", { name: "Safe working load" })).toHaveAttribute("href", "#field-safeWorkingLoad")
  await expect(two.locator('[data-field="safeWorkingLoad"]')).toContainText(`Reviewer's comment: ${ON_FIELD}`)
  await screens(two, "returned-en")

  // The same report in Arabic, from the phone's own store.
  await two.getByRole("link", { name: "العربية" }).click()
  const arabicBanner = two.getByRole("region", { name: "أُعيد التقرير لإجراء تغييرات" })
  await expect(arabicBanner).toContainText(`أعاد ${ADMIN.name} هذا التقرير في`)
  await expect(arabicBanner).toContainText("على التقرير كله")
  await expect(two.locator('[data-field="safeWorkingLoad"]')).toContainText(`ملاحظة المراجع: ${ON_FIELD}`)
  await expect(two.locator("html")).toHaveAttribute("dir", "rtl")
  await screens(two, "returned-ar")

  // Corrected on this phone and submitted again: the office has it waiting once more.
  await field(two, "safeWorkingLoad").fill("45 t at 4.5 m outreach")
  await two.getByRole("button", { name: "تقديم التقرير" }).click()
  await expect.poll(async () => (await office(reportId)).submitted, { timeout: 30_000 }).toBe(true)
  expect((await office(reportId)).values.safeWorkingLoad).toBe("45 t at 4.5 m outreach")
  await expect(two.getByText("قُدّم التقرير — في انتظار مراجعة المكتب.")).toBeVisible({ timeout: 30_000 })
  expect((await office(reportId)).jobId).toBe(jobId)
  await second.close()
})
