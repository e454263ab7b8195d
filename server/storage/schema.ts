import type { ColumnType, Generated, Insertable, Selectable } from "kysely"
import type { CertificateRecord, CertificateStatus } from "../../src/lib/certificate-kinds"
import type { RequestKind } from "../../src/lib/request-kinds"
import type { SpamReason } from "../../src/lib/code-names"
import type { CompanyLogEvent } from "../../src/lib/company-log-events"

// Timestamps are ISO-8601 UTC strings in both SQLite and PostgreSQL, so one code path serves both.
export type MailStatus = "pending" | "sent" | "skipped"
export type MailKind = "notification" | "acknowledgement"

export interface RequestTable {
  id: Generated<number>
  reference: string
  created_at: string
  first_name: string
  last_name: string
  email: string
  company: string | null
  phone: string | null
  industry: string
  service: string
  message: string
  locale: string
  ip_hash: string
  user_agent: string | null
  page: string | null
  spam: number
  // Why it is in Spam: "honeypot", "too-fast" or "staff" (server/storage/spam-reason-migration.ts); null otherwise
  // and before the migration. fill_ms: how long the form was open, as the page said, when it said.
  spam_reason: SpamReason | null
  fill_ms: number | null
  mail_status: MailStatus
  idempotency_key: string | null
  body_hash: string
  // When the visitor ticked the consent box and which privacy notice (its version date) the form linked to.
  consent_at: string | null
  notice_version: string | null
  // 1 when the acknowledgement was withheld: the address had already been sent the daily maximum.
  ack_limited: Generated<number>
  // The staff's work on it.
  status: Generated<RequestStatus>
  assignee_id: string | null
  lost_reason: string | null
  // Set when the retention job or an administrator erased the personal fields.
  erased_at: string | null
  // A quote request, or a complaint or appeal (then the name is all in first_name, industry and service are
  // empty, and job_reference is the job or report it concerns).
  kind: Generated<RequestKind>
  job_reference: string | null
  // Where the work is (onshore: a city or site; offshore: a field or vessel) and by when it is needed (YYYY-MM-DD).
  site_kind: string | null
  site: string | null
  needed_by: string | null
  // The 24-hour reply promise (src/lib/due-time.ts): by when it is to be answered, and when staff first recorded
  // the reply (status Contacted, or a note marked as the reply sent).
  due_at: string | null
  first_reply_at: string | null
  // When the reminders were queued (server/promise/reminders.ts): a quarter of the time left, and overdue.
  reminded_soon_at: string | null
  reminded_overdue_at: string | null
  // A re-examination asked for in the client register (issue 51): the client company, and the visit's date once
  // staff schedule it.
  client_company_id: string | null
  scheduled_for: string | null
  // The inbox's order before the arrival time, computed by the database (server/storage/inbox-order-migration.ts):
  // read only.
  inbox_sort: ColumnType<string, never, never>
}

// A file sent with a request: its name as sent, its size, the media type decided from its bytes, its SHA-256.
// While staged (its bytes being written, server/attachments/attachment-staging.ts) it has no request yet:
// request_id is null and staged_at set. Every query reads files through their request, so a selected row always has
// request_id.
export interface RequestAttachmentTable {
  id: Generated<number>
  request_id: ColumnType<number, number | null, number | null>
  staged_at: string | null
  name: string
  size: number
  type: string
  sha256: string
}

// A file's bytes, in order, in chunks of ATTACHMENT_CHUNK_BYTES (attachment-staging.ts): written and read a chunk at a time, so a 20 MB
// file never sits whole in the server's memory.
export interface RequestAttachmentChunkTable {
  attachment_id: number
  seq: number
  data: Buffer
}

export { REQUEST_KINDS, type RequestKind } from "../../src/lib/request-kinds"

// A certificate's signed report (PDF); certificate_id is null while its upload is written (certificate-report-migration.ts).
export interface CertificateReportTable {
  id: Generated<number>
  certificate_id: number | null
  name: string
  size: number
  sha256: string
  uploaded_at: string
  // The staff member's name, as the audit log keeps it.
  uploaded_by: string
}

