import { expect, test, type Page } from "@playwright/test"
import { openDatabase } from "../server/storage/database"
import { formatDate } from "../src/lib/format"
import { inboxPage } from "../src/lib/staff-replies"
import { dayFromToday } from "../testing/certificates"
import { makeClientCompany, takeUpInvitation } from "../testing/client-browser"
import { addAccount, staffCall } from "../testing/staff"
import { noAxeViolations, SHARED_DATA_DIR, signInPage, STAFF_TEST_TIMEOUT_MS } from "../testing/staff-browser"

// Booking the next examination from the client's pages, on the shared server: the items due within 60 days and the
// overdue one listed, two ticked and booked, then everything due at one site; staff quote one request and schedule
// the other; new certificates for the first request's items make it done; in English and Arabic.
test.describe.configure({ mode: "serial", timeout: STAFF_TEST_TIMEOUT_MS })

const stamp = `${Date.now()}-${process.pid}`
const STAFF_ADMIN = { email: `booking.${stamp}@inspection.test`, name: "Sherif Adel", password: "Booking-Pass-2026!x" }
const STAFF_MEMBER = { email: `coming.${stamp}@inspection.test`, name: "Aya Mostafa", password: "Coming-Work-2026!x" }
const OWNER = { email: `lifting.${stamp}@abu-qir-terminals.test`, password: "Berth-two-lifting-gear!" }
const COMPANY = {
  name: `Abu Qir Terminals ${stamp}`,
  nameAr: `محطات أبو قير ${stamp}`,
  sites: ["Berth 2", "Tank farm"],
}
const prefix = `AQ${Date.now() % 100000}`
let staffCookie = ""
let companyId = ""

test.beforeAll(() => {
  addAccount(STAFF_ADMIN, "admin", { DATA_DIR: SHARED_DATA_DIR })
  addAccount(STAFF_MEMBER, "staff", { DATA_DIR: SHARED_DATA_DIR })
})

// The company's certificates, written to the shared server's database as the workspace's link would leave them.
async function addCertificates(
  rows: { number: string; item: string; serial: string; site: string; inspected: number; due: number }[],
) {
  const db = await openDatabase({ dataDir: SHARED_DATA_DIR })
  await db
    .insertInto("certificates")
    .values(
      rows.map((row) => ({
        number: row.number,
        kind: "lifting-equipment",
        item: row.item,
        serial: row.serial,
        rating: null,
        client: COMPANY.name,
        site: row.site,
        inspected_on: dayFromToday(row.inspected),
        valid_until: dayFromToday(row.due),
        inspector: "Hany Youssef",
        inspector_certificate: "LEEA 0051234",
        status: "valid" as const,
        code: `B${row.number}`,
        created_at: new Date().toISOString(),
        company_id: companyId,
      })),
    )
    .execute()
  await db.destroy()
}

async function screenshots(page: Page, name: string) {
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 900 })
    await page.screenshot({ path: `var/screenshots/client/${name}-${width}.png`, fullPage: true })
  }
}

const requestRows = (page: Page) =>
  page
    .getByRole("region", { name: "Your company's requests" })
    .getByRole("row")
    .filter({ hasNot: page.getByRole("columnheader") })

