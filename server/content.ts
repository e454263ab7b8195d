import path from "node:path"
import { readContent, type EditionContent } from "../content/read-content"
import { validateContent } from "../content/validate-content"
import type { ClientTexts } from "../src/lib/client-schema"
import type { SiteData } from "../src/lib/content-schema"
import type { CairoDate } from "../src/lib/due-time"
import type { ComplaintsData, VerifyData } from "../src/lib/trust-content-schema"
import { VENDOR_REGISTRATION } from "../src/lib/routes"
import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from "../src/lib/locales"

// The texts of one edition of the site, as the server words its mails and error pages.
export type Edition = {
  locale: Locale
  site: SiteData
  // The public check's texts (data/verify.json), as the server fills in /verify/.
  verify: VerifyData
  serviceTitle: (formValue: string) => string
  industryTitle: (slug: string) => string
  // The version of the privacy notice the forms link to, stored with each consent.
  noticeVersion: string
  // The complaint form's words, mails and result pages (data/complaints.json).
  complaints: ComplaintsData
  // The days the 24-hour reply promise skips besides Saturdays (data/holidays.json; alike in both editions).
  holidayDates: ReadonlySet<CairoDate>
  // The client accounts' mails (data/client.json).
  clientMail: ClientTexts["mail"]
  reminders: ClientTexts["reminders"]
  calendar: ClientTexts["calendar"]
  // The register's status names, as its CSV gives them beside the codes.
  statuses: ClientTexts["statuses"]
}
export type Content = Record<Locale, Edition>

// The edition a request or a stored quote asked for; anything unknown gets the default one.
export const editionOf = (content: Content, locale: unknown): Edition =>
  content[isLocale(locale) ? locale : DEFAULT_LOCALE]

function edition(
  locale: Locale,
  { site, industries, services, verify, privacy, complaints, holidays, client }: EditionContent,
): Edition {
  const serviceTitles = new Map<string, string>()
  for (const service of services)
    if (!serviceTitles.has(service.formValue)) serviceTitles.set(service.formValue, service.title)
  const industryTitles = new Map<string, string>(industries.map((industry) => [industry.slug, industry.title]))
  industryTitles.set("other", site.form.industryOther)
  serviceTitles.set(VENDOR_REGISTRATION, site.form.serviceVendorRegistration)
  return {
    locale,
    site,
    verify,
    serviceTitle: (value) => serviceTitles.get(value) ?? value,
    industryTitle: (value) => industryTitles.get(value) ?? value,
    noticeVersion: privacy.version,
    complaints,
    holidayDates: new Set(holidays.days.map((day) => day.date)),
    clientMail: client.mail,
    reminders: client.reminders,
    calendar: client.calendar,
    statuses: client.statuses,
  }
}

// The server words its mails and error messages with the same data/ the pages are built from.
export function loadContent(dataDir = path.resolve("data")): Content {
  // The build's own check, so a broken data file is reported the same way: file, entry, field.
  const errors = validateContent(dataDir)
  if (errors.length > 0)
    throw new Error(`The content in data/ has ${errors.length} error(s):\n  - ${errors.join("\n  - ")}`)
  const editions = readContent(dataDir)
  return Object.fromEntries(LOCALES.map((locale) => [locale, edition(locale, editions[locale])])) as Content
}
