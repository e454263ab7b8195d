import { expect, test, type Page } from "@playwright/test"
import { openDatabase } from "../server/storage/database"
import { cairoToday } from "../src/lib/cairo-time"
import { formatDate } from "../src/lib/format"
import { inspectReportApi, staffInspectionReportApi } from "../src/lib/inspect-paths"
import { staffReportReply } from "../src/lib/inspect-replies"
import { dayFromToday } from "../testing/certificates"
import { clientMailLink } from "../testing/client-browser"
import { field, makeJob, noViolations, PHONE, reportsOf, signInInspector } from "../testing/inspect-browser"
import { addAccounts, signIn, staffCall } from "../testing/staff"
import { noAxeViolations, SHARED_DATA_DIR, STAFF_TEST_TIMEOUT_MS } from "../testing/staff-browser"

// Issue 61's two-device checks in Chromium: the phone, offline, edits version v while the server moves to v + 1;
// back online the phone is answered 409 and a person chooses. Round one, "keep mine", against a second copy of the
// app (the same inspector's tablet, which opens the phone's report from the server); round two, "keep both", against
// the same inspector's session writing through the app's API. Then the inspector marks a defect a danger now, and
// the client company's administrator finds the item first in the register as "Dangerous defect — do not use".
test.describe.configure({ timeout: STAFF_TEST_TIMEOUT_MS })

const stamp = Date.now()
const ADMIN = { email: `conflict.${stamp}@inspection.test`, name: "Rania Adel", password: "Conflict-Admin-2026!x" }
const INSPECTOR = { email: `tarek.${stamp}@inspection.test`, name: "Tarek Lotfy", password: "Tarek-Field-Pass-2026!x" }
const CLIENT = { email: `hse.${stamp}@dekheila-steel.test`, name: "Yasmin Farouk", password: "Dekheila-Register-2026!" }
const COMPANY = { name: `Dekheila Steel ${stamp}`, nameAr: `الدخيلة للصلب ${stamp}` }
const SERIAL = `GC-${stamp % 100000}`

test.beforeAll(() =>
  addAccounts(
    [
      [ADMIN, "admin"],
      [INSPECTOR, "inspector"],
    ],
    { DATA_DIR: SHARED_DATA_DIR },
  ),
)

// The crane's certificate in the company's register, written as the workspace's link of a certificate would.
async function registerCrane(companyId: string) {
  const db = await openDatabase({ dataDir: SHARED_DATA_DIR })
  await db
    .insertInto("certificates")
    .values({
      number: `DS${stamp % 100000}-1`,
      kind: "lifting-equipment",
      item: "Goliath crane, 32 t",
      serial: SERIAL,
      rating: "SWL 32 t",
      client: COMPANY.name,
      site: "Melt shop",
      inspected_on: dayFromToday(-300),
      valid_until: dayFromToday(65),
      inspector: "Hany Youssef",
      inspector_certificate: "LEEA 0051234",
      status: "valid",
      code: `KDS${stamp % 100000}`,
      created_at: new Date().toISOString(),
      company_id: companyId,
    })
    .execute()
  await db.destroy()
}

const sent = (page: Page) =>
  expect(page.getByRole("status").filter({ hasText: "Everything is sent" })).toBeVisible({ timeout: 30_000 })