export interface CertificateReportChunkTable {
  report_id: number
  seq: number
  data: Buffer
}

// A register item a re-examination request names, by the certificate that was its latest when asked.
export interface RequestItemTable {
  request_id: number
  certificate_id: number
}

// An entry of a client company's log (server/client/company-log.ts).
export interface ClientCompanyLogTable {
  id: Generated<number>
  company_id: string
  at: string
  actor_id: string | null
  actor_name: string
  event: CompanyLogEvent
  detail: string | null
}

// A dangerous defect told from the field (server/inspect/dangerous-defect.ts): its id is the device's.
export interface DangerousDefectTable {
  id: string
  company_id: string
  item_key: string | null
  item: string
  serial: string | null
  site: string
  defect: string
  inspector_name: string
  job_id: string
  report_id: string
  // The device's clock when the inspector marked it; received_at the server's.
  found_at: string
  received_at: string
  cleared_at: string | null
  cleared_by_report: string | null
  recipients: number
}

// An inspector's photo uploaded with tus (server/inspect/photo-uploads.ts), its bytes in photo_upload_chunks.
export interface PhotoUploadTable {
  id: string
  user_id: string
  report_id: string
  photo_id: string
  size: number
  // The bytes stored so far (tus's offset), and how many chunk rows hold them.
  received: number
  chunks: number
  // The tus metadata kept for HEAD (JSON).
  metadata: string
  created_at: string
  finished_at: string | null
  type: string | null
}

export interface PhotoUploadChunkTable {
  upload_id: string
  seq: number
  data: Buffer
}

// A lock on an upload across server instances (server/inspect/photo-upload-locker.ts).
export interface UploadLockTable {
  id: string
  holder: string
  expires_at: string
  release_requested: Generated<number>
}

export const REQUEST_STATUSES = ["new", "contacted", "quoted", "won", "lost"] as const
export type RequestStatus = (typeof REQUEST_STATUSES)[number]
export type { StaffRole } from "../../src/lib/staff-roles"

// Better Auth's tables, as far as this code reads them (Better Auth itself writes them through its adapter).
export interface StaffUserTable {
  id: string
  name: string
  email: string
  role: string | null
  banned: number | boolean | null
  twoFactorEnabled: number | boolean | null
  createdAt: string | Date
}

export interface StaffSessionTable {
  id: string
  token: string
  userId: string
  createdAt: string | Date
  expiresAt: string | Date
}

// The client population's Better Auth tables (server/client/auth.ts), as far as this code reads them.
export interface ClientUserTable {
  id: string
  name: string
  email: string
  twoFactorEnabled: number | boolean | null
  createdAt: string | Date
}

export interface ClientSessionTable {
  id: string
  token: string
  userId: string
  createdAt: string | Date
  expiresAt: string | Date
  activeOrganizationId: string | null
}

export interface ClientAccountTable {
  id: string
  userId: string
  providerId: string
  password: string | null
}

// One-time values: a password link's row is "reset-password:<token>" with the account's id as its value.
export interface ClientVerificationTable {
  id: string
  identifier: string
  value: string
}

export interface ClientTwoFactorTable {
  id: string
  userId: string
}

// A client company: the organization plugin's organization.
export interface ClientCompanyTable {
  id: string
  name: string
  nameAr: string
  slug: string
  createdAt: string | Date
  // 1 while its administrators require two-factor sign-in of every member (server/client/company-routes.ts).
  twoFactorRequired: Generated<number>
  // The days before a due date its reminders go out, "60,30,7"; null: the default (src/lib/reminders.ts).
  reminderDays: string | null
}

// A member's reminders (server/client/reminders-*.ts): off or on, the language last used, the unsubscribe secret.
export interface ClientReminderPrefTable {
  company_id: string
  user_id: string
  reminders_off: Generated<number>
  locale: string | null
  unsubscribe_token: string
}

// A member's calendar feed address (server/client/calendar-*.ts): its secret.
export interface ClientCalendarFeedTable {
  company_id: string
  user_id: string
  token: string
  created_at: string
}

