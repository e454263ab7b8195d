// What a client company's log records (issue 50, server/client/company-log.ts), for the server and the log page's
// texts (data/client.json's log.events names each).
export const COMPANY_LOG_EVENTS = [
  "sign-in",
  "report-download",
  "invitation-sent",
  "invitation-accepted",
  "invitation-cancelled",
  "role-changed",
  "member-removed",
  // An inspector found a dangerous defect on site and the company was told at once (issue 61).
  "dangerous-defect",
] as const
export type CompanyLogEvent = (typeof COMPANY_LOG_EVENTS)[number]

import { CLIENT_ROLES, type ClientRole } from "./client-roles"

// An entry's detail as the server stores it (server/client/company-log-auth.ts) and the log page reads it back: a
// role and two-factor sign-in are stored as codes, so each reader sees them in their own language (issue 64).
export const TWO_FACTOR_DETAIL = "two-factor"
// An invitation sent or withdrawn: "address (role)"; a role changed: "name: role".
export const invitationDetail = (email: string, role: string) => `${email} (${role})`
export const roleChangeDetail = (name: string, role: string) => `${name}: ${role}`

// A dangerous defect told: the item "name (serial)" and how many were told by mail, the company's administrators
// and the inspection company's staff: counts, never who.
export const dangerDetail = (item: string, owners: number, staff: number) =>
  `${item} · owners ${owners} · staff ${staff}`

const INVITATION_DETAIL = new RegExp(`^(.*) \\((${CLIENT_ROLES.join("|")})\\)$`)
const ROLE_CHANGE_DETAIL = new RegExp(`^(.*): (${CLIENT_ROLES.join("|")})$`)
const DANGER_DETAIL = /^(.*) · owners (\d+) · staff (\d+)$/

// A stored detail in parts: what was acted on as stored (a number, an address, a name), and the role or
// two-factor sign-in as a code to be named; anything else as stored.
export type LogDetail =
  | { kind: "two-factor" }
  | { kind: "role"; subject: string; role: ClientRole; form: "invitation" | "role-change" }
  | { kind: "danger"; subject: string; owners: number; staff: number }
  | { kind: "text"; text: string }
export function readLogDetail(event: CompanyLogEvent, detail: string): LogDetail {
  if (event === "sign-in" && detail === TWO_FACTOR_DETAIL) return { kind: "two-factor" }
  const danger = event === "dangerous-defect" ? DANGER_DETAIL.exec(detail) : null
  if (danger) return { kind: "danger", subject: danger[1], owners: Number(danger[2]), staff: Number(danger[3]) }
  const invitation = event === "invitation-sent" || event === "invitation-cancelled"
  const found = (invitation ? INVITATION_DETAIL : event === "role-changed" ? ROLE_CHANGE_DETAIL : null)?.exec(detail)
  if (!found) return { kind: "text", text: detail }
  const role = found[2] as ClientRole
  return { kind: "role", subject: found[1], role, form: invitation ? "invitation" : "role-change" }
}
