import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { expect, test, type Page } from "@playwright/test"
import { axeViolations } from "../testing/axe"
import { CAIRO_TIME_ZONE } from "../src/lib/cairo-time"
import { certificatesCommand, dayFromToday, importWithCli, newCertificate } from "../testing/certificates"
import { killServerProcesses, startServerProcess, type ServerProcess } from "../testing/server-process"

// The public check on a server of its own (behind a "proxy", so each test is its own client address and the
// limit of 10 checks a minute counts for it alone), with records issued and withdrawn by the real command line.
const VALID = newCertificate({
  number: "LE-2026-00421",
  inspected_on: dayFromToday(-30),
  valid_until: dayFromToday(150),
})
const WITHDRAWN = newCertificate({ number: "ND-2026-00077", kind: "ndt-report", valid_until: "" })
// A thorough examination can expire; a report or pressure-test record has no validity (RECORD_KINDS).
const EXPIRED = newCertificate({
  number: "LE-2025-00310",
  kind: "lifting-equipment",
  item: "Electric chain hoist, 5 t",
  inspected_on: dayFromToday(-400),
  valid_until: dayFromToday(-35),
})
const NDT_REPORT = newCertificate({
  number: "ND-2026-00140",
  kind: "ndt-report",
  item: "Girth weld W-114",
  inspected_on: dayFromToday(-3),
  valid_until: "",
})
const NO_MATCH = "No certificate matches this number and code."

const LONG_DATE = new Intl.DateTimeFormat("en-u-nu-latn", { dateStyle: "long", timeZone: CAIRO_TIME_ZONE })
// Cairo's day before and after the withdrawal: one day, or two if the command ran across midnight.
let withdrawnOn: string[] = []
let server: ServerProcess
let dataDir: string
let codes: Map<string, string>
let address = 0

test.describe.configure({ mode: "serial" })

test.beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "verify-e2e-"))
  const env = { DATA_DIR: dataDir }
  server = await startServerProcess({ ...env, TRUST_PROXY: "true" })
  codes = await importWithCli([VALID, WITHDRAWN, EXPIRED, NDT_REPORT], env)
  const before = new Date()
  const withdrawn = await certificatesCommand(["withdraw", WITHDRAWN.number, "--reason", "Issued in error"], env)
  expect(withdrawn.code, withdrawn.stderr).toBe(0)
  withdrawnOn = [before, new Date()].map((at) => LONG_DATE.format(at))
})
test.afterAll(async () => {
  // The server keeps its database in the folder: remove it once the server has exited.
  await killServerProcesses()
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true })
})

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ "x-forwarded-for": `10.9.0.${++address}` })
})

const link = (number: string, code = codes.get(number)!, edition = "") =>
  `${server.base}${edition}/verify/?n=${encodeURIComponent(number)}&c=${code}`
const result = (page: Page) => page.locator("[data-verify-result]")

async function checkLayout(page: Page, name: string) {
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 900 })
    const found = await axeViolations(page)
    expect(found, `${name} at ${width} px`).toEqual([])
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow, `horizontal scroll on ${name} at ${width} px`).toBeLessThanOrEqual(0)
    fs.mkdirSync("var/screenshots/verify", { recursive: true })
    await page.screenshot({ path: `var/screenshots/verify/${name}-${width}.png`, fullPage: true })
  }
}

test("a scanned QR link shows Valid with the record, the client masked, never cached or indexed", async ({ page }) => {
  const response = await page.goto(link(VALID.number))
  expect(response!.headers()["cache-control"]).toBe("no-store")
  expect(response!.headers()["x-robots-tag"]).toBe("noindex")
  await expect(result(page).getByText("Valid", { exact: true })).toBeVisible()
  for (const text of [
    "Lifting equipment thorough examination",
    "Overhead travelling crane, double girder",
    "SWL 25 t",
    "D**** Refining Co.",
    "Alexandria",
    "Karim Abdelaziz (LEEA 0045821)",
  ])
    await expect(result(page)).toContainText(text)
  await expect(result(page)).not.toContainText("Delta")
  await expect(result(page)).not.toContainText(codes.get(VALID.number)!)
  await checkLayout(page, "valid")
})

test("manual entry: number and code typed into the form", async ({ page }) => {
  await page.goto(`${server.base}/verify/`)
  await expect(result(page)).toBeHidden()
  await checkLayout(page, "empty")
  await page.getByLabel("Certificate or report number").fill(VALID.number.toLowerCase())
  await page.getByLabel("Verification code").fill(codes.get(VALID.number)!)
  await page.getByRole("button", { name: "Verify" }).click()
  await expect(result(page).getByText("Valid", { exact: true })).toBeVisible()
  await expect(result(page)).toContainText("Overhead travelling crane")
})

