import list from "./date-sensitive-suites.json"

// The suites whose subject is the day: each takes its "now" from a clock it sets, so it passes the same on any
// day at any hour. The time test (date-sensitive-suites.test.ts) runs them at 23:59 and at 00:01 in Alexandria.
// The list is JSON because jest.config.js reads it too. What the suites hold:
// - a certificate's expiry and the dates of its status changes (Cairo's day): the register, the public check and
//   the command line (also as a process of its own, which gets the moment as CLOCK_START);
// - the quote form's earliest needed-by date, and the year that numbers a request;
// - what is erased after months and days;
// - prequalification documents: expiring or expired on the reader's day and on the build's.
export const DATE_SENSITIVE_SUITES: string[] = list.suites

// Set for npm test's unit stage (testing/test-stages.ts): the suites then run only inside the time test, at the two
// moments (jest.config.js). A third run at whatever hour the machine has proves nothing those two do not; `npm run
// test:unit` alone still runs them at the real time as well.
export const AT_MOMENTS_ONLY = list.atMomentsOnlyVariable