test("a client books ticked items, then everything due at a site, and follows both requests to done", async ({
  page,
  baseURL,
}) => {
  ;({ id: companyId, staffCookie } = await makeClientCompany(baseURL!, STAFF_ADMIN, COMPANY, {
    email: OWNER.email,
    name: "Nadia Kamel",
  }))
  await addCertificates([
    {
      number: `${prefix}-K1`,
      item: "Overhead crane, 10 t",
      serial: "OC-01",
      site: "Berth 2",
      inspected: -370,
      due: -5,
    },
    {
      number: `${prefix}-S1`,
      item: "Wire rope sling, 3.2 t",
      serial: "WR-14",
      site: "Berth 2",
      inspected: -170,
      due: 10,
    },
    { number: `${prefix}-C1`, item: "Chain block, 5 t", serial: "CB-07", site: "Berth 2", inspected: -135, due: 45 },
    { number: `${prefix}-M1`, item: "Mobile crane, 50 t", serial: "MC-02", site: "Berth 2", inspected: -165, due: 200 },
    {
      number: `${prefix}-H1`,
      item: "Bow shackle, 8.5 t",
      serial: "SH-31",
      site: "Tank farm",
      inspected: -160,
      due: 20,
    },
  ])
  await takeUpInvitation(page, OWNER)
  await page
    .getByRole("navigation", { name: "Your company's pages" })
    .getByRole("link", { name: "Re-examinations" })
    .click()
  await expect(page).toHaveURL(/\/client\/book\/$/)
  await expect(page.getByRole("heading", { name: "Re-examinations", level: 1 })).toBeVisible()

  // The overdue crane first, then soonest due; the mobile crane, due in 200 days, is not offered.
  const choices = page.getByRole("group", { name: "Items due within 60 days, soonest first" }).getByRole("checkbox")
  await expect(choices).toHaveCount(4)
  await expect(page.getByText("4 of 4 items due.")).toBeVisible()
  await expect(page.getByText("Mobile crane, 50 t")).toHaveCount(0)
  await expect(choices.first()).toHaveAccessibleName(/^Overhead crane, 10 t/)
  await expect(page.getByText("No re-examination has been requested yet.")).toBeVisible()

  // Nothing ticked: the button waits and says why (never "0 ticked items"); one ticked reads in the singular.
  const askTicked = page.getByRole("button", { name: /^Ask for re-examination of/ })
  await expect(askTicked).toBeDisabled()
  await expect(askTicked).toHaveAccessibleName("Ask for re-examination of the ticked items")
  await expect(askTicked).toHaveAccessibleDescription(
    "Tick the items to book above, or choose a site and book everything due there.",
  )
  await page.getByRole("checkbox", { name: /Wire rope sling/ }).check()
  await expect(askTicked).toHaveAccessibleName("Ask for re-examination of the ticked item")
  await page.getByRole("checkbox", { name: /Bow shackle/ }).check()
  await page
    .getByLabel("Note for our inspectors (optional): access, permits, working hours")
    .fill("Gate 3 permit needed; work at night only.")
  await page.getByRole("button", { name: "Ask for re-examination of 2 ticked items" }).click()
  const sent = page.getByRole("status").filter({ hasText: /^Request Q-\d{4}-\d{6} received for 2 items\./ })
  await expect(sent).toBeVisible()
  const first = /Q-\d{4}-\d{6}/.exec((await sent.textContent())!)![0]
  await expect(requestRows(page)).toHaveCount(1)
  await expect(requestRows(page).first()).toContainText("Received: we are preparing the quotation")

  // The ticked items read as booked at once and cannot be ticked again (issue 64, P7).
  const sling = page.getByRole("checkbox", { name: /Wire rope sling/ })
  await expect(sling).toBeDisabled()
  await expect(page.getByRole("listitem").filter({ has: sling })).toContainText(`(${first})`)

  // Everything due within 60 days at Berth 2: the overdue crane and the chain block; the sling, booked, is left out.
  await page.getByLabel("Site").selectOption("Berth 2")
  await expect(choices).toHaveCount(3)
  await page.getByRole("button", { name: "Ask for everything due within 60 days at Berth 2" }).click()
  await expect(page.getByRole("status").filter({ hasText: /received for 2 items\./ })).toBeVisible()
  await expect(requestRows(page)).toHaveCount(2)
  const second = (await requestRows(page).first().getByRole("cell").first().textContent())!.trim()
  expect(second).not.toBe(first)

  // Staff see both in the inbox with the reply clock running; one is quoted, the other's visit scheduled.
  const inbox = await staffCall(baseURL!, `/api/staff/requests?q=${encodeURIComponent(second)}`, {
    headers: { cookie: staffCookie },
  })
  const listed = inboxPage.parse(await inbox.json())
  expect(listed.items).toEqual([
    expect.objectContaining({ reference: second, kind: "reexamination", due_at: expect.any(String) }),
  ])
  const change = (reference: string, path: string, json: unknown) =>
    staffCall(baseURL!, `/api/staff/requests/${reference}/${path}`, {
      method: "POST",
      json,
      headers: { cookie: staffCookie },
    })
  expect((await change(first, "status", { status: "quoted" })).status).toBe(200)
  expect((await change(second, "schedule", { day: dayFromToday(14) })).status).toBe(200)
  await page.reload()
  const visit = formatDate(dayFromToday(14), "en")
  await expect(requestRows(page).filter({ hasText: second })).toContainText(`Scheduled for ${visit}`)
  await expect(requestRows(page).filter({ hasText: first })).toContainText("Quoted")

  // The new certificates for the first request's items: done, naming them; the items leave the due list.
  await addCertificates([
    {
      number: `${prefix}-S2`,
      item: "Wire rope sling, 3.2 t",
      serial: "WR-14",
      site: "Berth 2",
      inspected: 0,
      due: 182,
    },
    { number: `${prefix}-H2`, item: "Bow shackle, 8.5 t", serial: "SH-31", site: "Tank farm", inspected: 0, due: 182 },
  ])
  await page.reload()
  await expect(requestRows(page).filter({ hasText: first })).toContainText(
    `Done: new certificates ${prefix}-S2, ${prefix}-H2`,
  )
  await expect(choices).toHaveCount(2)
  await noAxeViolations(page)
  await screenshots(page, "booking-en")
  // The administrator's log of the company: the invitation accepted (an invitee's first sign-in came before
  // the account was the company's, so it is no entry of the company's).
  await page
    .getByRole("navigation", { name: "Your company's pages" })
    .getByRole("link", { name: "Activity log" })
    .click()
  const entries = page.getByRole("region", { name: `Activity log of ${COMPANY.name}` }).getByRole("row")
  await expect(entries.filter({ hasText: "Accepted an invitation" })).toContainText("Nadia Kamel")
  await noAxeViolations(page)
  await screenshots(page, "log-en")
  // The reminder settings, on the Settings page (issue 64): on by default; the administrator's days checked and
  // kept when wrong.
  await page.getByRole("navigation", { name: "Your company's pages" }).getByRole("link", { name: "Settings" }).click()
  await expect(page.getByRole("heading", { name: "Settings", level: 1 })).toBeVisible()
  const reminders = page.getByRole("region", { name: "Reminder mails" })
  const toggle = reminders.getByLabel(/^Send me a reminder mail before items fall due/)
  await expect(toggle).toBeChecked()
  const days = reminders.getByLabel("Days before the due date, for everyone in the company")
  await expect(days).toHaveValue("60, 30, 7")
  await days.fill("45, 0")
  await reminders.getByRole("button", { name: "Save the reminders" }).click()
  await expect(reminders.getByText(/^Enter up to 5 numbers from 1 to 365/)).toBeVisible()
  await expect(days).toHaveValue("45, 0")
  await days.fill("10, 45")
  await toggle.uncheck()
  await reminders.getByRole("button", { name: "Save the reminders" }).click()
  await expect(reminders.getByRole("status")).toHaveText("Saved.")
  await page.reload()
  await expect(toggle).not.toBeChecked()
  await expect(days).toHaveValue("45, 10")

  // A calendar address made, renewed (a new one) and turned off.
  const calendar = page.getByRole("region", { name: "Calendar feed" })
  await expect(calendar.getByText("You have no calendar feed.")).toBeVisible()
  await calendar.getByRole("button", { name: "Make a calendar address" }).click()
  const address = calendar.getByLabel("Your feed's address")
  await expect(address).toHaveValue(/\/api\/client\/calendar\.ics\?token=[\w-]{32}$/)
  const firstAddress = await address.inputValue()
  const feed = await page.request.get(firstAddress)
  expect(feed.status()).toBe(200)
  expect(await feed.text()).toContain("BEGIN:VCALENDAR")
  await expect(calendar.getByRole("link", { name: "Subscribe in your calendar app" })).toHaveAttribute(
    "href",
    firstAddress.replace(/^https?:/, "webcal:"),
  )
  // Renewing asks first: the old address stops at once.
  await calendar.getByRole("button", { name: "Make a new address (the old one stops working)" }).click()
  await calendar.getByRole("button", { name: "Make a new address", exact: true }).click()
  await expect(address).not.toHaveValue(firstAddress)
  expect((await page.request.get(firstAddress)).status()).toBe(404)
  await noAxeViolations(page)
  await screenshots(page, "register-settings-en")
  await calendar.getByRole("button", { name: "Turn the feed off" }).click()
  await expect(calendar.getByText("You have no calendar feed.")).toBeVisible()
})

