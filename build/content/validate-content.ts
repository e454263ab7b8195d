import fs from "node:fs"
import path from "node:path"
import { industrySchema, serviceSchema, siteSchema } from "../../src/lib/content-schema"
import { check, entryName, readJson } from "./check-entry"
import { IMAGE_EXTENSIONS } from "./image-files"
import { validateTrustContent } from "./validate-trust-content"

// Checks data/ before Gatsby sources it, so an editor's mistake stops the build with a message naming
// the file, the entry and the field — instead of a GraphQL error far from its cause.

function imageNames(dataDir: string): Set<string> {
  const dir = path.join(dataDir, "images")
  if (!fs.existsSync(dir)) return new Set()
  return new Set(
    fs
      .readdirSync(dir)
      .filter((name) => IMAGE_EXTENSIONS.includes(path.extname(name).slice(1).toLowerCase()))
      .map((name) => path.basename(name, path.extname(name))),
  )
}

function checkImage(file: string, entry: string, value: unknown, images: Set<string>): string[] {
  const image = (value as { image?: unknown } | undefined)?.image
  if (typeof image !== "string" || images.has(image)) return []
  return [
    `${file}: ${entry}, field "image": no file named "${image}" (${IMAGE_EXTENSIONS.map((extension) => `.${extension}`).join(", ")}) in data/images`,
  ]
}

export function validateContent(dataDir: string): string[] {
  const errors: string[] = []
  const images = imageNames(dataDir)

  const site = readJson(dataDir, "site.json")
  if ("error" in site) errors.push(site.error)
  else {
    errors.push(...check(site.file, "site", "site", siteSchema, site.value))
    errors.push(...checkImage(site.file, "site", (site.value as { hero?: unknown })?.hero, images))
  }

  const industries = readJson(dataDir, "industries.json")
  const industryIds = new Set<string>()
  if ("error" in industries) errors.push(industries.error)
  else if (!Array.isArray(industries.value)) errors.push(`${industries.file}: must be a JSON array of industries`)
  else {
    industries.value.forEach((industry, index) => {
      const entry = entryName("industry", industry, "slug", index)
      errors.push(...check(industries.file, entry, "industry", industrySchema, industry))
      const id = (industry as { slug?: unknown })?.slug
      if (typeof id !== "string") return
      if (industryIds.has(id)) errors.push(`${industries.file}: ${entry}, field "slug": duplicate slug "${id}"`)
      industryIds.add(id)
    })
  }

  const servicesDir = path.join(dataDir, "services")
  const serviceFiles = fs.existsSync(servicesDir)
    ? fs
        .readdirSync(servicesDir)
        .filter((name) => name.endsWith(".json"))
        .sort()
    : []
  if (serviceFiles.length === 0) errors.push("data/services: no service files (data/services/<slug>.json)")
  // Several services may share a form value (a new service maps onto the closest quote category); slugs and order may not.
  const seen = { slug: new Map<string, string>(), order: new Map<number, string>() }
  for (const name of serviceFiles) {
    const parsed = readJson(dataDir, `services/${name}`)
    if ("error" in parsed) {
      errors.push(parsed.error)
      continue
    }
    const entry = entryName("service", parsed.value, "slug")
    errors.push(...check(parsed.file, entry, "service", serviceSchema, parsed.value))
    errors.push(...checkImage(parsed.file, entry, parsed.value, images))
    const service = (parsed.value ?? {}) as {
      slug?: unknown
      formValue?: unknown
      order?: unknown
      industries?: unknown
    }
    if (typeof service.slug === "string" && service.slug !== path.basename(name, ".json")) {
      errors.push(
        `${parsed.file}: ${entry}, field "slug": must match the file name ("${path.basename(name, ".json")}")`,
      )
    }
    for (const key of ["slug", "order"] as const) {
      const value = service[key]
      if (typeof value !== "string" && typeof value !== "number") continue
      const map = seen[key] as Map<typeof value, string>
      const other = map.get(value)
      if (other)
        errors.push(`${parsed.file}: ${entry}, field "${key}": duplicate ${key} "${value}", also used in ${other}`)
      else map.set(value, parsed.file)
    }
    if (Array.isArray(service.industries) && industryIds.size > 0) {
      service.industries.forEach((id, index) => {
        if (typeof id === "string" && !industryIds.has(id)) {
          errors.push(
            `${parsed.file}: ${entry}, field "industries[${index}]": "${id}" is not a slug in data/industries.json`,
          )
        }
      })
    }
  }
  errors.push(...validateTrustContent(dataDir, new Set(serviceFiles.map((name) => path.basename(name, ".json")))))
  return errors
}
