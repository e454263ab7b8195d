import { z, type ZodTypeAny } from "zod"
import { DAY_SHAPE } from "../../src/lib/cairo-time"

// A zod schema of data/ as Sveltia CMS fields, so the editor refuses what the build would: the widget by the
// schema's type, required unless optional, a string's pattern and minimum, a list's minimum, the choices of an
// enum. Fields every language shares are edited once (i18n: duplicate), the others side by side.
export type CmsField = {
  name: string
  label: string
  widget: string
  required?: boolean
  i18n?: boolean | "duplicate"
  hint?: string
  pattern?: [string, string]
  options?: readonly string[]
  multiple?: boolean
  min?: number
  max?: number
  value_type?: "int" | "float"
  field?: CmsField
  fields?: CmsField[]
  collapsed?: boolean
  // relation
  collection?: string
  value_field?: string
  search_fields?: string[]
  display_fields?: string[]
}

export type FieldOptions = {
  // Paths of the fields every language shares ("standards[].code", "contact.phones").
  shared: ReadonlySet<string>
  // A field whose values are another kind's slugs: a relation to that kind's collection (a folder kind) or a
  // select from its slugs (a list kind).
  references: ReadonlyMap<string, { collection: string } | { options: readonly string[] }>
  // Fields naming a picture in data/images: a select of the pictures there.
  images: { paths: ReadonlySet<string>; names: readonly string[] }
}

// Longer prose gets a multi-line box (a mail's body keeps its paragraphs); the rest are one line.
const LONG_TEXT =
  /^(summary|overview|description|detail|intro|lead|text|outcome|statement|body|answer|note)$|(Text|Body)$/

// "imageAlt" → "Image alt": the label an editor sees, and a browser test finds a field by.
export const fieldLabel = (name: string) =>
  name
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/^./, (first) => first.toUpperCase())
    .replace(/ [A-Z](?=[a-z])/g, (word) => word.toLowerCase())

// `hint`: the schema's `.describe("…")`, on it or on what it wraps — the editor's hint under the field.
type Unwrapped = { schema: ZodTypeAny; optional: boolean; hint?: string }
function unwrap(schema: ZodTypeAny): Unwrapped {
  let optional = false
  let hint: string | undefined
  for (;;) {
    hint ??= schema.description
    if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable || schema instanceof z.ZodDefault)
      optional = true
    else if (!(schema instanceof z.ZodEffects)) return { schema, optional, ...(hint ? { hint } : {}) }
    schema = schema instanceof z.ZodEffects ? schema.innerType() : schema._def.innerType
  }
}

type Check = { kind: string; value?: number; regex?: RegExp; message?: string }
const checks = (schema: ZodTypeAny): Check[] => (schema._def as { checks?: Check[] }).checks ?? []

function stringRules(schema: z.ZodString): Pick<CmsField, "pattern"> {
  const regex = checks(schema).find((check) => check.kind === "regex")
  if (regex?.regex) return { pattern: [regex.regex.source, regex.message ?? "has the wrong form"] }
  // zod's date check (src/lib/day-schema.ts): the editor checks the shape, the build the calendar.
  const day = checks(schema).find((check) => check.kind === "date")
  if (day) return { pattern: [DAY_SHAPE.source, day.message ?? "must be a date like 2027-03-31"] }
  // Every text of data/ must say something: a field of spaces is as empty as no field.
  if (checks(schema).some((check) => check.kind === "min" && (check.value ?? 0) > 0))
    return { pattern: ["\\S", "must not be empty"] }
  return {}
}

// Whether anything below `path` is translated (then the container is edited per language).
const translatedBelow = (schema: ZodTypeAny, path: string, shared: ReadonlySet<string>): boolean => {
  if (shared.has(path)) return false
  const { schema: inner } = unwrap(schema)
  if (inner instanceof z.ZodObject)
    return Object.entries(inner.shape as Record<string, ZodTypeAny>).some(([key, value]) =>
      translatedBelow(value, path ? `${path}.${key}` : key, shared),
    )
  if (inner instanceof z.ZodArray) return translatedBelow(inner.element, `${path}[]`, shared)
  return inner instanceof z.ZodString
}

export function cmsField(name: string, schema: ZodTypeAny, path: string, options: FieldOptions): CmsField {
  const { schema: inner, optional, hint } = unwrap(schema)
  const base: CmsField = {
    name,
    label: fieldLabel(name),
    widget: "string",
    ...(optional ? { required: false } : {}),
    ...(hint ? { hint } : {}),
    i18n: translatedBelow(schema, path, options.shared) ? true : "duplicate",
  }
  // A choice from a list, one value or (for a list of them) several.
  const many = inner instanceof z.ZodArray
  const element = inner instanceof z.ZodArray ? unwrap(inner.element).schema : inner
  const minItems = inner instanceof z.ZodArray ? (inner._def as { minLength?: { value: number } }).minLength?.value : 0
  const choice = (field: Partial<CmsField>): CmsField => ({
    ...base,
    ...field,
    ...(many ? { multiple: true, ...(minItems ? { min: minItems } : {}) } : {}),
  })
  const reference = options.references.get(path)
  if (reference && "collection" in reference)
    return choice({
      widget: "relation",
      collection: reference.collection,
      value_field: "slug",
      search_fields: ["title", "slug"],
      display_fields: ["title"],
    })
  if (element instanceof z.ZodEnum) return choice({ widget: "select", options: element.options })
  if (reference) return choice({ widget: "select", options: reference.options })
  if (options.images.paths.has(path))
    return choice({ widget: "select", options: options.images.names, hint: "a picture in data/images" })
  if (inner instanceof z.ZodString)
    return { ...base, widget: LONG_TEXT.test(name) ? "text" : "string", ...stringRules(inner) }
  if (inner instanceof z.ZodNumber) {
    const min = checks(inner).find((check) => check.kind === "min")?.value
    const max = checks(inner).find((check) => check.kind === "max")?.value
    const int = checks(inner).some((check) => check.kind === "int")
    return {
      ...base,
      widget: "number",
      value_type: int ? "int" : "float",
      ...(min !== undefined ? { min } : {}),
      ...(max !== undefined ? { max } : {}),
    }
  }
  if (inner instanceof z.ZodBoolean) return { ...base, widget: "boolean" }
  if (inner instanceof z.ZodArray) {
    const itemPath = `${path}[]`
    // Sveltia counts an empty list as missing: a list the build requires (even one it accepts empty, as a service's
    // standards) asks for an item, so the editor is never laxer than the build; an optional one may stay empty.
    const rules = minItems ? { min: minItems } : {}
    if (element instanceof z.ZodObject)
      return { ...base, widget: "list", collapsed: true, ...rules, fields: objectFields(element, itemPath, options) }
    return { ...base, widget: "list", ...rules, field: cmsField(name, inner.element, itemPath, options) }
  }
  if (inner instanceof z.ZodObject)
    return { ...base, widget: "object", collapsed: true, fields: objectFields(inner, path, options) }
  throw new Error(`site-build/admin/cms-fields.ts: no CMS widget for the ${inner.constructor.name} of field "${path}"`)
}

export function objectFields(schema: ZodTypeAny, path: string, options: FieldOptions): CmsField[] {
  const { schema: inner } = unwrap(schema)
  if (!(inner instanceof z.ZodObject))
    throw new Error(`site-build/admin/cms-fields.ts: "${path || "entry"}" is not an object`)
  return Object.entries(inner.shape as Record<string, ZodTypeAny>).map(([key, value]) =>
    cmsField(key, value, path ? `${path}.${key}` : key, options),
  )
}
