import fs from "node:fs"
import path from "node:path"
import { CONTENT_KINDS, type ContentKind, type ContentKindSpec, type KindContent } from "../src/lib/content-kinds"
import { LOCALES, type Locale } from "../src/lib/locales"
import { listEntries, localizeEntry } from "../src/lib/translation"
import { readJson } from "./check-entry"

// data/ read outside Gatsby (the server, tests): each edition's content of every kind of src/lib/content-kinds.ts,
// by kind name, entries in the site's order. Call validateContent first for messages an editor can act on; this
// only parses.
export type EditionContent = { [K in ContentKind as K["name"]]: KindContent<K> }

// A data/ file's JSON; a file that is missing or broken stops the reader with the content check's message.
function readDataFile(dataDir: string, relative: string): unknown {
  const parsed = readJson(dataDir, relative)
  if ("error" in parsed) throw new Error(parsed.error)
  return parsed.value
}

// The entries of a kind as written (both languages): one for a one-file kind.
function readKindSource(dataDir: string, { source }: ContentKindSpec): unknown {
  if (source.shape === "file") return readDataFile(dataDir, source.path)
  if (source.shape === "list") return listEntries(readDataFile(dataDir, source.path))
  return fs
    .readdirSync(path.join(dataDir, source.path))
    .filter((name) => name.endsWith(".json"))
    .map((name) => readDataFile(dataDir, `${source.path}/${name}`))
}

type Ordered = { order?: unknown }
const byOrder = (a: Ordered, b: Ordered) =>
  typeof a.order === "number" && typeof b.order === "number" ? a.order - b.order : 0

export function readContent(dataDir = path.resolve("data")): Record<Locale, EditionContent> {
  const sources = CONTENT_KINDS.map((kind) => [kind, readKindSource(dataDir, kind)] as const)
  const edition = (locale: Locale) =>
    Object.fromEntries(
      sources.map(([kind, value]) => {
        const parse = (entry: unknown) => kind.schema.parse(localizeEntry(entry, locale)) as Ordered
        return [kind.name, kind.source.shape === "file" ? parse(value) : (value as unknown[]).map(parse).sort(byOrder)]
      }),
    ) as EditionContent
  return Object.fromEntries(LOCALES.map((locale) => [locale, edition(locale)])) as Record<Locale, EditionContent>
}
