import fs from "node:fs"
import path from "node:path"
import { CONTENT_KIND_SPECS, CONTENT_KINDS, type ContentKindSpec } from "../src/lib/content-kinds"
import { DEFAULT_LOCALE, TRANSLATED_LOCALES } from "../src/lib/locales"
import { EDITIONS_SHAPE, hasEditions, listEntries, withoutTranslations } from "../src/lib/translation"
import { check, entryName, readJson } from "./check-entry"
import { glossaryCheck, type CheckedEntry } from "./glossary-check"
import { standardTitlesCheck } from "./standard-titles-check"
import { bidiCheck } from "./bidi-check"
import { isolateLtrRuns } from "../src/lib/bidi-runs"
import { IMAGE_EXTENSIONS } from "./image-files"
import { nameItems } from "./named-items"

// Checks data/ before Gatsby sources it, so an editor's mistake stops the build with a message naming
// the file, the entry and the field — instead of a GraphQL error far from its cause. One loop over the kinds of
// src/lib/content-kinds.ts: each entry against its schema and translations, then the kind's own rules.

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

const valueAt = (value: unknown, fieldPath: string) =>
  fieldPath
    .split(".")
    .reduce<unknown>(
      (out, key) => (out && typeof out === "object" ? (out as Record<string, unknown>)[key] : undefined),
      value,
    )

// One entry as read: its file (data/…), its name in messages, its value, and the file name a folder entry's slug
// must match.
type Entry = { file: string; name: string; value: unknown; fileSlug?: string } | { error: string }
type Read = { entries: Entry[]; ids: Set<string>; errors: string[] }

// A kind's entries, or the errors that kept them from being read. `ids` are what other kinds may refer to: the
// file names of a folder kind, the slugs of a list.
function readKind(dataDir: string, kind: ContentKindSpec): Read {
  const { source } = kind
  if (source.shape === "folder") {
    const dir = path.join(dataDir, source.path)
    const names = fs.existsSync(dir) ? fs.readdirSync(dir).filter((name) => name.endsWith(".json")) : []
    const read: Read = { entries: [], ids: new Set(), errors: [] }
    if (names.length === 0)
      read.errors.push(`data/${source.path}: no ${kind.entry} files (data/${source.path}/<slug>.json)`)
    for (const name of names.sort()) {
      const fileSlug = path.basename(name, ".json")
      read.ids.add(fileSlug)
      const parsed = readJson(dataDir, `${source.path}/${name}`)
      // A file that does not parse keeps its place among the others' messages.
      if ("error" in parsed) read.entries.push({ error: parsed.error })
      else read.entries.push({ ...parsed, name: entryName(kind.entry, parsed.value, kind.idField ?? "slug"), fileSlug })
    }
    return read
  }
  const parsed = readJson(dataDir, source.path)
  if ("error" in parsed) return { entries: [], ids: new Set(), errors: [parsed.error] }
  if (source.shape === "file") {
    return { entries: [{ ...parsed, name: kind.entry }], ids: new Set(), errors: [] }
  }
  const lists = hasEditions(parsed.value) ? parsed.value : undefined
  if (!lists || !Array.isArray(lists[DEFAULT_LOCALE]))
    return {
      entries: [],
      ids: new Set(),
      errors: [
        `${parsed.file}: must hold a JSON array of ${kind.name} per language, ${EDITIONS_SHAPE.replace(/\{ … \}/g, "[ … ]")}`,
      ],
    }
  const english = lists[DEFAULT_LOCALE] as unknown[]
  // Entries are matched by position: a translation with more of them has some the English lacks.
  const errors = TRANSLATED_LOCALES.flatMap((locale) => {
    const translated = lists[locale]
    return Array.isArray(translated) && translated.length > english.length
      ? [
          `${parsed.file}: "${locale}" has ${translated.length} ${kind.name}; "${DEFAULT_LOCALE}" has ${english.length}, matched by position`,
        ]
      : []
  })
  const entries = listEntries(parsed.value).map((value, index) => ({
    file: parsed.file,
    name: entryName(kind.entry, value, "slug", index),
    value,
  }))
  const slugs = entries.map(({ value }) => (withoutTranslations(value) as { slug?: unknown })?.slug)
  return { entries, ids: new Set(slugs.filter((slug): slug is string => typeof slug === "string")), errors }
}

