import fs from "node:fs"
import path from "node:path"
import type { ZodIssue, ZodTypeAny } from "zod"
import { TRANSLATED_LOCALES } from "../src/lib/locales"
import {
  EDITIONS_SHAPE,
  hasEditions,
  localizeEntry,
  translationProblems,
  withoutTranslations,
} from "../src/lib/translation"

// One data/ file read and one entry checked, with messages naming the file, the entry and the field.

export type Parsed = { file: string; value: unknown } | { file: string; error: string }

export function readJson(dataDir: string, relative: string): Parsed {
  const file = path.posix.join("data", relative)
  let raw: string
  try {
    raw = fs.readFileSync(path.join(dataDir, relative), "utf8")
  } catch {
    return { file, error: `${file}: file is missing` }
  }
  try {
    return { file, value: JSON.parse(raw) }
  } catch (error) {
    return { file, error: `${file}: invalid JSON — ${(error as Error).message}` }
  }
}

function fieldPath(issuePath: (string | number)[]): string {
  return issuePath.reduce<string>(
    (out, part) => (typeof part === "number" ? `${out}[${part}]` : out ? `${out}.${part}` : part),
    "",
  )
}

const issueMessages = (file: string, entry: string, issues: ZodIssue[], prefix = "") =>
  issues.map((issue) => {
    const field = [prefix, fieldPath(issue.path)].filter(Boolean).join(".")
    return `${file}: ${entry}${field ? `, field "${field}"` : ""}: ${describe(issue)}`
  })

function describe(issue: ZodIssue): string {
  if (issue.code === "unrecognized_keys") return `unknown field(s) ${issue.keys.map((k) => `"${k}"`).join(", ")}`
  if (issue.code === "invalid_type" && issue.received === "undefined") return "is required but missing"
  return issue.message
}

// The English against its schema, then each translation against the English.
export function check(
  file: string,
  entry: string,
  sharedFields: readonly string[],
  schema: ZodTypeAny,
  value: unknown,
): string[] {
  if (!hasEditions(value)) return [`${file}: ${entry}: must hold one entry per language, ${EDITIONS_SHAPE}`]
  const result = schema.safeParse(withoutTranslations(value))
  // Translations are compared with a valid English only: against a broken one the comparison would mislead.
  if (!result.success) return issueMessages(file, entry, result.error.issues)
  const errors: string[] = []
  for (const locale of TRANSLATED_LOCALES) {
    const problems = translationProblems(sharedFields, value, locale)
    for (const [field, problem] of problems) errors.push(`${file}: ${entry}, field "${field}": ${problem}`)
    // A complete translation follows the schema's rules too, as its edition is read (a mail's body keeps {link}).
    const edition = problems.length ? undefined : schema.safeParse(localizeEntry(value, locale))
    if (edition && !edition.success) errors.push(...issueMessages(file, entry, edition.error.issues, locale))
  }
  return errors
}

// Named by the English entry's id (`service "ndt"`), or by its place in a list.
export function entryName(kind: string, value: unknown, key: string, index?: number): string {
  const english = hasEditions(value) ? withoutTranslations(value) : undefined
  const id = english && typeof english === "object" ? (english as Record<string, unknown>)[key] : undefined
  if (typeof id === "string" && id) return `${kind} "${id}"`
  return index === undefined ? kind : `${kind} #${index + 1}`
}
