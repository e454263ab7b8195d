// The workspace's roles: administrators manage accounts and personal data; staff work the requests and registers;
// inspectors (issue 61) sign in the same way but reach only their app's API (/api/inspect/), never the workspace's.
export const STAFF_ROLES = ["admin", "staff", "inspector"] as const
export type StaffRole = (typeof STAFF_ROLES)[number]
