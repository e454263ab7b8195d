import http from "node:http"

export type OpenLoopResult = { sent: number; p50: number; p99: number; max: number; statuses: Record<number, number> }

// Requests arrive as independent clients' would — a Poisson process at `rate` a second, each sent when it is due
// whether or not earlier ones have been answered — and each is timed from when it was due, so a slow server's
// queue counts against it. (autocannon's rate limit sends each connection's share of a second in one burst at the
// start of the second, which measures a burst of 500, not 500 a second.)
export async function openLoop(options: {
  port: number
  rate: number
  seconds: number
  // The next request's path and headers.
  next: () => { path: string; headers?: Record<string, string> }
}): Promise<OpenLoopResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 })
  const latencies: number[] = []
  const statuses: Record<number, number> = {}
  const answers: Promise<void>[] = []
  const send = (due: number) =>
    new Promise<void>((resolve) => {
      const request = http.get({ host: "127.0.0.1", port: options.port, ...options.next(), agent }, (response) => {
        response.resume()
        response.on("end", () => {
          latencies.push(performance.now() - due)
          statuses[response.statusCode!] = (statuses[response.statusCode!] ?? 0) + 1
          resolve()
        })
      })
      request.on("error", () => {
        statuses[0] = (statuses[0] ?? 0) + 1
        resolve()
      })
    })
  const start = performance.now()
  const end = start + options.seconds * 1000
  let due = start
  await new Promise<void>((resolve) => {
    const tick = () => {
      const now = performance.now()
      for (; due <= now && due < end; due += (-Math.log(1 - Math.random()) * 1000) / options.rate) {
        answers.push(send(due))
      }
      if (due >= end) resolve()
      else setTimeout(tick, Math.max(0, due - now))
    }
    tick()
  })
  await Promise.all(answers)
  agent.destroy()
  latencies.sort((a, b) => a - b)
  const at = (share: number) =>
    Number(latencies[Math.min(latencies.length - 1, Math.floor(share * latencies.length))].toFixed(1))
  return { sent: answers.length, p50: at(0.5), p99: at(0.99), max: at(1), statuses }
}
