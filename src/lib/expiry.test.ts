import { expiryStatus } from "./expiry"

// A document is valid through its expiry day, highlighted in its last 60 days, then renewal is in progress.
const TODAY = "2026-11-25"
test.each([
  ["2027-03-14", "valid"],
  ["2027-01-25", "valid"], // 61 days left
  ["2027-01-24", "expiring"], // 60 days left
  [TODAY, "expiring"],
  ["2026-11-24", "renewal"],
  ["2020-01-01", "renewal"],
])(`on ${TODAY}, a document that expires on %s is %s`, (expires, status) => {
  expect(expiryStatus(expires, TODAY)).toBe(status)
})
