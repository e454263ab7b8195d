// Sends the quote request from the browser. Network errors, 5xx and 429 are retried up to three times,
// waiting 1 s, 2 s, 4 s … (at most 30 s, or what Retry-After asks); every attempt carries the same
// Idempotency-Key, so the server stores the request once however many attempts reach it.

export type SendResult =
  | { ok: true; reference: string }
  | { ok: false; reason: "invalid"; errors: Record<string, string> }
  | { ok: false; reason: "failed" }

// What sendQuote needs of fetch (uploadTransport gives the same over XMLHttpRequest, with upload progress).
export type Transport = (
  url: string,
  init: { method: string; headers: Record<string, string>; body: string | FormData },
) => Promise<{ status: number; headers: { get: (name: string) => string | null }; json: () => Promise<unknown> }>

type Options = {
  idempotencyKey: string
  // Files go with the fields as multipart/form-data (under "attachments"), through `fetch` (uploadTransport).
  files?: readonly File[]
  // /api/quote unless another form of the request pipeline (/api/complaint) sends.
  endpoint?: string
  fetch?: Transport
  sleep?: (ms: number) => Promise<void>
  retries?: number
  baseDelayMs?: number
  maxDelayMs?: number
}

export const QUOTE_ENDPOINT = "/api/quote"
export const COMPLAINT_ENDPOINT = "/api/complaint"

export function retryAfterMs(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined
  const seconds = Number(header)
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000)
  const date = Date.parse(header)
  return Number.isNaN(date) ? undefined : Math.max(0, date - now)
}

export function newIdempotencyKey(): string {
  if (typeof crypto !== "undefined" && "randomUUID" in crypto) return crypto.randomUUID()
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}-${Math.random().toString(36).slice(2)}`
}

// The fields as the form would post them (the consent box as "on"), then the files.
function formData(body: Record<string, unknown>, files: readonly File[]): FormData {
  const data = new FormData()
  for (const [name, value] of Object.entries(body)) {
    if (value === undefined || value === null || value === "" || value === false) continue
    data.append(name, value === true ? "on" : String(value))
  }
  for (const file of files) data.append("attachments", file, file.name)
  return data
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

export async function sendQuote(body: Record<string, unknown>, options: Options): Promise<SendResult> {
  const {
    idempotencyKey,
    endpoint = QUOTE_ENDPOINT,
    fetch: doFetch = fetch,
    sleep = wait,
    retries = 3,
    baseDelayMs = 1000,
    maxDelayMs = 30_000,
  } = options
  for (let attempt = 0; ; attempt++) {
    let delay = Math.min(baseDelayMs * 2 ** attempt, maxDelayMs)
    try {
      const response = await doFetch(endpoint, {
        method: "POST",
        headers: {
          ...(options.files?.length ? {} : { "Content-Type": "application/json" }),
          Accept: "application/json",
          "Idempotency-Key": idempotencyKey,
        },
        body: options.files?.length ? formData(body, options.files) : JSON.stringify(body),
      })
      if (response.status === 201) {
        const { reference } = (await response.json()) as { reference: string }
        return { ok: true, reference }
      }
      if (response.status === 400) {
        const { errors = {} } = (await response.json().catch(() => ({}))) as { errors?: Record<string, string> }
        return { ok: false, reason: "invalid", errors }
      }
      const retryable = response.status === 429 || response.status >= 500
      if (!retryable) return { ok: false, reason: "failed" }
      const asked = retryAfterMs(response.headers.get("Retry-After"))
      if (asked !== undefined) {
        // Waiting longer than the cap is not worth a visitor's time: tell them instead.
        if (asked > maxDelayMs) return { ok: false, reason: "failed" }
        delay = asked
      }
    } catch {
      // network error: retried like a 5xx
    }
    if (attempt >= retries) return { ok: false, reason: "failed" }
    await sleep(delay)
  }
}
