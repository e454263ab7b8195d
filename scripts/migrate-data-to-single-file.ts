import fs from "node:fs"
import path from "node:path"
import { isObject, overlay } from "../src/lib/translation"

// One-off migration, for the browser editor at /admin/, of data/ to the structure Sveltia CMS reads and writes
// natively, its i18n "single_file": each file holds one complete entry per language, { "en": { … }, "ar": { … } },
// where it held the English with an "ar" block of the translated texts only, matched to the English by position.
// The Arabic entry is the English with the block laid over it, so the fields both languages share (ids, icons,
// codes, numbers) appear in both, as the CMS keeps them (i18n: duplicate). A list file (industries.json) becomes
// { "en": [ … ], "ar": [ … ] }. Run once: `npx tsx scripts/migrate-data-to-single-file.ts [data-dir]`; a file
// already migrated is left as it is.

const LOCALE = "ar"
function split(entry: unknown): { en: unknown; ar: unknown } {
  if (!isObject(entry)) throw new Error("not an object")
  const { [LOCALE]: block, ...english } = entry
  if (block === undefined) throw new Error(`no "${LOCALE}" block`)
  return { en: english, ar: overlay(english, block) }
}

const isMigrated = (value: unknown) => isObject(value) && Object.keys(value).join() === `en,${LOCALE}`

export function migrateFile(file: string): boolean {
  const value: unknown = JSON.parse(fs.readFileSync(file, "utf8"))
  if (isMigrated(value)) return false
  let migrated: { en: unknown; ar: unknown }
  if (Array.isArray(value)) {
    const entries = value.map(split)
    migrated = { en: entries.map((entry) => entry.en), ar: entries.map((entry) => entry.ar) }
  } else migrated = split(value)
  fs.writeFileSync(file, `${JSON.stringify(migrated, null, 2)}\n`)
  return true
}

function jsonFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return entry.name === "images" ? [] : jsonFiles(path.join(dir, entry.name))
    return entry.name.endsWith(".json") ? [path.join(dir, entry.name)] : []
  })
}

if (require.main === module) {
  const dataDir = path.resolve(process.argv[2] ?? "data")
  const files = jsonFiles(dataDir)
  const changed = files.filter((file) => migrateFile(file))
  console.log(`${changed.length} of ${files.length} data files migrated to { "en": …, "ar": … }`)
}
