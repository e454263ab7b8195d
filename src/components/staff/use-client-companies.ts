import * as React from "react"
import { staffFetch } from "./staff-api"

// A client company as GET /api/staff/client-companies lists it (server/staff/company-schemas.ts).
export type ClientCompany = {
  id: string
  name: string
  nameAr: string
  createdAt: string
  members: number
  pendingInvitations: number
  certificates: number
  sites: string[]
}

export const COMPANIES_API = "/api/staff/client-companies"

// The companies, loaded once and again on `reload` (after a page changed one); a failure is the page's message.
export function useClientCompanies() {
  const [companies, setCompanies] = React.useState<ClientCompany[]>([])
  const [error, setError] = React.useState("")
  const reload = React.useCallback(
    () =>
      staffFetch<ClientCompany[]>(COMPANIES_API).then(
        (list) => {
          setCompanies(list)
          setError("")
        },
        (caught: Error) => setError(caught.message),
      ),
    [],
  )
  React.useEffect(() => void reload(), [reload])
  return { companies, error, reload }
}
