import fs from "node:fs"
import path from "node:path"
import { expect, test, type Page } from "@playwright/test"
import { simpleParser } from "mailparser"
import { openDatabase } from "../server/storage/database"
import { turnOnTwoFactor } from "../testing/attacker"
import { dayFromToday } from "../testing/certificates"
import { readOutboxMails } from "../testing/eml-outbox"
import { addAccount, signIn, staffCall } from "../testing/staff"
import { noAxeViolations, SHARED_DATA_DIR, STAFF_TEST_TIMEOUT_MS } from "../testing/staff-browser"

// The clients' register in the browser, on the shared server (data in var/e2e): a client company made in the
// workspace, its administrator's invitation read from the outbox, the password set, the invitation accepted, the
// register read, filtered, paged, its history opened and its CSV downloaded, in English and in Arabic.
test.describe.configure({ mode: "serial", timeout: STAFF_TEST_TIMEOUT_MS })

const stamp = Date.now()
const STAFF_ADMIN = {
  email: `companies.${stamp}@inspection.test`,
  name: "Mona Hassan",
  password: "Companies-Pass-2026!x",
}
const CLIENT = { email: `hse.${stamp}@gulf-drilling.test`, password: "Rig7-lifting-register!" }
const COMPANY = { name: `Gulf Drilling ${stamp}`, nameAr: `الخليج للحفر ${stamp}` }
const prefix = `GD${stamp % 100000}`
// 55 slings on two sites, one certificate each (more than a page of 50), and a shackle examined twice.
const SLINGS = 55

test.beforeAll(() => addAccount(STAFF_ADMIN, "admin", { DATA_DIR: SHARED_DATA_DIR }))

// The company and its certificates, as the workspace and its register hold them. Linking certificates to a company
// in the workspace is not built yet, so they are written to the shared server's database as a link would.
async function makeCompany(baseURL: string) {
  const signedIn = await signIn(baseURL, STAFF_ADMIN)
  const { cookie } = await turnOnTwoFactor(baseURL, signedIn.cookie, STAFF_ADMIN.password)
  const created = await staffCall(baseURL, "/api/staff/client-companies", {
    method: "POST",
    json: { ...COMPANY, sites: ["Rig 7", "Abu Qir yard"], administrator: { email: CLIENT.email, name: "Khaled Nour" } },
    headers: { cookie },
  })
  expect(created.status).toBe(200)
  const { id } = (await created.json()) as { id: string }
  const db = await openDatabase({ dataDir: SHARED_DATA_DIR })
  const certificate = (number: string, serial: string, inspected: number, validUntil: number, item: string) => ({
    number,
    kind: "lifting-equipment",
    item,
    serial,
    rating: "WLL 2 t",
    client: COMPANY.name,
    site: Number(serial.slice(-2)) % 2 ? "Rig 7" : "Abu Qir yard",
    inspected_on: dayFromToday(inspected),
    valid_until: dayFromToday(validUntil),
    inspector: "Hany Youssef",
    inspector_certificate: "LEEA 0051234",
    status: "valid" as const,
    code: `K${number}`,
    created_at: new Date().toISOString(),
    company_id: id,
  })
  await db
    .insertInto("certificates")
    .values([
      ...Array.from({ length: SLINGS }, (_, index) =>
        certificate(`${prefix}-S${index + 10}`, `SL-${index + 10}`, -100, 20 + index * 5, "Webbing sling, 2 t"),
      ),
      certificate(`${prefix}-A1`, "SH-01", -400, -35, "Bow shackle, 4.75 t"),
      certificate(`${prefix}-A2`, "SH-01", -30, 150, "Bow shackle, 4.75 t"),
      certificate(`${prefix}-X1`, "CB-01", -380, -15, "Chain block, 5 t"),
    ])
    .execute()
  await db.destroy()
}

async function invitationLink(): Promise<string> {
  const find = () => readOutboxMails(path.join(SHARED_DATA_DIR, "outbox")).find((mail) => mail.includes(CLIENT.email))
  await expect.poll(find).toBeTruthy()
  const text = (await simpleParser(find()!)).text ?? ""
  return /https?:\/\/\S+\/client\/set-password\/\?\S+/.exec(text)![0]
}

// For people to look at (var/screenshots/client/), at a phone's width and a desktop's.
async function screenshots(page: Page, name: string) {
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 900 })
    await page.screenshot({ path: `var/screenshots/client/${name}-${width}.png` })
  }
}

const items = (page: Page) =>
  page
    .getByRole("main")
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading") })

