// The workspace's calls to /api/staff/ (src/lib/json-fetch.ts), under the workspace's names.
export { ApiError as StaffApiError, jsonFetch as staffFetch } from "../../lib/json-fetch"

// The signed-in staff member, as GET /api/staff/me answers (src/lib/staff-replies.ts).
export type { StaffMember as Me } from "../../lib/staff-replies"
// Better Auth's endpoints, under the path the server mounts them on.
export { STAFF_AUTH_PATH as AUTH } from "../../lib/staff-paths"
