import fs from "node:fs"
import path from "node:path"
import { expect, test, type Locator } from "@playwright/test"
import { certificatesCsv, dayFromToday, newCertificate } from "../testing/certificates"
import { englishEdition } from "../testing/content"
import { decodeQr } from "../testing/qr"
import { checkLabel, type LabelKeyFile } from "../src/lib/label-check"
import { addAccount } from "../testing/staff"
import { noAxeViolations, signInPage as signIn, STAFF_TEST_TIMEOUT_MS } from "../testing/staff-browser"
import { tempDirs } from "../testing/temp-dirs"

test.describe.configure({ timeout: STAFF_TEST_TIMEOUT_MS })

// The certificate register in the workspace, on the shared server (data in var/e2e), by a staff member.
const stamp = Date.now()
// Each worker that runs a test of this file runs beforeAll and loads the file itself: two loaded in the same
// millisecond made the same account (CI: "User already exists"). The process id keeps the workers apart.
const STAFF = {
  email: `certs.${stamp}.${process.pid}@inspection.test`,
  name: "Nadia Kamel",
  password: "Certs-Pass-2026!x",
}
const year = new Date().getFullYear()
const number = (serial: number) => `LE-${year}-${String(stamp % 100000).padStart(5, "0")}${serial}`

test.beforeAll(() => {
  // A worker that comes back to this file for another of its tests runs beforeAll again (fullyParallel): the account
  // it made the first time is still there, which is what the test needs.
  try {
    addAccount(STAFF, "staff", { DATA_DIR: "var/e2e" })
  } catch (error) {
    if (!String(error).includes("User already exists")) throw error
  }
})

const codeIn = (row: Locator) => row.locator("span.font-mono")

const tempDir = tempDirs((removeAll) => test.afterAll(removeAll))

function csvFile(rows: ReturnType<typeof newCertificate>[]) {
  const file = path.join(tempDir("certs-csv-"), "register.csv")
  fs.writeFileSync(file, certificatesCsv(rows))
  return file
}

