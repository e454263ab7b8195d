import { clockStartingAt, type Clock } from "./clock"

test("a clock started at an instant reads that instant, then runs on at the wall clock's pace", () => {
  let wall = Date.parse("2031-01-01T00:00:00Z")
  const wallClock: Clock = () => new Date(wall)
  const clock = clockStartingAt(new Date("2026-11-27T21:59:00Z"), wallClock)
  expect(clock().toISOString()).toBe("2026-11-27T21:59:00.000Z")
  wall += 90_000
  expect(clock().toISOString()).toBe("2026-11-27T22:00:30.000Z")
})
