import fs from "node:fs"
import path from "node:path"
import { expect, test, type Page } from "@playwright/test"
import { loadLabelSigner, signReportFile } from "../server/certificates/label-signing"
import { openDatabase } from "../server/storage/database"
import { formatDate } from "../src/lib/format"
import { axeViolations } from "../testing/axe"
import { dayFromToday, importWithCli, newCertificate } from "../testing/certificates"
import { ROOT } from "../testing/paths"
import { SHARED_DATA_DIR } from "../testing/staff-browser"

// A report's PDF checked on /verify/ (issue 62), on the shared server (data in var/e2e): signed with the server's
// own label key as issuing signs it, chosen or dropped on the page, checked in the browser and never sent; the
// same file with one byte changed; a report an amendment replaced. Online, then offline from the page's worker.
const stamp = Date.now() % 100000
const GOOD = newCertificate({
  number: `NR-${stamp}-1`,
  kind: "ndt-report",
  item: "Girth weld W-114",
  inspected_on: dayFromToday(-5),
  valid_until: null,
})
const OLD = newCertificate({ ...GOOD, number: `NR-${stamp}-2`, inspected_on: dayFromToday(-20) })
const AMENDMENT = newCertificate({ ...GOOD, number: `NR-${stamp}-3`, inspected_on: dayFromToday(-20) })
const AMENDED_ON = dayFromToday(-2)
const SHOTS = "/work/helpers/shots"

type File = { name: string; mimeType: string; buffer: Buffer }
const files = new Map<string, File>()

test.beforeAll(async () => {
  const codes = await importWithCli([GOOD, OLD, AMENDMENT], { DATA_DIR: SHARED_DATA_DIR })
  // As issuing the amendment leaves the replaced record (server/storage/report-review-migration.ts).
  const db = await openDatabase({ dataDir: SHARED_DATA_DIR })
  await db
    .updateTable("certificates")
    .set({ superseded_by: AMENDMENT.number, superseded_on: AMENDED_ON })
    .where("number", "=", OLD.number)
    .execute()
  await db.destroy()
  // A small real PDF (the built company profile), signed as an issued report is.
  const pdf = new Uint8Array(fs.readFileSync(path.join(ROOT, "public", "company-profile-en.pdf")))
  const signer = loadLabelSigner(undefined, SHARED_DATA_DIR, new Date())
  for (const record of [GOOD, OLD]) {
    const signed = await signReportFile(signer, pdf, {
      number: record.number,
      code: codes.get(record.number)!,
      issuedOn: record.inspected_on,
    })
    files.set(record.number, { name: `${record.number}.pdf`, mimeType: "application/pdf", buffer: Buffer.from(signed) })
  }
  // One byte of the PDF changed, as an edit would leave it.
  const changed = Buffer.from(files.get(GOOD.number)!.buffer)
  changed[4000] ^= 1
  files.set("changed", { name: "changed.pdf", mimeType: "application/pdf", buffer: changed })
  fs.mkdirSync(SHOTS, { recursive: true })
})

// The file dropped on the page, as a person drags it from their desktop.
async function drop(page: Page, file: File) {
  await page.evaluate(
    ({ name, mimeType, base64 }) => {
      const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0))
      const transfer = new DataTransfer()
      transfer.items.add(new window.File([bytes], name, { type: mimeType }))
      const target = document.querySelector("main") ?? document.body
      target.dispatchEvent(new DragEvent("dragover", { dataTransfer: transfer, bubbles: true, cancelable: true }))
      target.dispatchEvent(new DragEvent("drop", { dataTransfer: transfer, bubbles: true, cancelable: true }))
    },
    { name: file.name, mimeType: file.mimeType, base64: file.buffer.toString("base64") },
  )
}

const choose = (page: Page, file: File) => page.locator("#report-file").setInputFiles(file)
const status = (page: Page) => page.locator("[data-verify-result] [data-verify-status]")

