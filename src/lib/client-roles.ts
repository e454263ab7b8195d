// The client population's roles, as its administrators and members: "owner" is the organization plugin's creator
// role, the one its own rules keep at least one of (the last cannot be removed or demoted). Its "admin" is not used.
export const CLIENT_ROLES = ["owner", "member"] as const
export type ClientRole = (typeof CLIENT_ROLES)[number]