test("staff add a record, import a CSV (a wrong one first), print a label, issue a new code, withdraw a record, and the public check says so", async ({
  page,
}) => {
  await signIn(page, STAFF)
  await page.getByRole("link", { name: "Certificates" }).click()
  await expect(page.getByRole("heading", { name: "Certificates" })).toBeVisible()

  // One record through the form: a wrong date is named first, then it is added and its code shown.
  await page.getByText("Add a record").click()
  await page.getByLabel("Certificate number").fill(number(1))
  await page.getByLabel("Item (description)").fill("Mobile crane, 50 t, telescopic boom")
  await page.getByLabel("Client", { exact: true }).fill("Nile Cement Co.")
  await page.getByLabel("Site (city)").fill("Suez")
  await page.getByLabel("Inspection date").fill(dayFromToday(-2))
  await page.getByLabel("Valid until").fill(dayFromToday(-10))
  await page.getByLabel("Inspector", { exact: true }).fill("Hany Youssef")
  await page.getByLabel("Inspector's certification number").fill("LEEA 0051234")
  await page.getByRole("button", { name: "Add the record" }).click()
  await expect(page.getByText("Please give a date on or after the inspection date.")).toBeVisible()
  await page.getByLabel("Valid until").fill(dayFromToday(360))
  await page.getByRole("button", { name: "Add the record" }).click()
  await expect(page.getByRole("heading", { name: "1 record added" })).toBeVisible()
  const code = (await page.getByTestId(`code-${number(1)}`).textContent())!
  expect(code).toMatch(/^[2-9A-HJKMNP-Z]{10}$/)
  await noAxeViolations(page)

  // A CSV with a wrong row: the row and column are named and nothing is imported.
  await page.getByText("Import from a CSV file").click()
  const good = newCertificate({ number: number(2), inspected_on: dayFromToday(-5), valid_until: dayFromToday(300) })
  const bad = newCertificate({ number: number(3), kind: "crane-check" as never })
  await page.getByLabel("CSV file").setInputFiles(csvFile([good, bad]))
  await page.getByRole("button", { name: "Import" }).click()
  await expect(page.getByText("Nothing was imported")).toBeVisible()
  await expect(page.getByText(/Row 3, column kind: Please use one of/)).toBeVisible()
  await expect(page.getByTestId(`certificate-${number(2)}`)).toHaveCount(0)
  await page.screenshot({ path: "var/screenshots/verify/staff-import-error-1440.png", fullPage: true })

  await page.getByLabel("CSV file").setInputFiles(csvFile([good]))
  await page.getByRole("button", { name: "Import" }).click()
  await expect(page.getByRole("heading", { name: "1 record added" })).toBeVisible()
  await expect(page.getByTestId(`certificate-${number(2)}`)).toBeVisible()
  await noAxeViolations(page)

  // The label of the record, and the print page of the labels just issued: its QR code, read off the page as a
  // phone's camera would, opens the check of that record, which says Valid.
  const label = await page.request.get(`/api/staff/certificates/${number(1)}/label.svg`)
  expect(label.headers()["content-type"]).toContain("image/svg+xml")
  expect(await label.text()).toContain(number(1))
  const firstCode = (await codeIn(page.getByTestId(`certificate-${number(2)}`)).textContent())!
  await page.getByRole("link", { name: "Print their labels" }).click()
  const printed = page.locator(`figure[aria-label="${number(2)}"]`)
  await expect(printed).toBeVisible()
  await expect(page.locator("figure")).toHaveCount(1)
  // As printed at about 300 dpi (the screen's 96 dpi, times 3): the signed link's code has 65 modules across 40 mm.
  await printed.evaluate((figure) => void (figure.style.zoom = "3"))
  const scanned = new URL((await decodeQr(await printed.screenshot()))!)
  expect(scanned.pathname + scanned.search).toBe(`/verify/?n=${number(2)}&c=${firstCode}`)
  // Its signed part checks against the site's published keys, with no database, as an offline phone would.
  const keys = (await (await page.request.get("/verify/keys.json")).json()) as LabelKeyFile
  expect(await checkLabel(scanned.hash, keys)).toMatchObject({
    genuine: true,
    facts: { number: number(2), kind: "lifting-equipment", item: good.item, serial: good.serial },
  })
  await page.goto(scanned.pathname + scanned.search)
  await expect(page.locator("[data-verify-status]")).toContainText("Valid")
  await page.goBack()
  await page.goBack()

  // A new code for a reprint after a leak: the printed one stops working, the new one checks.
  const second = page.getByTestId(`certificate-${number(2)}`)
  page.once("dialog", (dialog) => void dialog.accept())
  await second.getByRole("button", { name: "Issue a new code" }).click()
  await expect(codeIn(second)).not.toHaveText(firstCode)
  const newCode = (await codeIn(second).textContent())!
  const check = (code: string) => page.request.get(`/api/verify?n=${number(2)}&c=${code}`)
  expect((await (await check(firstCode)).json()).found).toBe(false)
  expect((await (await check(newCode)).json()).found).toBe(true)

  // The kind by its name, not its id.
  await expect(second).toContainText("Lifting equipment thorough examination")

  // Find the first record by its number, and withdraw it with a reason, confirmed; the public check then says
  // Withdrawn.
  await page.getByLabel("Search certificates").fill(number(1))
  await page.getByRole("button", { name: "Search", exact: true }).click()
  const row = page.getByTestId(`certificate-${number(1)}`)
  await expect(page.getByTestId(/^certificate-/)).toHaveCount(1)
  await row.getByText("Change status…").click()
  await row.getByRole("radio", { name: "Withdrawn" }).check()
  await row.getByLabel(`Reason for ${number(1)}`).fill("Crane taken out of service after boom damage")
  await row.getByRole("button", { name: "Continue" }).click()
  const confirmation = row.getByRole("alertdialog", { name: `Withdraw ${number(1)}?` })
  await expect(confirmation).toContainText("Crane taken out of service after boom damage")
  await confirmation.getByRole("button", { name: `Withdraw ${number(1)}` }).click()
  await expect(row).toContainText("Withdrawn since")
  await page.setViewportSize({ width: 1440, height: 900 })
  await page.screenshot({ path: "var/screenshots/verify/staff-certificates-1440.png", fullPage: true })
  await page.setViewportSize({ width: 375, height: 900 })
  await page.screenshot({ path: "var/screenshots/verify/staff-certificates-375.png", fullPage: true })

  await page.goto(`/verify/?n=${number(1)}&c=${code}`)
  await expect(page.locator("[data-verify-status]")).toContainText("Withdrawn")
})

