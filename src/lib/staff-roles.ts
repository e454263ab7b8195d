// The workspace's roles: administrators manage accounts and personal data; staff work the requests and registers.
export const STAFF_ROLES = ["admin", "staff"] as const
export type StaffRole = (typeof STAFF_ROLES)[number]
