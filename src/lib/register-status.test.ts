import { registerStatus } from "./register-status"

const LIFTING = "lifting-equipment"
test.each([
  [{ kind: LIFTING, status: "valid", validUntil: "2026-12-01" }, "expired"],
  [{ kind: LIFTING, status: "valid", validUntil: "2026-12-02" }, "due"],
  [{ kind: LIFTING, status: "valid", validUntil: "2027-01-01" }, "due"],
  [{ kind: LIFTING, status: "valid", validUntil: "2027-01-02" }, "valid"],
  [{ kind: LIFTING, status: "valid", validUntil: null }, "valid"],
  [{ kind: LIFTING, status: "suspended", validUntil: "2027-06-01" }, "suspended"],
  [{ kind: LIFTING, status: "withdrawn", validUntil: "2025-01-01" }, "withdrawn"],
  // A report or test record has no validity, as the public check says: issued, whatever date it carries.
  [{ kind: "pressure-test", status: "valid", validUntil: "2026-12-01" }, "issued"],
  [{ kind: "ndt-report", status: "valid", validUntil: "2026-12-20" }, "issued"],
  [{ kind: "heat-treatment", status: "valid", validUntil: null }, "issued"],
  [{ kind: "coating-inspection", status: "withdrawn", validUntil: null }, "withdrawn"],
] as const)("on 2 December 2026, %o is %s", (certificate, expected) => {
  expect(registerStatus(certificate, "2026-12-02")).toBe(expected)
})
