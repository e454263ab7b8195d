// Runs this test process as if it were `at`, running on from there at the machine's pace, and hands the moment to
// the server processes and command lines it starts (CLOCK_START). For the time test
// (testing/date-sensitive-suites.test.ts). Date alone moves, by a fixed offset from the real clock; timers,
// performance and hrtime stay real. (Jest's fake timers moved Date on in 20-ms ticks of a real interval, and a busy
// machine skips ticks: on CI that clock ran at a fifth of the real pace.) Returns what puts the real Date back.
export function moveSystemTime(at: string): () => void {
  const RealDate = Date
  const offset = Date.parse(at) - RealDate.now()
  class MovedDate extends RealDate {
    constructor(...args: unknown[]) {
      // new Date() is the moved moment; a Date of given parts or a given instant is what it says.
      super(...((args.length ? args : [RealDate.now() + offset]) as [number]))
    }

    static now() {
      return RealDate.now() + offset
    }
  }
  globalThis.Date = MovedDate as DateConstructor
  process.env.CLOCK_START = at
  return () => {
    globalThis.Date = RealDate
  }
}