test("a stale edit is shown to the inspector to decide (keep mine, keep both), and a dangerous defect reaches the client's register", async ({
  browser,
  baseURL,
}) => {
  const base = baseURL!
  const { admin, jobId } = await makeJob(base, {
    admin: ADMIN,
    inspector: INSPECTOR,
    company: { ...COMPANY, site: "Melt shop", administrator: { email: CLIENT.email, name: CLIENT.name } },
    beforeJob: registerCrane,
  })
  // The other device: the same inspector signed in elsewhere, writing through the app's API.
  const other = (await signIn(base, INSPECTOR)).cookie
  const whole = async (reportId: string) =>
    staffReportReply.parse(
      await (await staffCall(base, staffInspectionReportApi.to({ reportId }), { headers: { cookie: admin } })).json(),
    )
  // What the office reads of the report's safe working load (nothing until the phone has sent it).
  const onServer = async (reportId: string) =>
    (await staffCall(base, staffInspectionReportApi.to({ reportId }), { headers: { cookie: admin } })).ok
      ? (await whole(reportId)).values.safeWorkingLoad
      : null
  const editElsewhere = async (reportId: string, safeWorkingLoad: string) => {
    const current = await whole(reportId)
    const put = await staffCall(base, inspectReportApi.to({ reportId }), {
      method: "PUT",
      json: {
        jobId,
        kind: current.kind,
        itemKey: current.itemKey,
        newItem: current.newItem,
        values: { ...current.values, safeWorkingLoad },
        photos: current.photos,
        baseVersion: current.version,
        submitted: false,
      },
      headers: { cookie: other },
    })
    expect(put.status).toBe(200)
    return current.version + 1
  }

  const phone = await browser.newContext({ viewport: PHONE })
  const page = await phone.newPage()
  await signInInspector(page, INSPECTOR)
  await page.getByRole("link", { name: new RegExp(COMPANY.name) }).click()
  await page.getByRole("button", { name: /Start a report: .* — Goliath crane, 32 t/ }).click()
  await expect(page.getByRole("heading", { name: "Report of a thorough examination" })).toBeVisible()
  const reportId = new URL(page.url()).pathname.split("/").filter(Boolean).pop()!
  await field(page, "safeWorkingLoad").fill("32 t")
  await expect.poll(() => onServer(reportId), { timeout: 30_000 }).toBe("32 t")

  // The tablet: a second copy of the app, signed in as the same inspector, opens the phone's report from the server.
  const tablet = await browser.newContext({ viewport: { width: 1440, height: 900 } })
  const onTablet = await tablet.newPage()
  await signInInspector(onTablet, INSPECTOR)
  await onTablet.getByRole("link", { name: new RegExp(COMPANY.name) }).click()
  await onTablet
    .getByRole("listitem")
    .filter({ hasText: "Goliath crane, 32 t" })
    .getByRole("button", { name: /^Open here/ })
    .click()
  await expect(field(onTablet, "safeWorkingLoad")).toHaveValue("32 t")
  const editOnTablet = async (_reportId: string, safeWorkingLoad: string) => {
    const version = (await whole(reportId)).version
    await field(onTablet, "safeWorkingLoad").fill(safeWorkingLoad)
    await expect.poll(() => onServer(reportId), { timeout: 30_000 }).toBe(safeWorkingLoad)
    return version + 1
  }

  // Offline, the phone says `mine` while the other device saves `theirs`; back online, the phone is told.
  const stale = async (mine: string, theirs: string, elsewhere: typeof editElsewhere) => {
    await phone.setOffline(true)
    const version = await elsewhere(reportId, theirs)
    await field(page, "safeWorkingLoad").fill(mine)
    await phone.setOffline(false)
    const panel = page.getByRole("alertdialog", { name: "Someone else changed this report" })
    await expect(panel).toBeVisible({ timeout: 30_000 })
    // Both versions side by side, nothing merged.
    await expect(panel).toContainText(mine)
    await expect(panel).toContainText(theirs)
    await expect(panel).toContainText(`Saved by ${INSPECTOR.name}`)
    expect((await whole(reportId)).values.safeWorkingLoad).toBe(theirs)
    return { panel, version }
  }
  const first = await stale("30 t", "25 t", editOnTablet)
  await noViolations(page)
  await first.panel.getByRole("button", { name: "Keep mine" }).click()
  await expect(first.panel).toBeHidden()
  await expect.poll(() => onServer(reportId), { timeout: 30_000 }).toBe("30 t")
  const kept = await whole(reportId)
  expect(kept.values.safeWorkingLoad).toBe("30 t")
  expect(kept.version).toBe(first.version + 1)
  await tablet.close()

  // Round two: "keep both": the report keeps the other device's text, the phone's becomes a second report.
  const second = await stale("28 t", "26 t", editElsewhere)
  await second.panel.getByRole("button", { name: "Keep both as two reports" }).click()
  await expect(second.panel).toBeHidden()
  await sent(page)
  await expect.poll(async () => (await reportsOf(base, admin, jobId)).length, { timeout: 30_000 }).toBe(2)
  const reports = await reportsOf(base, admin, jobId)
  const texts = await Promise.all(reports.map(async (report) => (await whole(report.id)).values.safeWorkingLoad))
  expect(texts.sort()).toEqual(["26 t", "28 t"])
  expect((await whole(reportId)).version).toBe(second.version)

  // Online, a defect marked a danger to people now: told at once.
  await page.getByRole("button", { name: "Add a defect" }).click()
  await page.getByLabel("The defect", { exact: true }).fill("Hoist brake lining worn through; load slips under test.")
  await page.getByRole("radio", { name: "Yes, now" }).check()
  await expect(page.getByText("Sent to the owner")).toBeVisible({ timeout: 30_000 })
  await phone.close()

  // The company's administrator, at 375 px: the crane first in the register, with the day it was found.
  const client = await browser.newContext({ viewport: PHONE })
  const register = await client.newPage()
  await register.goto(await clientMailLink(CLIENT.email))
  await register.getByLabel("Email", { exact: true }).fill(CLIENT.email)
  await register.getByLabel("New password").fill(CLIENT.password)
  await register.getByLabel("The same password again").fill(CLIENT.password)
  await register.getByRole("button", { name: "Set the password" }).click()
  await expect(register.getByRole("heading", { name: "Equipment register" })).toBeVisible()
  const firstItem = register
    .getByRole("main")
    .getByRole("listitem")
    .filter({ has: register.getByRole("heading") })
    .first()
  // The day the defect was marked, minutes ago: a run across Cairo's midnight may show the day before.
  const markedOn = (language: "en" | "ar") =>
    new RegExp(
      [Date.now() - 10 * 60_000, Date.now()].map((at) => formatDate(cairoToday(new Date(at)), language)).join("|"),
    )
  await expect(firstItem).toContainText(SERIAL)
  const notice = firstItem.getByRole("note")
  await expect(notice).toContainText("Dangerous defect — do not use")
  await expect(notice).toContainText(markedOn("en"))
  await expect(notice).toContainText("Hoist brake lining worn through")
  await noAxeViolations(register)
  await register.getByRole("link", { name: "العربية" }).click()
  await expect(register.getByRole("heading", { name: "سجل المعدات" })).toBeVisible()
  await expect(firstItem.getByRole("note")).toContainText("عيب خطير — لا تستخدموها")
  await expect(firstItem.getByRole("note")).toContainText(markedOn("ar"))
  await noAxeViolations(register)
  await client.close()
})
