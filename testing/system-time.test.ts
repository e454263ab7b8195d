/** @jest-environment node */
import { moveSystemTime } from "./system-time"

// Under the time test this file runs with the date-sensitive suites: the moment really was moved.
const underTimeTest = process.env.TEST_SYSTEM_TIME ? test : test.skip
underTimeTest("under TEST_SYSTEM_TIME, Date and the servers' CLOCK_START are at that moment", () => {
  const at = process.env.TEST_SYSTEM_TIME!
  expect(Date.now() - Date.parse(at)).toBeGreaterThanOrEqual(0)
  expect(Date.now() - Date.parse(at)).toBeLessThan(10 * 60_000)
  expect(process.env.CLOCK_START).toBe(at)
})

test("moving the time moves Date only: it runs on from there while timers keep the machine's pace", async () => {
  const clockStart = process.env.CLOCK_START
  try {
    moveSystemTime("2026-11-27T21:59:00Z")
    const moved = Date.now()
    expect(moved - Date.parse("2026-11-27T21:59:00Z")).toBeLessThan(1000)
    expect(process.env.CLOCK_START).toBe("2026-11-27T21:59:00Z")
    const started = performance.now()
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(performance.now() - started).toBeGreaterThanOrEqual(95)
    expect(Date.now() - moved).toBeGreaterThanOrEqual(40)
  } finally {
    jest.useRealTimers()
    if (clockStart === undefined) delete process.env.CLOCK_START
    else process.env.CLOCK_START = clockStart
  }
})
