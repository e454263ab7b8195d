/** @jest-environment node */
import { arabic, englishEdition } from "../../testing/content"
import { LOCALES } from "./locales"
import { offlineResultHtml } from "./offline-result"
import { verifyResultHtml } from "./verify-result"
import type { LabelCheck } from "./label-check"

// The answer the /verify/ page gives without the network, in the site's own words (data/verify.json).
const content = { en: englishEdition, ar: arabic }
const KEY = { id: "k1", algorithm: "Ed25519" as const, publicKey: "", from: "2026-01-01", retired: null }
const label = (kind: "ndt-report" | "lifting-equipment" | "heat-treatment", validUntil: string | null): LabelCheck => ({
  genuine: true,
  key: KEY,
  facts: {
    keyId: "k1",
    number: "ND-2026-00140",
    kind,
    item: "Girth weld W-114",
    serial: null,
    inspectedOn: "2026-03-10",
    validUntil,
  },
})
const answer = (locale: (typeof LOCALES)[number], check: LabelCheck, today = "2026-06-01") =>
  offlineResultHtml(content[locale].verify, content[locale].site.brand, locale, { check, today })
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ")

test("offline, an NDT report's label says genuine and issued on its day, never valid, expired or in force", () => {
  // Even a label that carries a date past today: a report has no validity to run out.
  const english = answer("en", label("ndt-report", "2026-04-01"))
  expect(english).toContain("Genuine Issued by Inspection on March 10, 2026.")
  expect(english).not.toMatch(/\bvalid\b|valid until|in force|expired|no expiry/i)
  const arabic = answer("ar", label("ndt-report", "2026-04-01"))
  expect(arabic).toContain("أصلي")
  expect(arabic).toContain("أصدرت Inspection هذا المستند في")
  expect(arabic).not.toMatch(/سارية?|ساري المفعول|منتهية الصلاحية|بدون تاريخ انتهاء/)
})

test("offline, a thorough examination past its date is still Expired", () => {
  expect(answer("en", label("lifting-equipment", "2026-04-01"))).toContain("Expired")
})

// The inspection body issues no heat-treatment records: the group's separate Technical Services does, and the
// check says so rather than "Issued by Inspection" (the engineer's reading, W5).
test("a heat-treatment record is issued by Technical Services, offline and online, in both languages", () => {
  const english = answer("en", label("heat-treatment", null))
  expect(english).toContain("Issued by Inspection Technical Services on March 10, 2026.")
  expect(answer("ar", label("heat-treatment", null))).toContain("أصدرت Inspection للخدمات الفنية هذا المستند في")
  const online = (locale: (typeof LOCALES)[number]) =>
    verifyResultHtml(content[locale].verify, content[locale].site.brand, locale, {
      found: true,
      status: "genuine",
      statusDate: "2026-03-10",
      number: "HT-2026-00031",
      kind: "heat-treatment",
      item: "Header weld HW-12",
      serial: null,
      rating: null,
      client: "Delta Refining",
      site: "Alexandria",
      inspectedOn: "2026-03-10",
      validUntil: null,
      inspector: "Hany Fathy",
      inspectorCertificate: "PCN 12345",
    } as Parameters<typeof verifyResultHtml>[3])
      .replace(/<[^>]+>/g, " ")
      .replace(/\s+/g, " ")
  expect(online("en")).toContain("Issued by Inspection Technical Services on March 10, 2026.")
  expect(online("ar")).toContain("أصدرت Inspection للخدمات الفنية هذا المستند في")
})
