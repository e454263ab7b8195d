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
  const restore = moveSystemTime("2026-11-27T21:59:00Z")
  try {
    const moved = Date.now()
    expect(moved - Date.parse("2026-11-27T21:59:00Z")).toBeLessThan(1000)
    expect(new Date().getTime() - moved).toBeLessThan(1000)
    expect(new Date(2026, 0, 31).getFullYear()).toBe(2026)
    expect(process.env.CLOCK_START).toBe("2026-11-27T21:59:00Z")
    const started = performance.now()
    // A busy moment between the two readings, as CI has: the moved clock keeps the real pace through it.
    const busyUntil = performance.now() + 60
    while (performance.now() < busyUntil);
    await new Promise((resolve) => setTimeout(resolve, 40))
    const elapsed = performance.now() - started
    expect(elapsed).toBeGreaterThanOrEqual(95)
    expect(Date.now() - moved).toBeGreaterThanOrEqual(Math.floor(elapsed) - 1)
  } finally {
    restore()
    if (clockStart === undefined) delete process.env.CLOCK_START
    else process.env.CLOCK_START = clockStart
  }
})
