import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { expect, test, type BrowserContext, type Page } from "@playwright/test"
import { verifyLink } from "../server/certificates/label"
import { loadLabelSigner, signLabel } from "../server/certificates/label-signing"
import { certificatesCommand, dayFromToday, importWithCli, newCertificate } from "../testing/certificates"
import { killServerProcesses, startServerProcess, type ServerProcess } from "../testing/server-process"
import type { CertificateInput } from "../server/certificates/record-schema"

// The check on a platform with no signal: the page visited once online, then the server gone and the browser
// offline; the label's own link still answers, from its signature, the kept keys and the last synced status list.
const GOOD = newCertificate({
  number: "LE-2026-00777",
  item: "Bow shackle, 8.5 t, alloy steel",
  serial: "SH-85-00917",
  inspected_on: dayFromToday(-10),
  valid_until: dayFromToday(170),
})
const LATER_WITHDRAWN = newCertificate({
  number: "LE-2026-00778",
  inspected_on: dayFromToday(-10),
  valid_until: dayFromToday(170),
})

let server: ServerProcess
let env: Record<string, string>
let links: Map<string, string>

test.afterAll(async () => {
  // The server keeps its database in the folder: remove it once the server has exited.
  await killServerProcesses()
  if (env) fs.rmSync(env.DATA_DIR, { recursive: true, force: true })
})

// The link a label of this record carries, signed by the server's own key (kept in its DATA_DIR).
function labelLink(record: CertificateInput, code: string) {
  const signer = loadLabelSigner(undefined, env.DATA_DIR, new Date())
  const signed = signLabel(signer, {
    number: record.number,
    kind: record.kind,
    item: record.item,
    serial: record.serial,
    inspectedOn: record.inspected_on,
    validUntil: record.valid_until,
  })
  return verifyLink(server.base, record.number, code, signed)
}

// Every file the page loaded (its scripts, styles, data) is in the worker's cache, and the empty page itself.
const pageKept = async (page: Page, scope: string) => {
  await page.locator("html[data-offline-ready]").waitFor({ state: "attached" })
  return page.evaluate(async (scope) => {
    const urls = performance
      .getEntriesByType("resource")
      .map((entry) => new URL(entry.name))
      .filter((url) => url.origin === location.origin && !url.pathname.startsWith("/api/"))
    const kept = await Promise.all(urls.map((url) => caches.match(url.origin + url.pathname)))
    return urls.length > 0 && kept.every(Boolean) && (await caches.match(scope)) !== undefined
  }, scope)
}

// How many entries the kept status list holds.
const listedInCache = (page: Page) =>
  page.evaluate(async () => {
    const kept = await caches.match("/verify/status.json")
    if (!kept) return -1
    const { list } = (await kept.json()) as { list: string }
    const text = atob(list.slice(3).replace(/-/g, "+").replace(/_/g, "/"))
    return (JSON.parse(text) as { entries: unknown[] }).entries.length
  })

// A browser whose WebCrypto has no Ed25519: the page falls back on @noble/ed25519.
function withoutWebCryptoEd25519() {
  const importKey = crypto.subtle.importKey.bind(crypto.subtle)
  crypto.subtle.importKey = ((...args: Parameters<SubtleCrypto["importKey"]>) => {
    const algorithm = args[2]
    const name = typeof algorithm === "string" ? algorithm : algorithm.name
    return name === "Ed25519" ? Promise.reject(new DOMException("Ed25519", "NotSupportedError")) : importKey(...args)
  }) as SubtleCrypto["importKey"]
}

const answer = async (context: BrowserContext, link: string, { oldBrowser = false } = {}) => {
  const page = await context.newPage()
  if (oldBrowser) await page.addInitScript(withoutWebCryptoEd25519)
  await page.goto(link)
  return page.locator("[data-verify-result]")
}

