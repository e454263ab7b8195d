/** @jest-environment node */
import crypto from "node:crypto"
import { arabic, englishEdition } from "../../testing/content"
import type { LabelCheck, LabelKeyFile } from "./label-check"
import { LOCALES } from "./locales"
import { offlineResultHtml } from "./offline-result"
import { reportFileHtml, type ReportFileOutcome } from "./report-file-result"
import { checkReportFile, reportSignedText, withReportSignature } from "./signed-report"
import { listedEntry, statusDigest, type StatusEntry, type StatusList } from "./status-list"

// What /verify/ says of a report's PDF checked on the device, and of a label whose record an amendment replaced,
// in the site's own words (data/verify.json), in both languages.
const content = { en: englishEdition, ar: arabic }
type Locale = (typeof LOCALES)[number]
const { privateKey, publicKey } = crypto.generateKeyPairSync("ed25519")
const KEY = {
  id: "k1",
  algorithm: "Ed25519" as const,
  publicKey: publicKey.export({ format: "jwk" }).x!,
  from: "2026-01-01",
  retired: null,
}
const keys: LabelKeyFile = { keys: [KEY] }
const pdf = new TextEncoder().encode("%PDF-1.7\n1 0 obj\n<< >>\nendobj\ntrailer\n<< >>\n%%EOF\n")
const facts = { key: "k1", number: "ND-2026-00140", code: "ABCDEFGHJK", issuedOn: "2026-03-10" }

async function signed() {
  const text = await reportSignedText(pdf, facts)
  return withReportSignature(pdf, text, crypto.sign(null, Buffer.from(text), privateKey))
}
const words = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ")
const answer = (locale: Locale, outcome: ReportFileOutcome) =>
  reportFileHtml(content[locale].verify, content[locale].site.brand, locale, outcome)

test("a signed report reads Genuine: its number, day and issuer, with a link to its record, in both languages", async () => {
  const check = await checkReportFile(await signed(), keys)
  const html = answer("en", { check, confirmedAt: "2026-06-01T08:00:00Z" })
  expect(words(html)).toContain("Genuine This is report ND-2026-00140 issued on March 10, 2026 by Inspection.")
  expect(words(html)).toContain("known as of June 1, 2026")
  expect(html).toContain(`href="/verify/?n=ND-2026-00140&amp;c=ABCDEFGHJK"`)
  expect(words(html)).toContain("Open the record of report ND-2026-00140")
  const inArabic = answer("ar", { check })
  expect(words(inArabic)).toContain("أصلي")
  expect(words(inArabic)).toContain("هذا هو التقرير ND-2026-00140 الذي أصدرته Inspection في")
  expect(inArabic).toContain(`href="/ar/verify/?n=ND-2026-00140&amp;c=ABCDEFGHJK"`)
  // No list synced: the status since could not be confirmed.
  expect(words(inArabic)).toContain("تعذّر التأكد")
})

test("one changed byte, no signature and an unknown key each say what they are, and never Genuine", async () => {
  const changed = await signed()
  changed[12] ^= 1
  const outcomes: [Uint8Array, LabelKeyFile, string, string][] = [
    [changed, keys, "Not genuine", "غير أصلي"],
    [pdf, keys, "Not a signed report", "ليس تقريرًا موقّعًا"],
    [await signed(), { keys: [] }, "Signed with an unknown key", "موقّع بمفتاح غير معروف"],
  ]
  for (const [file, keyFile, english, arabicWords] of outcomes) {
    const check = await checkReportFile(file, keyFile)
    expect(words(answer("en", { check }))).toContain(english)
    expect(words(answer("en", { check }))).not.toMatch(/Genuine|ND-2026-00140/)
    expect(words(answer("ar", { check }))).toContain(arabicWords)
  }
  expect(words(answer("en", { check: await checkReportFile(changed, keys) }))).toContain(
    "This file is not exactly the one issued",
  )
  expect(words(answer("en", { problem: "needsKeys" }))).toContain("This check needs the network once.")
})

test("a report superseded before the last sync reads 'Superseded by N on <date>', and that the file is the one issued", async () => {
  const entry: StatusEntry = [await statusDigest(facts.number, facts.code), "superseded", "2026-03-20", "ND-2026-00141"]
  const list: StatusList = { at: "2026-06-01T08:00:00Z", key: "k1", entries: [entry] }
  const listed = await listedEntry(list, facts.number, facts.code)
  const check = await checkReportFile(await signed(), keys)
  const english = words(answer("en", { check, listed, confirmedAt: list.at }))
  expect(english).toContain("Superseded Superseded by ND-2026-00141 on March 20, 2026")
  expect(english).toContain("The file is exactly report ND-2026-00140 as Inspection issued it on March 10, 2026.")
  expect(english).not.toContain("Genuine")
  expect(words(answer("ar", { check, listed }))).toContain("استُبدل بالمستند ND-2026-00141 في")
})

test("offline, a label whose record was superseded says so; a withdrawn entry of three still reads Withdrawn", async () => {
  const label: LabelCheck = {
    genuine: true,
    key: KEY,
    facts: {
      keyId: "k1",
      number: "LE-2026-00421",
      kind: "lifting-equipment",
      item: "Overhead crane",
      serial: null,
      inspectedOn: "2026-03-10",
      validUntil: "2027-03-09",
    },
  }
  const offline = (locale: Locale, listed: StatusEntry) =>
    words(
      offlineResultHtml(content[locale].verify, content[locale].site.brand, locale, {
        check: label,
        listed,
        today: "2026-06-01",
      }),
    )
  const superseded: StatusEntry = ["digest", "superseded", "2026-03-20", "LE-2026-00422"]
  expect(offline("en", superseded)).toContain("Superseded by LE-2026-00422 on March 20, 2026")
  expect(offline("en", superseded)).not.toContain("Genuine")
  expect(offline("ar", superseded)).toContain("استُبدل بالمستند LE-2026-00422 في")
  expect(offline("en", ["digest", "withdrawn", "2026-03-15"])).toContain("Withdrawn")
})
