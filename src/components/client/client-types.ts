import type { RegisterStatus } from "../../lib/register-status"

// What the client API answers (server/client/register-schemas.ts), as the pages read it.
export type ClientTexts = Queries.ClientAppTextsFragment
export type KindNames = Record<string, string>

export type ClientMe = {
  name: string
  email: string
  role: "owner" | "member"
  company: { name: string; nameAr: string }
}

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
export type RegisterPage = { items: RegisterItem[]; total: number; next: string | null; sites: string[] }
