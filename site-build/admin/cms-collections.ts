import fs from "node:fs"
import path from "node:path"
import { CONTENT_KIND_SPECS, type ContentKindSpec } from "../../src/lib/content-kinds"
import { IMAGE_EXTENSIONS } from "../../content/image-files"
import { objectFields, type CmsField, type FieldOptions } from "./cms-fields"

// One CMS collection per kind of the registry (src/lib/content-kinds.ts): a one-file kind is a file collection,
// a folder kind a folder collection (one file per entry, named by its slug), a list kind a file collection whose
// one field is the list. Every file keeps both languages ({ "en": …, "ar": … }, Sveltia's i18n single_file).
const DATA = "data"

// The slugs of a list kind's entries (the industries), for selects.
function listSlugs(dataDir: string, kind: ContentKindSpec): string[] {
  const file = path.join(dataDir, kind.source.path)
  if (!fs.existsSync(file)) return []
  const english = (JSON.parse(fs.readFileSync(file, "utf8")) as { en?: { slug?: string }[] }).en ?? []
  return english.map((entry) => entry.slug).filter((slug): slug is string => typeof slug === "string")
}

function pictureNames(dataDir: string): string[] {
  const dir = path.join(dataDir, "images")
  if (!fs.existsSync(dir)) return []
  const names = fs
    .readdirSync(dir)
    .filter((name) => IMAGE_EXTENSIONS.includes(path.extname(name).slice(1).toLowerCase()))
    .map((name) => path.basename(name, path.extname(name)))
  return [...new Set(names)].sort()
}

function fieldOptions(kind: ContentKindSpec, dataDir: string): FieldOptions {
  // A reference to a folder kind is a relation to its collection; to a list kind, a select of its slugs.
  const references = new Map(
    (kind.rules?.references ?? []).map(({ field, kind: target }) => {
      const other = CONTENT_KIND_SPECS.find((candidate) => candidate.name === target)!
      const value =
        other.source.shape === "folder" ? { collection: other.name } : { options: listSlugs(dataDir, other) }
      return [field, value] as const
    }),
  )
  return {
    shared: new Set(kind.sharedFields),
    references,
    images: { paths: new Set(kind.rules?.images ?? []), names: pictureNames(dataDir) },
  }
}

export type CmsCollection = Record<string, unknown> & { name: string; label: string; fields?: CmsField[] }

export function cmsCollection(kind: ContentKindSpec, dataDir: string): CmsCollection {
  const fields = objectFields(kind.schema, "", fieldOptions(kind, dataDir))
  const common = { name: kind.name, label: kind.label, format: "json", i18n: true }
  const { source } = kind
  if (source.shape === "folder") {
    return {
      ...common,
      label_singular: kind.entry,
      folder: `${DATA}/${source.path}`,
      extension: "json",
      create: true,
      delete: true,
      // The file is named by the slug (or the kind's own id field) the editor gives (the build checks it is the
      // file's name).
      slug: `{{fields.${kind.idField ?? "slug"}}}`,
      identifier_field: "title",
      summary: "{{title}}",
      ...(fields.some((field) => field.name === "order") ? { sortable_fields: ["order", "title"] } : {}),
      fields,
    }
  }
  const file = { name: kind.name, label: kind.label, file: `${DATA}/${source.path}`, format: "json", i18n: true }
  if (source.shape === "list") {
    const list: CmsField = { name: kind.name, label: kind.label, widget: "list", collapsed: true, i18n: true, fields }
    return { ...common, files: [{ ...file, fields: [{ ...list, root: true }] }] }
  }
  return { ...common, files: [{ ...file, fields }] }
}

export const cmsCollections = (dataDir = path.resolve(DATA)) =>
  CONTENT_KIND_SPECS.map((kind) => cmsCollection(kind, dataDir))
