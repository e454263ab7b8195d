// The workspace's calls to /api/staff/ (src/lib/json-fetch.ts), under the workspace's names.
export { ApiError as StaffApiError, jsonFetch as staffFetch } from "../../lib/json-fetch"

export type Me = { id: string; name: string; email: string; role: "admin" | "staff"; twoFactorEnabled: boolean }
export const AUTH = "/api/staff/auth"