// Opened once online: the worker keeps the page, its scripts, the keys and the synced status list.
async function open(page: Page, edition: string) {
  await page.goto(edition)
  await page.locator("html[data-offline-ready]").waitFor({ state: "attached" })
  await page.locator("#report-file").waitFor()
}

async function lookAt(page: Page, name: string) {
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 900 })
    await page.screenshot({ path: `${SHOTS}/C-${name}-${width}.png`, fullPage: true })
    expect(await axeViolations(page), `${name} at ${width} px`).toEqual([])
  }
}

test("a report's PDF reads genuine, a changed byte not genuine, a replaced one superseded, online and offline, never sent", async ({
  page,
  context,
}) => {
  test.setTimeout(60_000)
  // Nothing leaves the page with the file: every request is a GET without a body.
  const sent: string[] = []
  page.on("request", (request) => {
    if (request.method() !== "GET" || request.postDataBuffer()) sent.push(`${request.method()} ${request.url()}`)
  })
  const issued = formatDate(GOOD.inspected_on, "en")
  const genuine = `This is report ${GOOD.number} issued on ${issued} by Inspection.`
  const superseded = `Superseded by ${AMENDMENT.number} on ${formatDate(AMENDED_ON, "en")}`

  await open(page, "/verify/")
  await choose(page, files.get(GOOD.number)!)
  await expect(status(page)).toHaveAttribute("data-verify-status", "genuine")
  await expect(status(page)).toContainText(genuine)
  const record = page.locator("[data-report-record]")
  await expect(record).toHaveAttribute("href", new RegExp(`^/verify/\\?n=${GOOD.number}&c=[A-Z0-9]{10}$`))
  await lookAt(page, "genuine-en")

  await drop(page, files.get("changed")!)
  await expect(status(page)).toHaveAttribute("data-verify-status", "not-genuine")
  await expect(status(page)).toContainText("This file is not exactly the one issued")
  await lookAt(page, "changed-en")

  await drop(page, files.get(OLD.number)!)
  await expect(status(page)).toHaveAttribute("data-verify-status", "superseded")
  await expect(status(page)).toContainText(superseded)
  await expect(page.locator("[data-report-file=same]")).toContainText(`The file is exactly report ${OLD.number}`)
  await lookAt(page, "superseded-en")

  // The record's link opens the online check, which says the same.
  await page.goto((await page.locator("[data-report-record]").getAttribute("href"))!)
  await expect(status(page)).toContainText(superseded)
  await expect(status(page).getByRole("link", { name: AMENDMENT.number })).toHaveAttribute("href", /n=NR-.*-3&c=/)

  await open(page, "/ar/verify/")
  await choose(page, files.get(GOOD.number)!)
  await expect(status(page)).toContainText(`هذا هو التقرير ${GOOD.number} الذي أصدرته Inspection في`)
  await lookAt(page, "genuine-ar")
  await drop(page, files.get(OLD.number)!)
  await expect(status(page)).toContainText(`استُبدل بالمستند ${AMENDMENT.number} في`)
  await lookAt(page, "superseded-ar")

  // Offline: the kept page checks the files by itself, from the kept keys and the list synced above.
  await context.setOffline(true)
  for (const edition of ["/verify/", "/ar/verify/"]) {
    await page.goto(edition)
    await page.locator("#report-file").waitFor()
    await choose(page, files.get(GOOD.number)!)
    await expect(status(page)).toHaveAttribute("data-verify-status", "genuine")
    await drop(page, files.get("changed")!)
    await expect(status(page)).toHaveAttribute("data-verify-status", "not-genuine")
    await choose(page, files.get(OLD.number)!)
    await expect(status(page)).toHaveAttribute("data-verify-status", "superseded")
  }
  await expect(status(page)).toContainText(AMENDMENT.number)
  await expect(page.locator("[data-verify-offline]")).toContainText("معروفة حتى")
  await page.setViewportSize({ width: 375, height: 900 })
  await page.screenshot({ path: `${SHOTS}/C-offline-superseded-ar-375.png`, fullPage: true })
  await context.setOffline(false)
  expect(sent).toEqual([])
})
