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
] as const
export type CompanyLogEvent = (typeof COMPANY_LOG_EVENTS)[number]
