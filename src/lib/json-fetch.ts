// The apps' calls to their API (/api/staff/, /api/client/): same origin, JSON, the session cookie sent by the
// browser. A refusal throws ApiError with the status and the server's words.
export class ApiError extends Error {
  constructor(
    public status: number,
    message: string,
    public body: Record<string, unknown> = {},
  ) {
    super(message)
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
  const body = text ? (JSON.parse(text) as Record<string, unknown>) : {}
  if (!response.ok) {
    throw new ApiError(response.status, String(body.error ?? body.message ?? response.statusText), body)
  }
  return body as T
}