// A class as staff see it in the form: its name in data/intervals.json.
const className = (slug: string) => englishEdition.intervals.find((interval) => interval.slug === slug)!.name

test("the form proposes valid-until from the examination interval of the class staff pick, and staff may change it", async ({
  page,
}) => {
  await signIn(page, STAFF)
  await page.getByRole("link", { name: "Certificates" }).click()
  await page.getByText("Add a record").click()
  const validUntil = page.getByLabel(/^Valid until/)
  const proposal = page.locator("#cert-valid_until-proposal")

  // Lifting accessories: 6 months from the inspection day, month ends kept (31 August → 28 February).
  await page.getByLabel("Kind").selectOption("lifting-equipment")
  await page.getByLabel(/^Equipment class/).selectOption({ label: className("lifting-accessories") })
  await page.getByLabel("Inspection date").fill(`${year}-08-31`)
  const february = new Date(Date.UTC(year + 1, 2, 0)).getUTCDate()
  await expect(validUntil).toHaveValue(`${year + 1}-02-${february}`)
  await expect(proposal).toContainText("6 months — LOLER 1998 reg. 9(3)(a)(i)")
  await expect(validUntil).toHaveAccessibleDescription(/6 months — LOLER 1998/)

  // Other lifting equipment: 12 months, with both sources beside the date.
  await page.getByLabel(/^Equipment class/).selectOption({ label: className("other-lifting-equipment") })
  await expect(validUntil).toHaveValue(`${year + 1}-08-31`)
  await expect(proposal).toContainText("12 months — LOLER 1998 reg. 9(3)(a)(ii); ILO C152 Art. 23")
  await noAxeViolations(page)
  await page.screenshot({ path: "var/screenshots/verify/staff-interval-proposal-1440.png", fullPage: true })

  // Pressure equipment has no interval: nothing is proposed and the inspector's date is asked for.
  await page.getByLabel("Kind").selectOption("pressure-test")
  await page.getByLabel(/^Equipment class/).selectOption({ label: className("pressure-equipment") })
  await expect(validUntil).toHaveValue("")
  await expect(proposal).toContainText("the inspector states the date")

  // Back to a crane, whose proposal staff overwrite with the date the examination scheme sets: that date is saved.
  await page.getByLabel("Kind").selectOption("lifting-equipment")
  await page.getByLabel(/^Equipment class/).selectOption({ label: className("other-lifting-equipment") })
  await expect(validUntil).toHaveValue(`${year + 1}-08-31`)
  await validUntil.fill(`${year + 1}-02-28`)
  await page.getByLabel("Certificate number").fill(number(4))
  await page.getByLabel("Item (description)").fill("Overhead crane, 10 t, single girder")
  await page.getByLabel("Client", { exact: true }).fill("Alexandria Container Terminal")
  await page.getByLabel("Site (city)").fill("Alexandria")
  await page.getByLabel("Inspector", { exact: true }).fill("Hany Youssef")
  await page.getByLabel("Inspector's certification number").fill("LEEA 0051234")
  await page.getByRole("button", { name: "Add the record" }).click()
  await expect(page.getByRole("heading", { name: "1 record added" })).toBeVisible()
  await expect(page.getByTestId(`certificate-${number(4)}`)).toContainText(`valid until ${year + 1}-02-28`)
})
