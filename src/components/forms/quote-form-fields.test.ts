import { complaintSchema } from "../../lib/complaint-schema"
import { fieldsOf } from "../../lib/form-fields"
import { quoteSchema } from "../../lib/quote-schema"
import { COMPLAINT_FIELD_ORDER } from "./complaint-form-fields"
import { errorText, FIELD_ORDER, formOptions } from "./quote-form-fields"

const texts = {
  required: "Please fill in this field.",
  tooLong: "Please use at most {max} characters.",
  tooShort: "Please write at least {min} characters.",
  email: "e-mail",
  phone: "phone",
  select: "select",
  singleLine: "one line",
  name: "a name only",
  unknown: "unknown",
  consent: "consent",
}

test("error codes become the data's sentences with their limits filled in", () => {
  expect(errorText({ code: "tooShort", min: 20 }, texts)).toBe("Please write at least 20 characters.")
  expect(errorText({ code: "tooLong", max: 100 }, texts)).toBe("Please use at most 100 characters.")
  expect(errorText({ code: "required" }, texts)).toBe("Please fill in this field.")
})

test("services sharing a form value appear once in the select, named by the first; the vendor pack comes last", () => {
  const options = formOptions({
    formServices: {
      nodes: [
        { formValue: "asset-integrity", title: "Asset Integrity Management" },
        { formValue: "ndt", title: "NDT Services" },
        { formValue: "asset-integrity", title: "Cathodic Protection Surveys" },
      ],
    },
    formIndustries: { nodes: [{ slug: "marine", title: "Marine & Offshore" }] },
    siteJson: { form: { serviceVendorRegistration: "Vendor registration: the prequalification pack" } },
  })
  expect(options.services).toEqual([
    { value: "asset-integrity", label: "Asset Integrity Management" },
    { value: "ndt", label: "NDT Services" },
    { value: "vendor-registration", label: "Vendor registration: the prequalification pack" },
  ])
  expect(options.industries).toEqual([{ value: "marine", label: "Marine & Offshore" }])
})

// The forms list their fields rather than read them off the schema: the page loads the schema (zod) only when the
// form first checks, and a static import of it would add some 12 KB gzipped to the first load of every form page.
test("each form's controls are its schema's fields, in the schema's order", () => {
  expect(FIELD_ORDER).toEqual(fieldsOf(quoteSchema))
  expect(COMPLAINT_FIELD_ORDER).toEqual(fieldsOf(complaintSchema))
})
