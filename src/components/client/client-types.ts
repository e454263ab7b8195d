// The client API's replies as the pages read them: the types of the schemas the server answers by (src/lib/*-replies.ts).
import type { ClientRole } from "../../lib/client-roles"
export type { BookingRequest } from "../../lib/booking-replies"
export type { CompanyLogEntry, CompanyLogPage } from "../../lib/company-replies"
export type {
  ClientMe,
  HistoryCertificate,
  RegisterCertificate,
  RegisterItem,
  RegisterPage,
} from "../../lib/register-replies"

export type ClientTexts = Queries.ClientAppTextsFragment
export type KindNames = Record<string, string>

// The company's people and invitations, as the client population's Better Auth lists them
// (server/client/auth-endpoints.ts).
export type CompanyMember = {
  id: string
  userId: string
  role: ClientRole
  createdAt?: string
  user: { id: string; name: string; email: string }
}
export type CompanyInvitation = { id: string; email: string; role: string | null; status: string; expiresAt: string }
