import fs from "node:fs"
import path from "node:path"
import { z } from "zod"
import { validateContent } from "../gatsby/validate-content"
import { industrySchema, serviceSchema, siteSchema, type SiteData } from "../src/lib/content-schema"

export type Content = {
  site: SiteData
  serviceTitle: (formValue: string) => string
  industryTitle: (slug: string) => string
}

const readJson = (file: string) => JSON.parse(fs.readFileSync(file, "utf8"))

// The server words its mails and error messages with the same data/ the pages are built from.
export function loadContent(dataDir = path.resolve("data")): Content {
  // The build's own check, so a broken data file is reported the same way: file, entry, field.
  const errors = validateContent(dataDir)
  if (errors.length > 0)
    throw new Error(`The content in data/ has ${errors.length} error(s):\n  - ${errors.join("\n  - ")}`)
  const site = siteSchema.parse(readJson(path.join(dataDir, "site.json")))
  const industries = z.array(industrySchema).parse(readJson(path.join(dataDir, "industries.json")))
  const servicesDir = path.join(dataDir, "services")
  const services = fs
    .readdirSync(servicesDir)
    .filter((name) => name.endsWith(".json"))
    .map((name) => serviceSchema.parse(readJson(path.join(servicesDir, name))))
    .sort((a, b) => a.order - b.order)
  const serviceTitles = new Map<string, string>()
  for (const service of services)
    if (!serviceTitles.has(service.formValue)) serviceTitles.set(service.formValue, service.title)
  const industryTitles = new Map<string, string>(industries.map((industry) => [industry.slug, industry.title]))
  industryTitles.set("other", site.form.industryOther)
  return {
    site,
    serviceTitle: (value) => serviceTitles.get(value) ?? value,
    industryTitle: (value) => industryTitles.get(value) ?? value,
  }
}