test("a wrong code and an unknown number get the same answer", async ({ page }) => {
  await page.goto(link(VALID.number, "ABCDEFGHJK"))
  await expect(result(page)).toContainText(NO_MATCH)
  await expect(result(page)).not.toContainText("Overhead travelling crane")
  const wrongCode = await result(page).innerHTML()
  await checkLayout(page, "no-match")
  await page.goto(link("LE-2099-99999", codes.get(VALID.number)))
  expect(await result(page).innerHTML()).toBe(wrongCode)
})

test("a withdrawn record says Withdrawn with its date; an expired one Expired", async ({ page }) => {
  await page.goto(link(WITHDRAWN.number))
  const withdrawn = result(page).locator("[data-verify-status]")
  await expect(withdrawn).toContainText("Withdrawn")
  await expect(withdrawn).toContainText("withdrew this document on ")
  const text = (await withdrawn.textContent()) ?? ""
  expect(
    withdrawnOn.some((day) => text.includes(`withdrew this document on ${day}`)),
    text,
  ).toBe(true)
  await expect(withdrawn).toHaveAttribute("data-verify-status", "withdrawn")
  await checkLayout(page, "withdrawn")

  await page.goto(link(EXPIRED.number))
  await expect(result(page).locator("[data-verify-status]")).toContainText("Expired")
  await expect(result(page)).toContainText("Lifting equipment thorough examination")
})

test("an NDT report is Genuine, issued on its day, never Valid or in force, in both editions", async ({ page }) => {
  await page.goto(link(NDT_REPORT.number))
  const status = result(page).locator("[data-verify-status]")
  await expect(status).toHaveAttribute("data-verify-status", "genuine")
  await expect(status).toContainText("Genuine")
  await expect(status).toContainText("Issued by Inspection on ")
  await expect(result(page)).not.toContainText(/\bValid\b|in force|No expiry date/)
  await page.goto(link(NDT_REPORT.number, undefined, "/ar"))
  await expect(result(page).locator("[data-verify-status]")).toContainText("أصلي")
  await expect(result(page)).toContainText("أصدرت Inspection هذا المستند في")
  await expect(result(page)).not.toContainText(/سارية|ساري المفعول|بدون تاريخ انتهاء/)
})

test("the Arabic edition answers in Arabic, right to left", async ({ page }) => {
  await page.goto(link(VALID.number, undefined, "/ar"))
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl")
  await expect(result(page).getByText("ساري", { exact: true })).toBeVisible()
  await expect(result(page)).toContainText("فحص شامل لمعدات الرفع")
  await checkLayout(page, "ar-valid")
  await page.goto(link(VALID.number, "ABCDEFGHJK", "/ar"))
  await expect(result(page)).toContainText("لا يوجد مستند يطابق هذا الرقم وهذا الرمز.")
  await page.goto(`${server.base}/ar/verify/`)
  await checkLayout(page, "ar-empty")
})

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false })

  test("the form is sent to the server, which answers with the page filled in and styled", async ({ page }) => {
    await page.goto(`${server.base}/verify/`)
    await page.getByLabel("Certificate or report number").fill(EXPIRED.number)
    await page.getByLabel("Verification code").fill(codes.get(EXPIRED.number)!)
    await page.getByRole("button", { name: "Verify" }).click()
    await expect(page).toHaveURL(/\/verify\/\?n=LE-2025-00310&c=/)
    const status = result(page).locator("[data-verify-status]")
    await expect(status).toContainText("Expired")
    // Amber: the answer's rules arrive with it, though no script links the rest of the stylesheet.
    await expect(status).toHaveCSS("background-color", "rgb(255, 251, 235)")
  })
})

test("the eleventh check in a minute is refused with Retry-After, on the page and the API alike", async ({ page }) => {
  for (let i = 0; i < 10; i++) {
    const api = await page.request.get(`${server.base}/api/verify?n=${VALID.number}&c=WRONGCODE`, {
      headers: { "x-forwarded-for": `10.9.0.${address}` },
    })
    expect(api.status()).toBe(404)
  }
  const response = await page.goto(link(VALID.number))
  expect(response!.status()).toBe(429)
  expect(Number(response!.headers()["retry-after"])).toBeGreaterThan(0)
  await expect(result(page)).toContainText("Too many checks from this connection.")
})
