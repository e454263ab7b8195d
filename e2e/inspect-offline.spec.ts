import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { chromium, expect, test, type BrowserContext, type Page } from "@playwright/test"
import sharp from "sharp"
import { staffInspectionReportApi } from "../src/lib/inspect-paths"
import { staffReportReply } from "../src/lib/inspect-replies"
import { chromiumLaunchOptions } from "../testing/browser"
import { field, makeJob, noViolations, PHONE, reportsOf, signInInspector } from "../testing/inspect-browser"
import { addAccounts, staffCall } from "../testing/staff"
import { SHARED_DATA_DIR, STAFF_TEST_TIMEOUT_MS } from "../testing/staff-browser"

// The inspectors' app on a phone with no signal (issue 61): signed in once online, then offline a thorough
// examination is written with two photos, the page reloaded, the browser closed and opened again on the same
// storage; back online the page sends what waited by itself, and the server holds exactly one report with both
// photos. At 375 px, in both languages, axe clean.
test.describe.configure({ mode: "serial", timeout: STAFF_TEST_TIMEOUT_MS * 2 })

const stamp = Date.now()
const ADMIN = { email: `jobs.${stamp}@inspection.test`, name: "Nadia Fawzy", password: "Jobs-Admin-Pass-2026!x" }
const INSPECTOR = { email: `samir.${stamp}@inspection.test`, name: "Samir Gaber", password: "Samir-Field-Pass-2026!x" }

test.beforeAll(() =>
  addAccounts(
    [
      [ADMIN, "admin"],
      [INSPECTOR, "inspector"],
    ],
    { DATA_DIR: SHARED_DATA_DIR },
  ),
)

// A client company and a job on today's date at its site, assigned to the inspector: the admin's cookie.
const makeOurJob = (baseURL: string) =>
  makeJob(baseURL, {
    admin: ADMIN,
    inspector: INSPECTOR,
    company: {
      name: `Abu Qir Port ${stamp}`,
      nameAr: `ميناء أبو قير ${stamp}`,
      site: "Berth 12",
      administrator: { email: `hse.${stamp}@abuqir-port.test`, name: "Hala Mansour" },
    },
  })

// A phone camera's photo: 4,000 × 3,000, far more than the app keeps.
const cameraPhoto = async (hue: number) => ({
  name: `IMG_${hue}.jpg`,
  mimeType: "image/jpeg",
  buffer: await sharp({ create: { width: 4000, height: 3000, channels: 3, background: { r: hue, g: 90, b: 160 } } })
    .jpeg({ quality: 92 })
    .toBuffer(),
})

// Every file the page loaded is in the app's worker's cache, and the app's page itself.
const appKept = (page: Page, scope: string) =>
  page.evaluate(async (scope) => {
    const urls = performance
      .getEntriesByType("resource")
      .map((entry) => new URL(entry.name))
      .filter((url) => url.origin === location.origin && !url.pathname.startsWith("/api/"))
    const kept = await Promise.all(urls.map((url) => caches.match(url.origin + url.pathname)))
    return urls.length > 0 && kept.every(Boolean) && (await caches.match(scope)) !== undefined
  }, scope)

// The screen at a phone's width and a desktop's (var/screenshots/inspect/), then back to the phone.
async function screens(page: Page, name: string) {
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: width === 375 ? PHONE.height : 900 })
    await page.screenshot({ path: `var/screenshots/inspect/${name}-${width}.png`, fullPage: true })
  }
  await page.setViewportSize(PHONE)
}

