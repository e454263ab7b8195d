// The client API's replies as the pages read them: the types of the schemas the server answers by (src/lib/*-replies.ts).
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
export type { CompanyInvitation, CompanyMember } from "../../lib/company-people-replies"
