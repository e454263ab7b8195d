// The suites whose subject is the day: each takes its "now" from a clock it sets, so it passes the same on any
// day at any hour. The time test (date-sensitive-suites.test.ts) runs them at 23:59 and at 00:01 in Alexandria.
export const DATE_SENSITIVE_SUITES = [
  // A certificate's expiry and the dates of its status changes (Cairo's day): the register, the public check
  // and the command line (also as a process of its own, which gets the moment as CLOCK_START).
  "server/certificates/certificates.test.ts",
  "server/certificates/verify-route.test.ts",
  "server/cli/certificates.test.ts",
  // The quote form's earliest needed-by date, and the year that numbers a request.
  "src/lib/quote-schema.test.ts",
  "server/api/quote-route.test.ts",
  "server/api/complaint-route.test.ts",
  "server/storage/storage.test.ts",
  // What is erased after months and days.
  "server/staff/retention.test.ts",
  // Prequalification documents: expiring or expired on the reader's day and on the build's.
  "src/components/prequalification/expiry-date.test.tsx",
  "site-build/profile/write-profiles.test.ts",
]