test("offline, a label answers Genuine with its facts, a changed one Not genuine, one withdrawn before the sync Withdrawn", async ({
  page,
  context,
}) => {
  // One server, two CLI runs and some twenty page loads, on a machine shared with the rest of the suite.
  test.setTimeout(90_000)
  env = { DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), "verify-offline-e2e-")) }
  server = await startServerProcess(env)
  const codes = await importWithCli([GOOD, LATER_WITHDRAWN], env)
  links = new Map(
    [GOOD, LATER_WITHDRAWN].map((record) => [record.number, labelLink(record, codes.get(record.number)!)]),
  )

  // Online: the page visited once, empty; its worker keeps it, its files, the keys and the (empty) status list.
  await page.goto(`${server.base}/verify/`)
  await expect.poll(() => pageKept(page, "/verify/")).toBe(true)
  expect(await listedInCache(page)).toBe(0)
  // The Arabic edition has a worker of its own, scoped to /ar/verify/.
  await page.goto(`${server.base}/ar/verify/`)
  await expect.poll(() => pageKept(page, "/ar/verify/")).toBe(true)

  // Withdrawn after printing; the phone then opens the page once more online, which syncs the list.
  const withdrawn = await certificatesCommand(
    ["withdraw", LATER_WITHDRAWN.number, "--reason", "Failed proof load"],
    env,
  )
  expect(withdrawn.code, withdrawn.stderr).toBe(0)
  await page.goto(`${server.base}/verify/`)
  await expect.poll(() => listedInCache(page)).toBe(1)
  // And once in a browser without WebCrypto's Ed25519, which loads the fallback for the worker to keep.
  const old = await answer(context, `${server.base}/verify/`, { oldBrowser: true })
  await expect.poll(() => pageKept(old.page(), "/verify/")).toBe(true)

  // No network: the server is gone and the browser offline.
  await server.stop()
  await context.setOffline(true)

  const good = await answer(context, links.get(GOOD.number)!)
  await expect(good.locator("[data-verify-status]")).toContainText("Genuine")
  const [issued, until] = [GOOD.inspected_on, GOOD.valid_until!].map((day) =>
    new Intl.DateTimeFormat("en-u-nu-latn", { dateStyle: "long", timeZone: "UTC" }).format(
      new Date(`${day}T00:00:00Z`),
    ),
  )
  await expect(good).toContainText(`Issued by Inspection on ${issued}, valid until ${until}.`)
  for (const fact of [GOOD.number, "Lifting equipment thorough examination", GOOD.item, GOOD.serial!])
    await expect(good).toContainText(fact)
  await expect(good.locator("[data-verify-offline]")).toContainText("Withdrawals and suspensions are known as of")

  // One character of the signed facts changed: the serial's last digit.
  const [before, facts, signature] = splitLabel(links.get(GOOD.number)!)
  const changed = Buffer.from(Buffer.from(facts, "base64url").toString("utf8").replace("00917", "00918")).toString(
    "base64url",
  )
  const tampered = await answer(context, `${before}#L1.${changed}.${signature}`)
  await expect(tampered.locator("[data-verify-status]")).toContainText("Not genuine")
  await expect(tampered).not.toContainText(GOOD.item)

  const fallback = await answer(context, links.get(GOOD.number)!, { oldBrowser: true })
  await expect(fallback.locator("[data-verify-status]")).toContainText("Genuine")
  const forged = await answer(context, `${before}#L1.${changed}.${signature}`, { oldBrowser: true })
  await expect(forged.locator("[data-verify-status]")).toContainText("Not genuine")

  const arabic = await answer(context, links.get(GOOD.number)!.replace("/verify/", "/ar/verify/"))
  await expect(arabic.locator("[data-verify-status]")).toContainText("أصلي")
  await expect(arabic).toContainText("أصدرته Inspection في")
  await arabic.page().setViewportSize({ width: 375, height: 900 })
  await arabic.page().screenshot({ path: "var/screenshots/verify/offline-ar-genuine-375.png", fullPage: true })

  // Typed on the kept page from a printout: the signed code (in its printed lines) with the number and code.
  const typed = await typedAnswer(context, "/verify/", GOOD.number, codes.get(GOOD.number)!, signedCode(GOOD))
  await expect(typed.locator("[data-verify-status]")).toContainText("Genuine")
  await expect(typed).toContainText(GOOD.serial!)
  const mistyped = signedCode(GOOD).replace(/\.(.)/, (_, char: string) => `.${char === "A" ? "B" : "A"}`)
  const wrong = await typedAnswer(context, "/verify/", GOOD.number, codes.get(GOOD.number)!, mistyped)
  await expect(wrong.locator("[data-verify-status]")).toContainText("Not genuine")
  const withdrawnTyped = await typedAnswer(
    context,
    "/verify/",
    LATER_WITHDRAWN.number,
    codes.get(LATER_WITHDRAWN.number)!,
    signedCode(LATER_WITHDRAWN),
  )
  await expect(withdrawnTyped.locator("[data-verify-status]")).toContainText("Withdrawn")
  // Only the number and code: the page says the network is needed and what works without it.
  const plain = await typedAnswer(context, "/verify/", GOOD.number, codes.get(GOOD.number)!)
  await expect(plain.locator("[data-verify-status]")).toContainText("This check needs the network.")
  await expect(plain).toContainText("enter the signed code printed under it")
  const plainArabic = await typedAnswer(context, "/ar/verify/", GOOD.number, codes.get(GOOD.number)!)
  await expect(plainArabic.locator("[data-verify-status]")).toContainText("هذا التحقق يحتاج إلى اتصال بالشبكة.")
  await plainArabic.page().setViewportSize({ width: 375, height: 900 })
  await plainArabic
    .page()
    .screenshot({ path: "var/screenshots/verify/offline-ar-needs-network-375.png", fullPage: true })

  const gone = await answer(context, links.get(LATER_WITHDRAWN.number)!)
  await expect(gone.locator("[data-verify-status]")).toContainText("Withdrawn")
  await gone.page().screenshot({ path: "var/screenshots/verify/offline-withdrawn-1280.png", fullPage: true })
  await good.page().setViewportSize({ width: 375, height: 900 })
  await good.page().screenshot({ path: "var/screenshots/verify/offline-genuine-375.png", fullPage: true })
})

// The signed code as the label prints it: the link's part after "#", in lines of 40 characters.
const signedCode = (record: CertificateInput) =>
  links
    .get(record.number)!
    .split("#")[1]
    .replace(/(.{40})/g, "$1\n")

// The kept (offline) page of an edition, its form filled in as a checker would type it, and sent.
async function typedAnswer(context: BrowserContext, page: string, number: string, code: string, signed?: string) {
  const tab = await context.newPage()
  await tab.goto(`${server.base}${page}`)
  // Sent before React attached its handler, the form would go to the (absent) server as a plain GET.
  await tab.waitForFunction(() =>
    Object.keys(document.querySelector("form[method=get]") ?? {}).some((key) => key.startsWith("__reactProps$")),
  )
  const form = tab.locator("form[method=get]")
  await form.locator("input[name=n]").fill(number.toLowerCase())
  await form.locator("input[name=c]").fill(code)
  if (signed) await form.locator("textarea[name=s]").fill(signed)
  await form.locator("button[type=submit]").click()
  return tab.locator("[data-verify-result]")
}

// A label link → the part before "#", the encoded facts and the signature.
function splitLabel(link: string): [string, string, string] {
  const [before, code] = link.split("#")
  const [, facts, signature] = code.split(".")
  return [before, facts, signature]
}
