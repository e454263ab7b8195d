import {
  ZodArray,
  ZodBoolean,
  ZodEffects,
  ZodEnum,
  ZodNullable,
  ZodNumber,
  ZodObject,
  ZodOptional,
  ZodString,
  type ZodTypeAny,
} from "zod"

// Where Gatsby writes the TypeScript types of the site's queries (gatsby-config's graphqlTypegen), on every
// build and, under `gatsby develop`, after every rebuild. Generated, so not in git.
export const QUERY_TYPES_FILE = "src/gatsby-types.d.ts"

// Writes the explicit GraphQL types of data/ from the same zod schemas that validate it, so the schema
// Gatsby builds never depends on inference and can never drift from what the build accepts.

function unwrap(schema: ZodTypeAny): { inner: ZodTypeAny; optional: boolean } {
  // Null and left out are alike to a query: a nullable field ("months": null, no interval).
  if (schema instanceof ZodOptional || schema instanceof ZodNullable)
    return { inner: unwrap(schema.unwrap()).inner, optional: true }
  if (schema instanceof ZodEffects) return unwrap(schema.innerType())
  return { inner: schema, optional: false }
}

const capitalize = (word: string) => word.charAt(0).toUpperCase() + word.slice(1)

function fieldType(schema: ZodTypeAny, typeName: string, out: string[]): string {
  const { inner, optional } = unwrap(schema)
  const bang = optional ? "" : "!"
  if (inner instanceof ZodString || inner instanceof ZodEnum) return `String${bang}`
  if (inner instanceof ZodBoolean) return `Boolean${bang}`
  if (inner instanceof ZodNumber) return `${inner.isInt ? "Int" : "Float"}${bang}`
  if (inner instanceof ZodArray) return `[${fieldType(inner.element, typeName, out)}]${bang}`
  if (inner instanceof ZodObject) {
    out.push(objectType(typeName, inner, "", out))
    return `${typeName}${bang}`
  }
  throw new Error(`graphql-types: no GraphQL type for ${inner.constructor.name} in ${typeName}`)
}

function objectType(
  name: string,
  schema: ZodObject<Record<string, ZodTypeAny>>,
  implementsNode: string,
  out: string[],
  extraFields: string[] = [],
) {
  const fields = Object.entries(schema.shape).map(([field, fieldSchema]) =>
    // Fields named "image" hold a picture's name in data/images; the resolver turns it into a File node.
    field === "image"
      ? "  image: File @imageByName"
      : `  ${field}: ${fieldType(fieldSchema, name + capitalize(field), out)}`,
  )
  fields.push(...extraFields.map((field) => `  ${field}`))
  return `type ${name}${implementsNode} {\n${fields.join("\n")}\n}`
}

// One node per entry and edition: `locale` says which ("en", "ar").
export function nodeTypeDefs(name: string, schema: ZodTypeAny): string {
  const out: string[] = []
  const { inner } = unwrap(schema)
  if (!(inner instanceof ZodObject)) throw new Error(`graphql-types: ${name} must be an object schema`)
  out.unshift(objectType(name, inner, " implements Node @dontInfer", out, ["locale: String!"]))
  return out.join("\n\n")
}
