/** @jest-environment node */
import { schemaOrgErrors } from "./schema-org"

// The checker behind the JSON-LD tests reports what a schema.org validator would.
test("reports a property a type does not define, with the path to it, and accepts what it defines", () => {
  expect(
    schemaOrgErrors([
      { "@context": "https://schema.org", "@type": "Service", name: "NDT", inLanguage: "en" },
      {
        "@context": "https://schema.org",
        "@type": "Organization",
        name: "Inspection",
        address: { "@type": "PostalAddress", addressLocality: "Alexandria", openingHours: "Mo-Fr" },
      },
      { "@context": "https://schema.org", "@type": "ProfessionalService", name: "Inspection", openingHours: "Mo-Fr" },
    ]),
  ).toEqual([
    expect.stringMatching(/^Service\.inLanguage: .*'"inLanguage"' does not exist/),
    expect.stringMatching(/^Organization\.address\.openingHours: .*'"openingHours"' does not exist/),
  ])
})

test("reports a value outside a property's range and a type schema.org does not have", () => {
  expect(schemaOrgErrors([{ "@context": "https://schema.org", "@type": "ImageObject", width: 512 }])).toEqual([
    expect.stringMatching(/^ImageObject\.width: Type 'number' is not assignable/),
  ])
  expect(schemaOrgErrors([{ "@context": "https://schema.org", "@type": "Inspector" }])).toEqual([
    expect.stringMatching(/^Module '"schema-dts"' has no exported member 'Inspector'/),
  ])
  expect(schemaOrgErrors([{ "@type": ["Organization", "Place"] }])).toEqual([
    expect.stringMatching(/one schema.org type expected/),
  ])
})