// A register item's reminder sent at a threshold (0: overdue), by the item's latest certificate.
export interface ReminderSentTable {
  certificate_id: number
  threshold: number
  day: string
}

// The digest of a company for a Cairo day, claimed by the instance that sends it.
export interface ReminderDigestTable {
  company_id: string
  day: string
  items: number
  recipients: number
}

export interface ClientMemberTable {
  id: string
  organizationId: string
  userId: string
  // The plugin's roles: "owner" is a client administrator, "member" a member.
  role: string
  createdAt: string | Date
}

export interface ClientInvitationTable {
  id: string
  organizationId: string
  email: string
  role: string | null
  status: string
  expiresAt: string | Date
  createdAt: string | Date
  inviterId: string
}

export interface ClientCompanySiteTable {
  company_id: string
  name: string
}

export interface RequestNoteTable {
  id: Generated<number>
  request_id: number
  at: string
  author_id: string
  author_name: string
  text: string
  // 1: the note records the reply sent to the requester (the 24-hour promise counts it as answered).
  reply_sent: Generated<number>
}

export interface AuditLogTable {
  id: Generated<number>
  at: string
  actor_id: string | null
  actor_name: string
  action: string
  reference: string | null
  detail: string | null
}

// A mail to a person with an account (staff or client) that belongs to no request (server/storage/account-mail.ts).
export interface AccountMailTable {
  id: Generated<number>
  to_address: string
  subject: string
  body: string
  status: "pending" | "sent"
  attempts: number
  next_attempt_at: string
  last_error: string | null
  sent_at: string | null
  // When the one-time link it carries expires (invitations, resets); null for other mails.
  expires_at: string | null
  // Extra headers as JSON (a reminder's List-Unsubscribe and List-Unsubscribe-Post); null for most mails.
  headers: string | null
}

export interface SignInFailureTable {
  id: Generated<number>
  at: string
  account_key: string
  address_key: string
}

export interface OutboxTable {
  id: Generated<number>
  request_id: number
  kind: MailKind
  status: "pending" | "sent"
  attempts: number
  next_attempt_at: string
  last_error: string | null
  sent_at: string | null
}

export interface ReferenceCounterTable {
  year: number
  last: number
}

// One counter per rate-limited key (a route and a hashed client address), shared by every server instance.
// A running count of issued certificates per kind (its code) and year (certificate-counter-migration.ts).
export interface CertificateCounterTable {
  prefix: string
  year: number
  last: number
}

export interface RateLimitTable {
  key: string
  hits: number
  // Milliseconds since the epoch: the end of the key's current window.
  reset_at: number
}

export type { CertificateStatus }

// A certificate or report the company signed (src/lib/certificate-kinds.ts), with its row id and creation time.
export type CertificateTable = Omit<CertificateRecord, "status"> & {
  id: Generated<number>
  // The client company it belongs to (client_company.id), or null until staff link it.
  company_id: ColumnType<string | null, string | null | undefined, string | null>
  // 1 on the latest certificate of its item within its company: kept by the database (item-latest-migration.ts).
  item_latest: ColumnType<number, never, never>
  status: Generated<CertificateStatus>
  created_at: string
  // Set when an amendment replacing it is issued (issue 62): its number and the day.
  superseded_by: ColumnType<string | null, string | null | undefined, string | null>
  superseded_on: ColumnType<string | null, string | null | undefined, string | null>
}

// The inspectors' work (issue 61, server/inspect/): a job, who is assigned to it, and the reports written for it.
// kinds, new_item, values and photos are JSON text.
export interface JobTable {
  id: string
  company_id: string
  site: string
  day: string
  kinds: string
  booking_reference: string | null
  created_by: string
  created_at: string
}

export interface JobInspectorTable {
  job_id: string
  user_id: string
}

