import fs from "node:fs"
import path from "node:path"
import {
  industrySchema,
  serviceSchema,
  siteSchema,
  type IndustryData,
  type ServiceData,
  type SiteData,
} from "../../src/lib/content-schema"
import { verifySchema, type VerifyData } from "../../src/lib/trust-content-schema"
import { LOCALES, type Locale } from "../../src/lib/locales"
import { localizeEntry } from "../../src/lib/translation"

// data/ read outside Gatsby (the server, tests): each edition's site, industries and services, in the site's
// order. Call validateContent first for messages an editor can act on; this only parses.
export type EditionContent = {
  site: SiteData
  industries: IndustryData[]
  services: ServiceData[]
  verify: VerifyData
}

const readJson = (file: string) => JSON.parse(fs.readFileSync(file, "utf8"))

export function readContent(dataDir = path.resolve("data")): Record<Locale, EditionContent> {
  const servicesDir = path.join(dataDir, "services")
  const site = readJson(path.join(dataDir, "site.json"))
  const industries = readJson(path.join(dataDir, "industries.json")) as unknown[]
  const verify = readJson(path.join(dataDir, "verify.json"))
  const services = fs
    .readdirSync(servicesDir)
    .filter((name) => name.endsWith(".json"))
    .map((name) => readJson(path.join(servicesDir, name)))
  const edition = (locale: Locale): EditionContent => ({
    site: siteSchema.parse(localizeEntry(site, locale)),
    industries: industries.map((industry) => industrySchema.parse(localizeEntry(industry, locale))),
    services: services
      .map((service) => serviceSchema.parse(localizeEntry(service, locale)))
      .sort((a, b) => a.order - b.order),
    verify: verifySchema.parse(localizeEntry(verify, locale)),
  })
  return Object.fromEntries(LOCALES.map((locale) => [locale, edition(locale)])) as Record<Locale, EditionContent>
}
