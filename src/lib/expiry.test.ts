import { expiryStatus } from "./expiry"

// One case a line, like the tables in locales.test.ts: alike in shape only.
test("a document is valid through its expiry day, highlighted in its last 60 days, then renewal in progress", () => {
  expect(expiryStatus("2027-03-14", "2026-11-25")).toBe("valid")
  expect(expiryStatus("2027-01-24", "2026-11-25")).toBe("expiring")
  expect(expiryStatus("2027-01-25", "2026-11-25")).toBe("valid")
  expect(expiryStatus("2026-11-25", "2026-11-25")).toBe("expiring")
  expect(expiryStatus("2026-11-24", "2026-11-25")).toBe("renewal")
  expect(expiryStatus("2020-01-01", "2026-11-25")).toBe("renewal")
})
