import { QUOTE_LIMITS } from "./form-limits"
import { validateQuote } from "./quote-schema"
import { INDUSTRY_VALUES, SERVICE_VALUES } from "./quote-options"

const valid = {
  firstName: "Mona",
  lastName: "El-Sayed",
  email: "mona.elsayed@example.com",
  company: "Delta Petroleum Services",
  phone: "+20 3 420 1100",
  industry: "oil-gas",
  service: "ndt",
  message: "PAUT of 42 girth welds on a 24-inch line at Sidi Kerir, ASME B31.4 acceptance.",
  consent: true,
}

const errorsOf = (input: object) => {
  const result = validateQuote(input)
  return result.ok ? {} : result.errors
}

test("a complete request is accepted and trimmed", () => {
  const result = validateQuote({ ...valid, firstName: "  Mona  ", message: `  ${valid.message}\n` })
  expect(result).toEqual({ ok: true, value: { ...valid } })
})

test("optional company and phone may be left empty", () => {
  const result = validateQuote({ ...valid, company: "", phone: "   " })
  expect(result.ok && result.value.company).toBeUndefined()
  expect(result.ok && result.value.phone).toBeUndefined()
})

test("an empty form names every required field", () => {
  expect(errorsOf({})).toEqual({
    firstName: { code: "required" },
    lastName: { code: "required" },
    email: { code: "required" },
    industry: { code: "select" },
    service: { code: "select" },
    message: { code: "required" },
    consent: { code: "consent" },
  })
})

test("whitespace alone does not fill a required field", () => {
  expect(errorsOf({ ...valid, lastName: "   " })).toEqual({ lastName: { code: "required" } })
})

test("lengths are limited as the form's maxlength attributes say", () => {
  expect(errorsOf({ ...valid, firstName: "a".repeat(QUOTE_LIMITS.name) })).toEqual({})
  expect(errorsOf({ ...valid, firstName: "a".repeat(QUOTE_LIMITS.name + 1) })).toEqual({
    firstName: { code: "tooLong", max: 100 },
  })
  expect(errorsOf({ ...valid, company: "c".repeat(201) })).toEqual({ company: { code: "tooLong", max: 200 } })
  expect(errorsOf({ ...valid, email: `${"m".repeat(250)}@x.eg` })).toEqual({ email: { code: "tooLong", max: 254 } })
})

test("project details need 20 to 5,000 characters", () => {
  expect(errorsOf({ ...valid, message: "Inspect our tank." })).toEqual({ message: { code: "tooShort", min: 20 } })
  expect(errorsOf({ ...valid, message: "x".repeat(5000) })).toEqual({})
  expect(errorsOf({ ...valid, message: "x".repeat(5001) })).toEqual({ message: { code: "tooLong", max: 5000 } })
})

test("the e-mail must be an address", () => {
  for (const email of ["mona", "mona@", "mona@example", "mona example@example.com"]) {
    expect(errorsOf({ ...valid, email })).toEqual({ email: { code: "email" } })
  }
})

test.each(["+20 3 420 1100", "+201005550147", "(03) 420-1100", "0100.555.0147", "+44 20 7946 0958"])(
  "the phone %s is accepted",
  (phone) => expect(errorsOf({ ...valid, phone })).toEqual({}),
)

test.each(["12345", "+20 3 abc 1100", "123456789012345678901", "++20 3 420 1100"])("the phone %s is refused", (phone) =>
  expect(errorsOf({ ...valid, phone })).toEqual({ phone: { code: "phone" } }),
)

test("line breaks in one-line fields are refused (mail header injection)", () => {
  expect(errorsOf({ ...valid, lastName: "Hassan\r\nBcc: victim@example.com" })).toEqual({
    lastName: { code: "singleLine" },
  })
  expect(errorsOf({ ...valid, company: "ACME\u0000" })).toEqual({ company: { code: "singleLine" } })
})

test.each(["Mona http://spam.example", "visit www.example.com", "Mona@example.com", "HTTPS://x"])(
  "a name carrying a link or an address (%s) is refused",
  (name) => {
    expect(errorsOf({ ...valid, firstName: name })).toEqual({ firstName: { code: "name" } })
    expect(errorsOf({ ...valid, lastName: name })).toEqual({ lastName: { code: "name" } })
  },
)

test("names with apostrophes, hyphens, dots and Arabic script are accepted", () => {
  expect(errorsOf({ ...valid, firstName: "Abd El-Rahman", lastName: "O'Neil Jr." })).toEqual({})
  expect(errorsOf({ ...valid, firstName: "يوسف", lastName: "عبد الرحمن" })).toEqual({})
})

test("project details may span lines but not carry other control characters", () => {
  expect(errorsOf({ ...valid, message: `${valid.message}\r\nSecond line.\tTabbed.` })).toEqual({})
  expect(errorsOf({ ...valid, message: `${valid.message}\u0007` })).toEqual({ message: { code: "singleLine" } })
})

test("only the form's select values are accepted", () => {
  for (const service of SERVICE_VALUES) expect(errorsOf({ ...valid, service })).toEqual({})
  for (const industry of INDUSTRY_VALUES) expect(errorsOf({ ...valid, industry })).toEqual({})
  expect(errorsOf({ ...valid, service: "welding", industry: "" })).toEqual({
    service: { code: "select" },
    industry: { code: "select" },
  })
})

test("unknown fields are refused", () => {
  expect(errorsOf({ ...valid, admin: "true" })).toEqual({ admin: { code: "unknown" } })
})

test("values that are not strings are refused, not coerced", () => {
  expect(errorsOf({ ...valid, firstName: 42, message: ["a"] })).toEqual({
    firstName: { code: "required" },
    message: { code: "required" },
  })
})

test("a needed-by date may be the day given, not the one before; without one, the visitor's own day counts", () => {
  const neededBy = (day: string, today?: string) => {
    const result = validateQuote({ ...valid, neededBy: day }, today)
    return result.ok ? "ok" : result.errors.neededBy?.code
  }
  expect(neededBy("2026-11-28", "2026-11-28")).toBe("ok")
  expect(neededBy("2026-11-27", "2026-11-28")).toBe("pastDate")
  expect(neededBy("2026-11-31", "2026-11-28")).toBe("date")
  // The form's own check reads the browser's clock: a day a year behind it is past, one a year ahead is not.
  const yearFrom = (years: number) => `${new Date().getUTCFullYear() + years}-06-15`
  expect([neededBy(yearFrom(-1)), neededBy(yearFrom(1))]).toEqual(["pastDate", "ok"])
})