test("offline with two photos, through a reload and a browser restart: one report with both photos on the server", async ({
  baseURL,
}) => {
  const { admin, jobId } = await makeOurJob(baseURL!)
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), "inspect-phone-"))
  const launch = () =>
    chromium.launchPersistentContext(userDataDir, { ...chromiumLaunchOptions(), baseURL, viewport: PHONE })
  let context: BrowserContext = await launch()
  let page = context.pages()[0] ?? (await context.newPage())

  // Online, once: sign in; the jobs come down and the worker keeps the app.
  await signInInspector(page, INSPECTOR)
  await page.locator("html[data-offline-ready]").waitFor({ state: "attached" })
  await expect.poll(() => appKept(page, "/inspect/")).toBe(true)
  await noViolations(page)
  await screens(page, "jobs")
  const job = page.getByRole("link", { name: new RegExp(`Abu Qir Port ${stamp}`) })
  await expect(job).toBeVisible()

  // No network from here on.
  await context.setOffline(true)
  await job.click()
  await expect(page.getByRole("heading", { name: `Abu Qir Port ${stamp}` })).toBeVisible()
  await page.getByLabel("What it is (e.g. 5 t chain block)").fill("Overhead travelling crane, 10 t")
  await page.getByLabel("Serial or ID mark, if any").fill("OTC-10-0412")
  await noViolations(page)
  await screens(page, "job")
  await page.getByRole("button", { name: "Start a report for it" }).click()
  await expect(page.getByRole("heading", { name: "Report of a thorough examination" })).toBeVisible()
  const reportPath = new URL(page.url()).pathname
  // Filled in from the job and the item.
  await expect(field(page, "employerName")).toHaveValue(`Abu Qir Port ${stamp}`)
  await expect(field(page, "identification")).toHaveValue("OTC-10-0412")

  await field(page, "employerAddress").fill("Abu Qir Port, El Montaza, Alexandria")
  await field(page, "safeWorkingLoad").fill("10 t")
  await field(page, "reason").selectOption("interval-12-months")
  await page.getByRole("group", { name: /^Safe to operate/ }).getByRole("radio", { name: "Yes" }).check()
  await field(page, "nextExaminationDate").fill("2027-12-01")
  await field(page, "examinerName").fill(INSPECTOR.name)
  await field(page, "examinerAddress").fill("Inspection, Smouha, Alexandria")
  await field(page, "examinerQualifications").fill("LEEA Diploma, 0051234")
  await field(page, "examinerEmployer").fill("Inspection, Alexandria")
  const photos = page.locator('[data-field="photos"]')
  await photos.locator('input[type="file"]').setInputFiles([await cameraPhoto(40), await cameraPhoto(200)])
  await expect(photos.locator("img")).toHaveCount(2, { timeout: 30_000 })
  // Shown from the phone's own copy, made smaller (the pages' policy allows no blob: images).
  for (const thumbnail of await photos.locator("img").all())
    expect(await thumbnail.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0)
  await photos.getByLabel("Caption").first().fill("Hoist rope, drum end")
  await photos.getByLabel("Caption").last().fill("Hook block and safety catch")
  await page.getByRole("button", { name: "Submit the report" }).click()
  await expect(page.getByText("Submitted. It is sent as soon as there is a network.")).toBeVisible()
  await expect(page.getByRole("status").filter({ hasText: "No network" })).toBeVisible()
  await noViolations(page)
  // Nothing has left the phone.
  expect(await reportsOf(baseURL!, admin, jobId)).toEqual([])

  // Reloaded with no network: the app opens from its worker, the report as typed.
  await page.reload()
  await expect(field(page, "safeWorkingLoad")).toHaveValue("10 t")
  await expect(page.locator('[data-field="photos"] img')).toHaveCount(2)

  // The browser closed and opened again on the same storage, still offline.
  await context.close()
  context = await launch()
  await context.setOffline(true)
  page = context.pages()[0] ?? (await context.newPage())
  await page.goto(reportPath)
  await expect(field(page, "examinerQualifications")).toHaveValue("LEEA Diploma, 0051234")
  await expect(page.locator('[data-field="photos"] img')).toHaveCount(2)
  await expect(page.getByLabel("Caption").last()).toHaveValue("Hook block and safety catch")

  // The network back: the page sends by itself.
  await context.setOffline(false)
  await expect(page.getByRole("status").filter({ hasText: "Everything is sent" })).toBeVisible({ timeout: 60_000 })
  const ours = await reportsOf(baseURL!, admin, jobId)
  expect(ours).toHaveLength(1)
  expect(ours[0].submitted).toBe(true)
  const whole = staffReportReply.parse(
    await (
      await staffCall(baseURL!, staffInspectionReportApi.to({ reportId: ours[0].id }), { headers: { cookie: admin } })
    ).json(),
  )
  expect(whole.photos.map((photo) => photo.caption).sort()).toEqual([
    "Hoist rope, drum end",
    "Hook block and safety catch",
  ])
  expect(whole.photos.every((photo) => photo.uploadId)).toBe(true)
  await screens(page, "report-sent")

  // The Arabic edition: right to left, its own words, axe clean.
  await page.goto("/ar/inspect/")
  await expect(page.getByRole("heading", { name: "مهامكم" })).toBeVisible()
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl")
  await noViolations(page)
  await screens(page, "jobs-ar")
  await page.getByRole("link", { name: new RegExp(`Abu Qir Port ${stamp}`) }).click()
  await expect(page.getByRole("heading", { name: "معدّة وُجدت في الموقع" })).toBeVisible()
  await noViolations(page)
  await page.goto(`/ar${reportPath}`)
  await expect(page.getByRole("heading", { level: 1, name: "تقرير الفحص الشامل" })).toBeVisible()
  await noViolations(page)
  await screens(page, "report-ar")
  await context.close()
  fs.rmSync(userDataDir, { recursive: true, force: true })
})
