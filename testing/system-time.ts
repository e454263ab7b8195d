import type { Config } from "@jest/types"

// Everything but Date stays real: timers fire, and performance and hrtime measure, at the machine's pace.
const ALL_BUT_DATE: Config.FakeableAPI[] = [
  "hrtime",
  "nextTick",
  "performance",
  "queueMicrotask",
  "requestAnimationFrame",
  "cancelAnimationFrame",
  "requestIdleCallback",
  "cancelIdleCallback",
  "setImmediate",
  "clearImmediate",
  "setInterval",
  "clearInterval",
  "setTimeout",
  "clearTimeout",
]

// Runs this test process as if it were `at`, running on from there, and hands the moment to the server processes
// and command lines it starts (CLOCK_START). For the time test (testing/date-sensitive-suites.test.ts).
export function moveSystemTime(at: string) {
  jest.useFakeTimers({ now: new Date(at), advanceTimers: true, doNotFake: ALL_BUT_DATE })
  process.env.CLOCK_START = at
}
