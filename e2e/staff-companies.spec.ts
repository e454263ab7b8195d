import { expect, test, type Page } from "@playwright/test"
import { dayFromToday, newCertificate } from "../testing/certificates"
import { noAxeViolations, setUpTwoFactor, signInPage as signIn, staffSpecAccounts } from "../testing/staff-browser"

// Client companies in the workspace, on the shared server (data in var/e2e): an administrator makes one, adds a
// certificate for it through the form and links older certificates to it by their client text; a staff member
// sees the list only. The process id keeps the accounts of two workers loading this file apart.
const stamp = `${Date.now()}.${process.pid}`
const ADMIN = { email: `companies.${stamp}@inspection.test`, name: "Salma Farid", password: "Kq4#vN8m!pTz2y-admin" }
const STAFF = { email: `companies-staff.${stamp}@inspection.test`, name: "Ali Mahmoud", password: "Comp-Pass-2026!q" }
const COMPANY = `Suez Gulf Petroleum ${stamp}`
const CLIENT_TEXT = `SGP Ras Shukeir ${stamp}`
const year = new Date().getFullYear()
const serials = String(Date.now() % 100000).padStart(5, "0")
const number = (serial: number) => `PT-${year}-${serials}${serial}`
const SHOTS = "var/screenshots/staff-companies"

staffSpecAccounts(ADMIN, STAFF)

async function screenshots(page: Page, name: string) {
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 900 })
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true })
  }
}

test("an administrator creates a company, adds a certificate for it and links older ones by their client text", async ({
  page,
}) => {
  await signIn(page, ADMIN)
  await setUpTwoFactor(page, ADMIN.password)
  await page.getByRole("link", { name: "Client companies" }).click()
  await expect(page.getByRole("heading", { name: "Client companies" })).toBeVisible()

  // A wrong form first: the fields are named and what was typed stays.
  await page.getByText("Add a company").click()
  await page.getByLabel("Name (Arabic)").fill("شركة خليج السويس للبترول")
  await page.getByLabel("Sites").fill("Ras Shukeir\nZeit Bay")
  await page.getByLabel("First administrator's e-mail").fill("not-an-address")
  await page.getByRole("button", { name: "Create the company" }).click()
  await expect(page.getByLabel("Name (English)")).toHaveAccessibleDescription(
    "Please enter the company's name in English.",
  )
  await expect(page.getByLabel("First administrator's e-mail")).toHaveAccessibleDescription(
    "Please enter a valid e-mail address, like name@company.com.",
  )
  await expect(page.getByLabel("Sites")).toHaveValue("Ras Shukeir\nZeit Bay")
  await screenshots(page, "create-error")

  await page.getByLabel("Name (English)").fill(COMPANY)
  await page.getByLabel("First administrator's name").fill("Hala Mansour")
  await page.getByLabel("First administrator's e-mail").fill(`hr.${stamp}@suez-gulf.test`)
  await page.getByRole("button", { name: "Create the company" }).click()
  await expect(page.getByRole("status")).toHaveText(`${COMPANY} created; its administrator was sent an invitation.`)
  const item = page.getByTestId(`company-${COMPANY}`)
  await expect(item).toContainText("Sites: Ras Shukeir · Zeit Bay")
  await expect(item).toContainText("0 members · 1 pending invitation · 0 linked certificates")

  // Two older certificates carry the client's name as text only, as an import before companies did.
  const origin = new URL(page.url()).origin
  for (const serial of [2, 3]) {
    const record = newCertificate({
      number: number(serial),
      kind: "pressure-test",
      client: `${CLIENT_TEXT} field ${serial}`,
      inspected_on: dayFromToday(-3),
      valid_until: "",
    })
    const added = await page.request.post("/api/staff/certificates", { data: record, headers: { origin } })
    expect(added.status()).toBe(201)
  }

  // A new certificate for the company through the form.
  await page.getByRole("link", { name: "Certificates" }).click()
  await page.getByText("Add a record").click()
  await page.getByLabel("Kind").selectOption("pressure-test")
  await page.getByLabel("Certificate number").fill(number(1))
  await page.getByLabel("Item (description)").fill("Pig launcher, 16 in")
  await page.getByLabel("Client", { exact: true }).fill(CLIENT_TEXT)
  await page.getByLabel(/^Client company/).selectOption({ label: COMPANY })
  await page.getByLabel("Site (city)").fill("Ras Shukeir")
  await page.getByLabel("Inspection date").fill(dayFromToday(-1))
  await page.getByLabel("Inspector", { exact: true }).fill("Hany Youssef")
  await page.getByLabel("Inspector's certification number").fill("API 510 #61234")
  await page.getByRole("button", { name: "Add the record" }).click()
  await expect(page.getByRole("heading", { name: "1 record added" })).toBeVisible()
  await expect(page.getByLabel(/^Client company/)).toHaveValue("")

  // The bulk link: a preview of those not linked yet, then linking exactly them.
  await page.getByRole("link", { name: "Client companies" }).click()
  await expect(item).toContainText("1 linked certificate")
  await item.getByText("Link certificates").click()
  await item.getByLabel(`Client text for ${COMPANY}`).fill(` ${CLIENT_TEXT.toLowerCase()} `)
  await item.getByRole("button", { name: "Preview" }).click()
  await expect(item.getByText("2 certificates match:")).toBeVisible()
  const preview = item.getByRole("region", { name: `Certificates to link to ${COMPANY}` })
  await expect(preview.getByRole("row")).toHaveCount(3)
  await expect(preview).toContainText(number(2))
  await expect(preview).not.toContainText(number(1))
  await screenshots(page, "link-preview")
  await noAxeViolations(page)

  await item.getByRole("button", { name: "Link 2 certificates" }).click()
  await expect(item.getByRole("status")).toHaveText(`2 certificates linked to ${COMPANY}.`)
  await expect(item).toContainText("3 linked certificates")
  await screenshots(page, "linked")
})

test("a staff member sees the companies but cannot create one or link certificates", async ({ page }) => {
  await signIn(page, STAFF)
  await page.getByRole("link", { name: "Client companies" }).click()
  await expect(page.getByTestId(`company-${COMPANY}`)).toContainText("3 linked certificates")
  await expect(page.getByText("Add a company")).toHaveCount(0)
  await expect(page.getByText("Link certificates")).toHaveCount(0)
  await screenshots(page, "staff-list")
  await noAxeViolations(page)
  const origin = new URL(page.url()).origin
  const created = await page.request.post("/api/staff/client-companies", {
    data: { name: "Staff Co", nameAr: "شركة", sites: [], administrator: { email: `x.${stamp}@staff-co.test` } },
    headers: { origin },
  })
  expect(created.status()).toBe(403)
})
