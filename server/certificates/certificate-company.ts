import type { Kysely } from "kysely"
import type { Database } from "../storage/schema"

// The client companies a certificate may name (issue 50): by id from the form, by id or exact English name from a
// CSV row. Read once per request: companies are few, and one lookup serves a whole import.
export type CompanyLookup = (value: string, byName: boolean) => string | undefined

export async function companyLookup(db: Kysely<Database>): Promise<CompanyLookup> {
  const companies = await db.selectFrom("client_company").select(["id", "name"]).execute()
  const ids = new Set(companies.map((company) => company.id))
  const byName = new Map<string, string[]>()
  for (const company of companies) byName.set(company.name, [...(byName.get(company.name) ?? []), company.id])
  return (value, names) => {
    if (ids.has(value)) return value
    // Two companies of one name: the name picks neither, the id is needed.
    const named = names ? byName.get(value) : undefined
    return named?.length === 1 ? named[0] : undefined
  }
}

export const unknownCompany = (byName: boolean) =>
  byName ? "is not a client company's id or exact English name" : "is not a client company"
