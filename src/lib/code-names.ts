import { z } from "zod"
import { DUE_SOON_DAYS } from "./register-status"

// The names the staff workspace shows for the codes it stores (issue 64): the public form's words for services
// and industries, the public check's for the kinds of document, each edition's name for its language. The server
// reads them from data/ (server/staff/names-routes.ts); the workspace asks once and shows a code as it is when
// it has no name (a value retired from the form, an older record).
export const codeNames = z.object({
  services: z.record(z.string()),
  industries: z.record(z.string()),
  kinds: z.record(z.string()),
  languages: z.record(z.string()),
  // Onshore or offshore, as the quote form's Site field says it.
  sites: z.record(z.string()),
})
export type CodeNames = z.infer<typeof codeNames>

// A request's status as the workspace says it (the stored values: server/storage/schema.ts REQUEST_STATUSES).
export const REQUEST_STATUS_NAMES: Readonly<Record<string, string>> = {
  new: "New",
  contacted: "Contacted",
  quoted: "Quoted",
  won: "Won",
  lost: "Lost",
}

// Where a request's mails stand (server/storage/schema.ts MailStatus); a request in Spam is never mailed.
export const MAIL_STATUS_NAMES: Readonly<Record<string, string>> = {
  pending: "Waiting to be sent",
  sent: "Sent",
  skipped: "Not sent",
}

// A request's two mails (server/storage/schema.ts MailKind).
export const MAIL_KIND_NAMES: Readonly<Record<string, string>> = {
  notification: "Notification to the company",
  acknowledgement: "Acknowledgement to the requester",
}

// What the register says of a record today (src/lib/register-status.ts), in the workspace's words.
export const REGISTER_STATUS_NAMES: Readonly<Record<string, string>> = {
  valid: "Valid",
  due: `Valid, due within ${DUE_SOON_DAYS} days`,
  expired: "Expired",
  issued: "Issued",
  suspended: "Suspended",
  withdrawn: "Withdrawn",
}

// The name of a code in one of the lists, or the code itself.
export const nameOf = (names: Readonly<Record<string, string>> | undefined, code: string) => names?.[code] ?? code

// Why a request is in Spam, as stored (server/storage/spam-reason-migration.ts), and as the Spam page says it.
export const SPAM_REASONS = ["honeypot", "too-fast", "staff"] as const
export type SpamReason = (typeof SPAM_REASONS)[number]
export function spamReasonText(reason: string | null, fillMs: number | null): string {
  const open = fillMs === null ? "" : ` ${Math.round(fillMs / 100) / 10} s after the form opened`
  if (reason === "honeypot") return "The hidden field for robots was filled in"
  if (reason === "too-fast") return `Sent${open || " too soon after the form opened"}`
  if (reason === "staff") return "Marked as spam by staff"
  return "Not recorded"
}
