import type { CompanyLogEvent } from "../../lib/company-log-events"
import type { RegisterStatus } from "../../lib/register-status"
import type { BookingState } from "../../lib/reexamination"

// What the client API answers (server/client/register-schemas.ts), as the pages read it.
export type ClientTexts = Queries.ClientAppTextsFragment
export type KindNames = Record<string, string>

export type ClientMe = {
  name: string
  email: string
  role: "owner" | "member"
  company: { name: string; nameAr: string }
  // The company requires two-factor sign-in and this account has not set it up yet.
  twoFactorMissing: boolean
}

// The company's people and invitations, as the client population's Better Auth lists them
// (server/client/auth-endpoints.ts).
export type CompanyMember = {
  id: string
  userId: string
  role: ClientMe["role"]
  createdAt?: string
  user: { id: string; name: string; email: string }
}
export type CompanyInvitation = { id: string; email: string; role: string | null; status: string; expiresAt: string }

export type RegisterCertificate = {
  number: string
  kind: string
  item: string
  serial: string | null
  rating: string | null
  site: string
  inspectedOn: string
  validUntil: string | null
  status: RegisterStatus
}
export type RegisterItem = RegisterCertificate & { examinations: number }
// A certificate in an item's history, with its signed report if staff attached one.
export type HistoryCertificate = RegisterCertificate & { report: { size: number; sha256: string } | null }
// An entry of the company's log (server/client/company-log-routes.ts).
export type CompanyLogEntry = {
  id: number
  at: string
  actorName: string
  event: CompanyLogEvent
  detail: string | null
}
export type CompanyLogPage = { entries: CompanyLogEntry[]; next: number | null }
export type RegisterPage = { items: RegisterItem[]; total: number; next: string | null; sites: string[] }
// One of the company's re-examination requests (server/client/reexamination-schemas.ts).
export type BookingRequest = {
  reference: string
  createdAt: string
  state: BookingState
  scheduledFor: string | null
  neededBy: string | null
  askedBy: string
  items: number
  newCertificates: string[]
}
