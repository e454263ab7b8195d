/** @jest-environment node */
import http from "node:http"
import type { AddressInfo } from "node:net"
import { retryAfterMs, sendQuote } from "./send-quote"

// A real HTTP server on loopback plays the API: each test queues the answers it should give.
type Answer = { status: number; body?: object; headers?: Record<string, string> } | "hang-up"
let answers: Answer[] = []
const received: { key: string | undefined; body: string }[] = []
let server: http.Server
let base: string

beforeAll(async () => {
  server = http.createServer((request, response) => {
    let body = ""
    request.on("data", (chunk) => (body += chunk))
    request.on("end", () => {
      received.push({ key: request.headers["idempotency-key"] as string | undefined, body })
      const answer = answers.shift() ?? { status: 500 }
      if (answer === "hang-up") return request.socket.destroy()
      response.writeHead(answer.status, { "Content-Type": "application/json", ...answer.headers })
      response.end(JSON.stringify(answer.body ?? {}))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise((resolve) => server.close(resolve)))
beforeEach(() => {
  answers = []
  received.length = 0
})

function send(options: { baseDelayMs?: number } = {}) {
  const delays: number[] = []
  const result = sendQuote(
    { firstName: "Mona" },
    {
      idempotencyKey: "key-123",
      fetch: (url, init) => fetch(`${base}${url}`, init),
      sleep: async (ms) => void delays.push(ms),
      ...options,
    },
  )
  return { result, delays }
}

test("a 201 answers with the reference at the first attempt", async () => {
  answers = [{ status: 201, body: { reference: "Q-2026-000007" } }]
  const { result, delays } = send()
  expect(await result).toEqual({ ok: true, reference: "Q-2026-000007" })
  expect(delays).toEqual([])
  expect(JSON.parse(received[0].body)).toEqual({ firstName: "Mona" })
})

test("5xx answers are retried after 1 s and 2 s with the same Idempotency-Key", async () => {
  answers = [{ status: 503 }, { status: 500 }, { status: 201, body: { reference: "Q-2026-000008" } }]
  const { result, delays } = send()
  expect(await result).toEqual({ ok: true, reference: "Q-2026-000008" })
  expect(delays).toEqual([1000, 2000])
  expect(received.map((request) => request.key)).toEqual(["key-123", "key-123", "key-123"])
})

test("network errors are retried three times (1 s, 2 s, 4 s), then the send fails", async () => {
  answers = ["hang-up", "hang-up", "hang-up", "hang-up"]
  const { result, delays } = send()
  expect(await result).toEqual({ ok: false, reason: "failed" })
  expect(delays).toEqual([1000, 2000, 4000])
  expect(received).toHaveLength(4)
})

test("the wait doubles but never exceeds 30 s", async () => {
  answers = [{ status: 502 }, { status: 502 }, { status: 502 }, { status: 502 }]
  const { result, delays } = send({ baseDelayMs: 10_000 })
  await result
  expect(delays).toEqual([10_000, 20_000, 30_000])
})

test("a 429 waits as long as Retry-After asks", async () => {
  answers = [
    { status: 429, headers: { "Retry-After": "7" } },
    { status: 201, body: { reference: "Q-2026-000009" } },
  ]
  const { result, delays } = send()
  expect(await result).toMatchObject({ ok: true })
  expect(delays).toEqual([7000])
})

test("a 429 asking for longer than 30 s fails at once, so the visitor can call instead", async () => {
  answers = [{ status: 429, headers: { "Retry-After": "540" } }]
  const { result, delays } = send()
  expect(await result).toEqual({ ok: false, reason: "failed" })
  expect(delays).toEqual([])
})

test("a 400 is not retried and hands back the field messages", async () => {
  answers = [{ status: 400, body: { errors: { email: "Please enter a valid e-mail address." } } }]
  const { result } = send()
  expect(await result).toEqual({
    ok: false,
    reason: "invalid",
    errors: { email: "Please enter a valid e-mail address." },
  })
  expect(received).toHaveLength(1)
})

test("Retry-After is read as seconds or as an HTTP date", () => {
  const now = Date.parse("2026-11-22T10:00:00Z")
  expect(retryAfterMs("12", now)).toBe(12_000)
  expect(retryAfterMs("Sun, 22 Nov 2026 10:00:05 GMT", now)).toBe(5000)
  expect(retryAfterMs(null, now)).toBeUndefined()
  expect(retryAfterMs("soon", now)).toBeUndefined()
})
