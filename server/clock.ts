// The server's one source of "now": the app, its jobs and the command lines are handed a Clock and never read
// the system clock themselves, so a test sets the time and nothing depends on the hour it runs at.
export type Clock = () => Date

export const systemClock: Clock = () => new Date()

// Starts at `start` and runs on at the system clock's pace (CLOCK_START, for tests: sessions and timeouts still
// need time to pass).
export function clockStartingAt(start: Date, wall: Clock = systemClock): Clock {
  const offset = start.getTime() - wall().getTime()
  return () => new Date(wall().getTime() + offset)
}
