// The client population's fixed settings, apart from its Better Auth instance (auth.ts) so that what only reads
// them (its route table, tests) does not load the library.
export { CLIENT_AUTH_PATH } from "../../src/lib/client-paths"
// An invitation to a client company is a one-time link for 7 days (issue 50).
export const INVITATION_VALID_SECONDS = 7 * 24 * 60 * 60
export { CLIENT_ROLES, type ClientRole } from "../../src/lib/client-roles"
