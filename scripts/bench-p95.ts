// The 95th percentile of a call's time in milliseconds, after a few warm-up calls (the benchmarks' own measure).
export async function p95(run: () => Promise<unknown>, runs: number, warmUps = 10): Promise<string> {
  for (let i = 0; i < warmUps; i++) await run()
  const times: number[] = []
  for (let i = 0; i < runs; i++) {
    const started = performance.now()
    await run()
    times.push(performance.now() - started)
  }
  times.sort((a, b) => a - b)
  return times[Math.floor(runs * 0.95)].toFixed(1)
}
