import { clockStartingAt, type Clock } from "../server/clock"

// The instant tests run at, whatever the machine's clock says: 10:00 in Alexandria on the day the sample
// certificate (testing/certificates.ts) was inspected, so it is valid.
export const TEST_NOW = new Date("2026-03-10T08:00:00Z")

export type TestClock = Clock & { advance: (ms: number) => void }

// The server's clock in a test: starts at `start` and runs on, as sessions, lockouts and timeouts need;
// advance() moves it forward, to make something due without waiting for it.
export function testClock(start: Date = TEST_NOW): TestClock {
  const running = clockStartingAt(start)
  let ahead = 0
  return Object.assign(() => new Date(running().getTime() + ahead), {
    advance: (ms: number) => void (ahead += ms),
  })
}

// The same for a server process or command line a test starts (server/config.ts reads CLOCK_START).
export const clockStartEnv = (start: Date = TEST_NOW) => ({ CLOCK_START: start.toISOString() })
