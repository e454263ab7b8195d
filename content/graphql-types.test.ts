/** @jest-environment node */
import { industrySchema, serviceSchema, siteSchema } from "../src/lib/content-schema"
import { intervalSchema } from "../src/lib/intervals-schema"
import { checkedReportFormSchema } from "../src/lib/report-form-schema"
import { nodeTypeDefs } from "./graphql-types"

test("a service becomes a Node type with non-null fields, nested object types and an image File", () => {
  const sdl = nodeTypeDefs("ServicesJson", serviceSchema)
  expect(sdl).toContain("type ServicesJson implements Node @dontInfer {")
  expect(sdl).toContain("  slug: String!")
  expect(sdl).toContain("  order: Int!")
  expect(sdl).toContain("  methods: [ServicesJsonMethods!]!")
  expect(sdl).toContain("type ServicesJsonMethods {\n  name: String!\n  detail: String!\n}")
  expect(sdl).toContain("  image: File @imageByName")
  expect(sdl).toContain("  imageAlt: String\n")
})

test("every field of the content schemas is declared, so nothing is left to inference", () => {
  const sdl = [
    nodeTypeDefs("SiteJson", siteSchema),
    nodeTypeDefs("IndustriesJson", industrySchema),
    nodeTypeDefs("ServicesJson", serviceSchema),
  ].join("\n")
  for (const field of Object.keys(siteSchema.shape)) expect(sdl).toMatch(new RegExp(`\\n  ${field}: `))
  expect(sdl).toContain("type SiteJsonContactHours {")
  expect(sdl).toContain("  copyrightYear: Int!")
  expect(sdl).toContain("type IndustriesJson implements Node @dontInfer {\n  slug: String!")
})

test("each node says which edition it belongs to", () => {
  expect(nodeTypeDefs("ServicesJson", serviceSchema)).toMatch(
    /type ServicesJson implements Node @dontInfer \{[^}]*\n {2}locale: String!\n\}/,
  )
})

test("a field that may be null is a nullable GraphQL field", () => {
  const sdl = nodeTypeDefs("IntervalsJson", intervalSchema)
  expect(sdl).toContain("  months: Int\n")
  expect(sdl).toContain("  kinds: [String!]!")
})

test("a report form, checked by rules beyond its shape, is typed down to a choice's options", () => {
  const sdl = nodeTypeDefs("ReportFormsJson", checkedReportFormSchema)
  expect(sdl).toContain("type ReportFormsJson implements Node @dontInfer {\n  kind: String!")
  expect(sdl).toContain("  sections: [ReportFormsJsonSections!]!")
  expect(sdl).toContain("  fields: [ReportFormsJsonSectionsFields!]!")
  expect(sdl).toContain("  required: Boolean!\n  unit: String\n  options: [ReportFormsJsonSectionsFieldsOptions!]")
  expect(sdl).toContain("type ReportFormsJsonSectionsFieldsOptions {\n  value: String!\n  label: String!\n}")
})
