// The client population's fixed settings, apart from its Better Auth instance (auth.ts) so that what only reads
// them (its route table, tests) does not load the library.
export { CLIENT_AUTH_PATH } from "../../src/lib/client-paths"
// An invitation to a client company is a one-time link for 7 days (issue 50).
export const INVITATION_VALID_SECONDS = 7 * 24 * 60 * 60
// The plugin's roles, as clients' administrators and members: "owner" is the plugin's creator role, the one its own
// rules keep at least one of (the last cannot be removed or demoted). Its "admin" is not used.
export const CLIENT_ROLES = ["owner", "member"] as const
export type ClientRole = (typeof CLIENT_ROLES)[number]
