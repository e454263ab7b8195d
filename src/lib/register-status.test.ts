import { addDays, registerStatus } from "./register-status"

test.each([
  ["2026-12-02", 30, "2027-01-01"],
  ["2028-02-28", 1, "2028-02-29"],
  ["2027-02-28", 1, "2027-03-01"],
  ["2026-12-31", 0, "2026-12-31"],
  ["2026-02-30", 1, null],
])("%s + %i days is %s", (day, days, expected) => {
  expect(addDays(day, days)).toBe(expected)
})

test.each([
  [{ status: "valid", validUntil: "2026-12-01" }, "expired"],
  [{ status: "valid", validUntil: "2026-12-02" }, "due"],
  [{ status: "valid", validUntil: "2027-01-01" }, "due"],
  [{ status: "valid", validUntil: "2027-01-02" }, "valid"],
  [{ status: "valid", validUntil: null }, "valid"],
  [{ status: "suspended", validUntil: "2027-06-01" }, "suspended"],
  [{ status: "withdrawn", validUntil: "2025-01-01" }, "withdrawn"],
] as const)("on 2 December 2026, %o is %s", (certificate, expected) => {
  expect(registerStatus(certificate, "2026-12-02")).toBe(expected)
})
