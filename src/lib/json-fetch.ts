import { GUARD_CODES, readApiError } from "./api-error"
import { signedInAgain } from "./session-renewal"

// The apps' calls to their API (/api/staff/, /api/client/): same origin, JSON, the session cookie sent by the
// browser. A refusal throws ApiError with the status, the server's words and code (src/lib/api-error.ts); a server
// error's words end with its request id, which the server's log has the cause under.
export class ApiError extends Error {
  readonly code?: string
  constructor(
    public status: number,
    message: string,
    // The whole reply, for a route's own details (a CSV import's rows).
    public body: Record<string, unknown> = {},
  ) {
    const refusal = readApiError(body, message)
    super(refusal.requestId ? `${refusal.error} (reference ${refusal.requestId})` : refusal.error)
    this.code = refusal.code
  }
}

// `file` sends a text file as it is (a CSV import) instead of a JSON body.
type Init = { method?: string; body?: unknown; file?: { type: string; text: string } }

export async function jsonFetch<T>(path: string, init: Init = {}): Promise<T> {
  const json = init.body !== undefined
  const response = await fetch(path, {
    method: init.method ?? "GET",
    credentials: "same-origin",
    headers: init.file ? { "content-type": init.file.type } : json ? { "content-type": "application/json" } : {},
    body: init.file ? init.file.text : json ? JSON.stringify(init.body) : undefined,
  })
  const text = await response.text()
  if (!response.ok) {
    const body = parsedOrEmpty(text)
    // The session ended under an open page: once the person signed in again where they are, the same call again.
    const renewed = response.status === 401 && body.code === GUARD_CODES.signedOut ? signedInAgain() : null
    if (renewed) {
      await renewed
      return jsonFetch<T>(path, init)
    }
    // The staff sign-in passes Better Auth's own refusals ({ message, code }) on as the library wrote them.
    const fallback = typeof body.message === "string" ? body.message : response.statusText
    throw new ApiError(response.status, fallback, body)
  }
  return (text ? JSON.parse(text) : {}) as T
}

// A refusal's body, or nothing when it is not JSON (a proxy's own error page).
function parsedOrEmpty(text: string): Record<string, unknown> {
  try {
    const body: unknown = JSON.parse(text)
    return body && typeof body === "object" ? (body as Record<string, unknown>) : {}
  } catch {
    return {}
  }
}