test("a client administrator sets a password from the invitation, accepts it and reads the company's register", async ({
  page,
  baseURL,
}) => {
  await makeCompany(baseURL!)
  await page.goto(await invitationLink())
  await expect(page.getByRole("heading", { name: "Set your password" })).toBeVisible()
  await noAxeViolations(page)

  // Two passwords that differ: said so, and what was typed stays.
  await page.getByLabel("Email", { exact: true }).fill(CLIENT.email)
  await page.getByLabel("New password").fill(CLIENT.password)
  await page.getByLabel("The same password again").fill(`${CLIENT.password}x`)
  await page.getByRole("button", { name: "Set the password" }).click()
  await expect(page.getByText("The two passwords are not the same.")).toBeVisible()
  await expect(page.getByLabel("New password")).toHaveValue(CLIENT.password)
  await page.getByLabel("The same password again").fill(CLIENT.password)
  // Set, the invitee is signed in and the invitation accepted: the register, from this one screen (issue 64).
  await page.getByRole("button", { name: "Set the password" }).click()

  await expect(page.getByRole("heading", { name: "Equipment register" })).toBeVisible()
  await expect(page).toHaveURL(/\/client\/$/)
  await expect(page.getByRole("banner")).toContainText(COMPANY.name)
  // 57 items (the shackle once, with its latest certificate): the two lapsed first, then the soonest due.
  await expect(page.getByText(`50 of 57 items`)).toBeVisible()
  const first = items(page)
  await expect(first.nth(0)).toContainText("Chain block, 5 t")
  await expect(first.nth(0)).toContainText("Expired")
  await expect(first.nth(1)).toContainText(`${prefix}-S10`)
  await expect(first.nth(1)).toContainText("Due within 30 days")
  await noAxeViolations(page)
  await screenshots(page, "register-en")

  await page.getByRole("button", { name: "Show more items" }).click()
  await expect(page.getByText("57 of 57 items")).toBeVisible()
  await expect(page.getByRole("button", { name: "Show more items" })).toHaveCount(0)

  // The shackle's history: both certificates, newest first.
  await page.getByLabel("Search").fill("SH-01")
  await page.getByRole("button", { name: "Show", exact: true }).click()
  await expect(page.getByText("1 of 1 item", { exact: true })).toBeVisible()
  await page.getByRole("button", { name: /History/ }).click()
  const history = page.getByRole("main").locator("ol > li")
  await expect(history).toHaveCount(2)
  await expect(history.nth(0)).toContainText(`${prefix}-A2`)
  await expect(history.nth(1)).toContainText(`${prefix}-A1`)
  // The older certificate was replaced, not let lapse (issue 64, P4).
  await expect(history.nth(1)).toContainText(`Superseded by ${prefix}-A2`)
  await expect(history.nth(1)).not.toContainText("Expired")

  // Due within 30 days at one site, kept in the address; the CSV is what the page shows.
  await page.getByRole("button", { name: "Clear the filters" }).click()
  await page.getByLabel("Due", { exact: true }).selectOption("30")
  await page.getByLabel("Site").selectOption("Rig 7")
  await page.getByRole("button", { name: "Show", exact: true }).click()
  await expect(page).toHaveURL(/due=30/)
  // Slings S10–S12 are due within 30 days; S11 alone is at Rig 7, after the lapsed chain block there: the window
  // includes what is already overdue (issue 64).
  const shown = 2
  await expect(items(page)).toHaveCount(shown)
  await expect(items(page).first()).toContainText(`${prefix}-X1`)
  await expect(items(page).nth(1)).toContainText(`${prefix}-S11`)
  for (const item of await items(page).all()) await expect(item).toContainText("Rig 7")
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Download as CSV" }).click(),
  ])
  const bytes = fs.readFileSync((await download.path())!)
  // A byte order mark for Excel (trim() would take it away with the white space), then each code beside its name as
  // the page says it (issue 64).
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
  const csv = bytes.toString("utf8").trim().split("\r\n")
  expect(csv[0]).toMatch(/^number,kind,kind_name,item,serial/)
  expect(csv[2]).toContain(",Due within 30 days,")
  expect(csv).toHaveLength(shown + 1)
  await page.reload()
  await expect(page.getByLabel("Site")).toHaveValue("Rig 7")
  await expect(items(page)).toHaveCount(shown)
})

test("the register in Arabic reads right to left with the company's Arabic name, and signing out ends it", async ({
  page,
}) => {
  await page.goto("/client/")
  await page.getByLabel("Email", { exact: true }).fill(CLIENT.email)
  await page.getByLabel("Password", { exact: true }).fill(CLIENT.password)
  await page.getByRole("button", { name: "Sign in" }).click()
  await expect(page.getByRole("heading", { name: "Equipment register" })).toBeVisible()
  await page.getByRole("link", { name: "العربية" }).click()

  await expect(page).toHaveURL(/\/ar\/client\/$/)
  await expect(page.getByRole("heading", { name: "سجل المعدات" })).toBeVisible()
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl")
  await expect(page.getByRole("banner")).toContainText(COMPANY.nameAr)
  await expect(items(page).first()).toContainText("منتهية")
  await noAxeViolations(page)
  await screenshots(page, "register-ar")

  await page.getByRole("button", { name: "تسجيل الخروج" }).click()
  await expect(page.getByRole("heading", { name: "تسجيل الدخول إلى سجل شركتك" })).toBeVisible()
  await page.goto("/ar/client/")
  await expect(page.getByRole("heading", { name: "تسجيل الدخول إلى سجل شركتك" })).toBeVisible()
})