function checkKind(kind: ContentKindSpec, read: Read, idsOf: (kind: string) => Set<string>, images: Set<string>) {
  const errors = [...read.errors]
  const seen = new Map<string, Map<unknown, string>>()
  for (const entry of read.entries) {
    if ("error" in entry) {
      errors.push(entry.error)
      continue
    }
    const { file, name, value, fileSlug } = entry
    // The kind's rules look at the English: the shared fields they read are the same in every language.
    const english = withoutTranslations(value)
    const named = (message: string) => nameItems(message, english, kind.rules?.namedItems ?? [])
    errors.push(...check(file, name, kind.sharedFields, kind.schema, value).map(named))
    const fields = (english ?? {}) as Record<string, unknown>
    for (const field of kind.rules?.images ?? []) {
      const image = valueAt(english, field)
      // Named by its own key ("image"), as editors know it.
      if (typeof image === "string" && !images.has(image))
        errors.push(
          `${file}: ${name}, field "${field.split(".").pop()}": no file named "${image}" (${IMAGE_EXTENSIONS.map((extension) => `.${extension}`).join(", ")}) in data/images`,
        )
    }
    const idField = kind.idField ?? "slug"
    if (fileSlug !== undefined && typeof fields[idField] === "string" && fields[idField] !== fileSlug)
      errors.push(`${file}: ${name}, field "${idField}": must match the file name ("${fileSlug}")`)
    for (const key of kind.rules?.unique ?? []) {
      const field = fields[key]
      if (typeof field !== "string" && typeof field !== "number") continue
      const used = seen.get(key) ?? seen.set(key, new Map()).get(key)!
      const other = used.get(field)
      // Within one file (a list) the file needs no naming twice.
      if (other)
        errors.push(
          `${file}: ${name}, field "${key}": duplicate ${key} "${field}"${other === file ? "" : `, also used in ${other}`}`,
        )
      else used.set(field, file)
    }
    for (const reference of kind.rules?.references ?? []) {
      const ids = idsOf(reference.kind)
      const list = fields[reference.field]
      // Against a target that could not be read, every id would look unknown: its own errors say why.
      if (!Array.isArray(list) || ids.size === 0) continue
      const target = CONTENT_KINDS.find((candidate) => candidate.name === reference.kind)!
      list.forEach((id, index) => {
        if (typeof id === "string" && !ids.has(id))
          errors.push(
            `${file}: ${name}, field "${reference.field}[${index}]": "${id}" is not a ${reference.noun} in data/${target.source.path}`,
          )
      })
    }
  }
  return errors
}

// One kind's entries checked on their own: its schema, translations and rules (the loaders of a kind that refers to no
// other, as content/report-forms.ts, check what they read with it).
export function validateKind(dataDir: string, kind: ContentKindSpec): string[] {
  return checkKind(kind, readKind(dataDir, kind), () => new Set<string>(), imageNames(dataDir))
}

// A JSON file or a folder of data/ that no kind reads: Gatsby would source it with no schema (gatsby-config.ts
// refuses it), so it is named here first.
function kindless(dataDir: string): string[] {
  const sources = new Set<string>(CONTENT_KINDS.map((kind) => kind.source.path))
  return fs
    .readdirSync(dataDir, { withFileTypes: true })
    .filter((entry) => (entry.isDirectory() || entry.name.endsWith(".json")) && !entry.name.startsWith("."))
    .filter((entry) => entry.name !== "images" && !sources.has(entry.name))
    .map((entry) => `data/${entry.name}: is of no kind of content; add the kind to src/lib/content-kinds.ts`)
    .sort()
}

// `renderArabic`: how the pages render an Arabic text (the bidi check runs over it); a test may pass another.
export function validateContent(dataDir: string, renderArabic = isolateLtrRuns): string[] {
  const images = imageNames(dataDir)
  const reads = new Map(CONTENT_KINDS.map((kind) => [kind.name as string, readKind(dataDir, kind)]))
  const idsOf = (name: string) => reads.get(name)?.ids ?? new Set<string>()
  const readEntries = (name: string) =>
    reads.get(name)!.entries.filter((entry): entry is CheckedEntry => !("error" in entry))
  // Every kind's Arabic is held to the glossary, the glossary's own rows excepted: they name the variants.
  const glossed = CONTENT_KINDS.filter((kind) => kind.name !== "glossary").flatMap((kind) => readEntries(kind.name))
  // The texts' checks name a report form's sections and fields by id, as the kind's own messages do.
  const namers = CONTENT_KIND_SPECS.flatMap(({ name, rules }) =>
    (rules?.namedItems ? readEntries(name) : []).map((entry) => ({
      prefix: `${entry.file}: ${entry.name},`,
      name: (message: string) => nameItems(message, withoutTranslations(entry.value), rules?.namedItems ?? []),
    })),
  )
  const named = (message: string) => namers.find(({ prefix }) => message.startsWith(prefix))?.name(message) ?? message
  return [
    ...CONTENT_KINDS.flatMap((kind) => checkKind(kind, reads.get(kind.name)!, idsOf, images)),
    ...[
      ...glossaryCheck(glossed, readEntries("glossary")[0]),
      ...standardTitlesCheck(glossed),
      ...bidiCheck(glossed, renderArabic),
    ].map(named),
    ...kindless(dataDir),
  ]
}
