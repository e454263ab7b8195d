import { validateComplaint } from "./complaint-schema"

const valid = (overrides: Record<string, unknown> = {}) => ({
  name: "Mona El-Sayed",
  email: "mona@example.com",
  kind: "appeal",
  details: "The UT report LE-2026-00421 rejected weld W-14, which the repair procedure had cleared.",
  consent: "on",
  ...overrides,
})

test("a complaint with only the required fields passes; optional fields left empty are dropped", () => {
  const result = validateComplaint(valid({ phone: "", company: " ", jobReference: "" }))
  expect(result).toEqual({
    ok: true,
    value: {
      name: "Mona El-Sayed",
      email: "mona@example.com",
      kind: "appeal",
      details: "The UT report LE-2026-00421 rejected weld W-14, which the repair procedure had cleared.",
      consent: true,
    },
  })
})

test("each invalid field is named with the quote form's error codes", () => {
  const result = validateComplaint({
    name: "www.spam.example",
    email: "not-an-address",
    phone: "call me",
    jobReference: "LE-1\nBcc: x@example.com",
    kind: "refund",
    details: "too short",
    extra: "x",
  })
  expect(result.ok).toBe(false)
  if (result.ok) return
  expect(result.errors).toEqual({
    name: { code: "name" },
    email: { code: "email" },
    phone: { code: "phone" },
    jobReference: { code: "singleLine" },
    kind: { code: "select" },
    details: { code: "tooShort", min: 20 },
    consent: { code: "consent" },
    extra: { code: "unknown" },
  })
})

test("consent is required: unticked, missing or false is refused", () => {
  for (const consent of [undefined, "", false, "off"]) {
    const result = validateComplaint(valid({ consent }))
    expect(result.ok ? null : result.errors.consent).toEqual({ code: "consent" })
  }
})
