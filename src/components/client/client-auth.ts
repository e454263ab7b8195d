import { CLIENT_AUTH_PATH } from "../../lib/client-paths"
import { jsonFetch } from "../../lib/json-fetch"

// A POST to the client population's Better Auth endpoints (server/client/auth-endpoints.ts).
export const clientAuthCall = <T = unknown>(endpoint: string, body: Record<string, unknown> = {}) =>
  jsonFetch<T>(`${CLIENT_AUTH_PATH}${endpoint}`, { method: "POST", body })

// The one-time values a mail's link carries in its query (server/client/links.ts).
export function linkValues(): { token: string; invitation: string } {
  const query = new URLSearchParams(typeof window === "undefined" ? "" : window.location.search)
  return { token: query.get("token") ?? "", invitation: query.get("invitation") ?? "" }
}