test("the Arabic page shows the same requests, right to left", async ({ page }) => {
  await page.goto("/ar/client/")
  await page.getByLabel("البريد الإلكتروني", { exact: true }).fill(OWNER.email)
  await page.getByLabel("كلمة المرور", { exact: true }).fill(OWNER.password)
  await page.getByRole("button", { name: "تسجيل الدخول" }).click()
  await page.getByRole("navigation").getByRole("link", { name: "إعادة الفحص" }).click()
  await expect(page).toHaveURL(/\/ar\/client\/book\/$/)
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl")
  await expect(page.getByRole("heading", { name: "إعادة الفحص", level: 1 })).toBeVisible()
  await expect(page.getByRole("region", { name: "طلبات شركتكم" }).getByRole("row")).toHaveCount(3)
  await expect(page.getByText(/^تم: الشهادات الجديدة/)).toBeVisible()
  await noAxeViolations(page)
  await screenshots(page, "booking-ar")
  // This sign-in, as a member of the company, is in its log.
  await page.getByRole("navigation").getByRole("link", { name: "سجل النشاط" }).click()
  const entries = page.getByRole("region", { name: `سجل نشاط ${COMPANY.nameAr}` }).getByRole("row")
  await expect(entries.filter({ hasText: "سجّل الدخول" })).toHaveCount(1)
  await noAxeViolations(page)
  await screenshots(page, "log-ar")
  // The reminder and calendar settings in Arabic: the English page's choices, kept.
  await page.getByRole("navigation").getByRole("link", { name: "الإعدادات", exact: true }).click()
  const reminders = page.getByRole("region", { name: "رسائل التذكير" })
  await expect(reminders.getByLabel(/^أرسلوا لي رسالة تذكير/)).not.toBeChecked()
  // The same days, read back with the Arabic comma (issue 64).
  await expect(reminders.getByRole("textbox")).toHaveValue("45، 10")
  await expect(page.getByRole("region", { name: "تقويم المواعيد" }).getByText("ليس لديكم تقويم مواعيد.")).toBeVisible()
  await noAxeViolations(page)
  await screenshots(page, "register-settings-ar")
  // The digests are written in the language the pages were last used in.
  const db = await openDatabase({ dataDir: SHARED_DATA_DIR })
  const pref = await db
    .selectFrom("client_reminder_pref")
    .select("locale")
    .where("company_id", "=", companyId)
    .executeTakeFirstOrThrow()
  await db.destroy()
  expect(pref.locale).toBe("ar")
})

test("staff see the coming re-examinations by month, with what the company booked", async ({ page }) => {
  await signInPage(page, STAFF_MEMBER)
  await page.getByRole("link", { name: "Coming work" }).click()
  await expect(page).toHaveURL(/\/staff\/coming\/$/)
  const table = page.getByRole("region", { name: "Coming re-examinations by month" })
  // The overdue crane was booked with everything due at Berth 2.
  await expect(table.getByRole("row").filter({ hasText: "Overdue" })).toContainText(`${COMPANY.name}: 1 item, 1 booked`)
  const csv = await page.request.get("/api/staff/coming-work.csv")
  expect(await csv.text()).toContain(`${prefix}-K1`)
  await noAxeViolations(page)
  await screenshots(page, "staff-coming")
})
