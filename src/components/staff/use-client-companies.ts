import * as React from "react"
import { companyList, type ClientCompany } from "../../lib/client-company-replies"
import { readReply } from "../../lib/read-reply"
import { COMPANIES_API } from "../../lib/staff-paths"

// A client company as GET /api/staff/client-companies lists it.
export type { ClientCompany }

export { COMPANIES_API }

// The companies, loaded once and again on `reload` (after a page changed one); a failure is the page's message.
export function useClientCompanies() {
  const [companies, setCompanies] = React.useState<ClientCompany[]>([])
  const [error, setError] = React.useState("")
  const reload = React.useCallback(
    () =>
      readReply(companyList, COMPANIES_API).then(
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
