/** @jest-environment node */
import { englishEdition, site } from "../../../testing/content"
import { formOptions } from "./quote-form-fields"

// The owner's specification names the twelve services (issue 63); an editor may add a subtitle in the summary, but
// the title a card, heading, menu and the quote form's select show is the owner's, in the site's order.
const OWNER_TITLES = [
  "Third-Party Inspection",
  "Asset Integrity Management",
  "NDT Services",
  "Quality Control",
  "Painting Inspection",
  "Hydrotesting",
  "Lifting Equipment",
  "Rope Access Solutions",
  "Offshore & Underwater",
  "Heat Treatment",
  "Training Services",
  "Recruitment & Manpower",
]

test("the twelve services carry the owner's titles in the data the pages render", () => {
  expect(englishEdition.services.map((service) => service.title)).toEqual(OWNER_TITLES)
})

test("the quote form's service options are the owner's twelve titles, then the vendor pack", () => {
  const options = formOptions({
    formServices: { nodes: englishEdition.services },
    formIndustries: { nodes: englishEdition.industries },
    siteJson: site,
  })
  expect(options.services.map((option) => option.label)).toEqual([...OWNER_TITLES, site.form.serviceVendorRegistration])
  expect(options.services.find((option) => option.value === "painting")?.label).toBe("Painting Inspection")
  expect(options.services.find((option) => option.value === "hydrotesting")?.label).toBe("Hydrotesting")
})