export interface InspectionReportTable {
  id: string
  job_id: string
  kind: string
  item_key: string | null
  new_item: string | null
  values: string
  photos: string
  version: number
  submitted_at: string | null
  updated_by: string
  updated_at: string
  created_at: string
  // Review and issue (issue 62, report-review-migration.ts). review_comments is JSON text (ReviewComment[]).
  review_comments: ColumnType<string, string | undefined, string>
  returned_at: ColumnType<string | null, string | null | undefined, string | null>
  returned_by_name: ColumnType<string | null, string | null | undefined, string | null>
  // The certificate number it was issued as, when and by whom it was reviewed and authorised (user id).
  issued_number: ColumnType<string | null, string | null | undefined, string | null>
  issued_at: ColumnType<string | null, string | null | undefined, string | null>
  reviewed_by: ColumnType<string | null, string | null | undefined, string | null>
  // An amendment: the issued number it replaces, and why.
  amends_number: ColumnType<string | null, string | null | undefined, string | null>
  amend_reason: ColumnType<string | null, string | null | undefined, string | null>
}

// Records of authorisation (issue 62, server/inspect/authorisation-*.ts): never changed, only withdrawn.
export interface AuthorisationTable {
  id: string
  user_id: string
  kind: string
  method: string | null
  level: number | null
  capability: string
  scheme: string
  certificate_number: string
  issuer: string
  valid_from: string
  valid_until: string
  vision_test_on: string | null
  recorded_by: string
  recorded_by_name: string
  recorded_at: string
  withdrawn_at: string | null
  withdrawn_by_name: string | null
}

// The scan of a record's certificate (authorisation-scan-migration.ts); authorisation_id null while being written.
export interface AuthorisationScanTable {
  id: Generated<number>
  authorisation_id: string | null
  name: string
  size: number
  type: string
  sha256: string
  uploaded_at: string
  // The administrator's name, as the audit log keeps it.
  uploaded_by: string
}

export interface AuthorisationScanChunkTable {
  scan_id: number
  seq: number
  data: Buffer
}

export interface Database {
  rate_limits: RateLimitTable
  requests: RequestTable
  outbox: OutboxTable
  reference_counters: ReferenceCounterTable
  complaint_counters: ReferenceCounterTable
  user: StaffUserTable
  session: StaffSessionTable
  request_notes: RequestNoteTable
  audit_log: AuditLogTable
  sign_in_failures: SignInFailureTable
  account_mail: AccountMailTable
  certificates: CertificateTable
  request_attachments: RequestAttachmentTable
  request_attachment_chunks: RequestAttachmentChunkTable
  certificate_reports: CertificateReportTable
  certificate_report_chunks: CertificateReportChunkTable
  client_company_log: ClientCompanyLogTable
  request_items: RequestItemTable
  client_user: ClientUserTable
  client_session: ClientSessionTable
  client_account: ClientAccountTable
  client_verification: ClientVerificationTable
  client_two_factor: ClientTwoFactorTable
  client_company: ClientCompanyTable
  client_reminder_pref: ClientReminderPrefTable
  client_calendar_feed: ClientCalendarFeedTable
  reminder_sent: ReminderSentTable
  reminder_digest: ReminderDigestTable
  client_member: ClientMemberTable
  client_invitation: ClientInvitationTable
  client_company_sites: ClientCompanySiteTable
  jobs: JobTable
  job_inspectors: JobInspectorTable
  inspection_reports: InspectionReportTable
  dangerous_defects: DangerousDefectTable
  photo_uploads: PhotoUploadTable
  photo_upload_chunks: PhotoUploadChunkTable
  upload_locks: UploadLockTable
  authorisations: AuthorisationTable
  authorisation_scans: AuthorisationScanTable
  authorisation_scan_chunks: AuthorisationScanChunkTable
  certificate_counters: CertificateCounterTable
}

export type StoredRequest = Selectable<RequestTable>
export type NewRequest = Omit<
  Insertable<RequestTable>,
  | "id"
  | "reference"
  | "created_at"
  | "mail_status"
  | "due_at"
  | "first_reply_at"
  | "reminded_soon_at"
  | "reminded_overdue_at"
>
export type RequestAttachment = Selectable<RequestAttachmentTable>
export type OutboxRow = Selectable<OutboxTable>
export type Certificate = Selectable<CertificateTable>
