import fs from "node:fs"
import path from "node:path"
import { projectSchema, TRUST_PAGES } from "../../src/lib/trust-content-schema"
import { check, entryName, readJson } from "./check-entry"

// data/quality.json, privacy.json, complaints.json, verify.json, prequalification.json and data/projects/<slug>.json, checked like the services.
export function validateTrustContent(dataDir: string, serviceSlugs: Set<string>): string[] {
  const errors: string[] = []
  for (const { name, schema } of TRUST_PAGES) {
    const parsed = readJson(dataDir, `${name}.json`)
    if ("error" in parsed) errors.push(parsed.error)
    else errors.push(...check(parsed.file, name, name, schema, parsed.value))
  }

  const dir = path.join(dataDir, "projects")
  const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((name) => name.endsWith(".json")) : []
  if (files.length === 0) errors.push("data/projects: no project files (data/projects/<slug>.json)")
  for (const name of files.sort()) {
    const parsed = readJson(dataDir, `projects/${name}`)
    if ("error" in parsed) {
      errors.push(parsed.error)
      continue
    }
    const entry = entryName("project", parsed.value, "slug")
    errors.push(...check(parsed.file, entry, "project", projectSchema, parsed.value))
    const project = (parsed.value ?? {}) as { slug?: unknown; services?: unknown }
    const expected = path.basename(name, ".json")
    if (typeof project.slug === "string" && project.slug !== expected)
      errors.push(`${parsed.file}: ${entry}, field "slug": must match the file name ("${expected}")`)
    if (!Array.isArray(project.services) || serviceSlugs.size === 0) continue
    project.services.forEach((slug, index) => {
      if (typeof slug === "string" && !serviceSlugs.has(slug))
        errors.push(`${parsed.file}: ${entry}, field "services[${index}]": "${slug}" is not a service in data/services`)
    })
  }
  return errors
}
