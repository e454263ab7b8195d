import fs from "node:fs"
import path from "node:path"
import { validateContent } from "../gatsby/validate-content"
import { industrySchema, serviceSchema, siteSchema, type SiteData } from "../src/lib/content-schema"
import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from "../src/lib/locales"
import { localizeEntry } from "../src/lib/translation"

// The texts of one edition of the site, as the server words its mails and error pages.
export type Edition = {
  locale: Locale
  site: SiteData
  serviceTitle: (formValue: string) => string
  industryTitle: (slug: string) => string
}
export type Content = Record<Locale, Edition>

// The edition a request or a stored quote asked for; anything unknown gets the default one.
export const editionOf = (content: Content, locale: unknown): Edition =>
  content[isLocale(locale) ? locale : DEFAULT_LOCALE]

const readJson = (file: string) => JSON.parse(fs.readFileSync(file, "utf8"))

function edition(locale: Locale, raw: { site: unknown; industries: unknown[]; services: unknown[] }): Edition {
  const site = siteSchema.parse(localizeEntry(raw.site, locale))
  const industries = raw.industries.map((industry) => industrySchema.parse(localizeEntry(industry, locale)))
  const services = raw.services
    .map((service) => serviceSchema.parse(localizeEntry(service, locale)))
    .sort((a, b) => a.order - b.order)
  const serviceTitles = new Map<string, string>()
  for (const service of services)
    if (!serviceTitles.has(service.formValue)) serviceTitles.set(service.formValue, service.title)
  const industryTitles = new Map<string, string>(industries.map((industry) => [industry.slug, industry.title]))
  industryTitles.set("other", site.form.industryOther)
  return {
    locale,
    site,
    serviceTitle: (value) => serviceTitles.get(value) ?? value,
    industryTitle: (value) => industryTitles.get(value) ?? value,
  }
}

// The server words its mails and error messages with the same data/ the pages are built from.
export function loadContent(dataDir = path.resolve("data")): Content {
  // The build's own check, so a broken data file is reported the same way: file, entry, field.
  const errors = validateContent(dataDir)
  if (errors.length > 0)
    throw new Error(`The content in data/ has ${errors.length} error(s):\n  - ${errors.join("\n  - ")}`)
  const servicesDir = path.join(dataDir, "services")
  const raw = {
    site: readJson(path.join(dataDir, "site.json")),
    industries: readJson(path.join(dataDir, "industries.json")) as unknown[],
    services: fs
      .readdirSync(servicesDir)
      .filter((name) => name.endsWith(".json"))
      .map((name) => readJson(path.join(servicesDir, name))),
  }
  return Object.fromEntries(LOCALES.map((locale) => [locale, edition(locale, raw)])) as Content
}
