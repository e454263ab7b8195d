import { z } from "zod"

// The workspace's client companies (company-routes.ts): a company's names in both languages, its sites, and the
// first administrator invited with it.
const NAME = z.string().trim().min(1, "must not be empty").max(200, "must be at most 200 characters")
// The name is optional: the workspace's page asks for the address only, and the account is then named by its
// local part (inviteAdministrator) until the invitee gives one.
const invitee = {
  email: z.string().trim().max(254).email("must be an e-mail address"),
  name: z.string().trim().min(1).max(100).optional(),
}

export const newCompanyBody = z.object({
  name: NAME,
  nameAr: NAME,
  sites: z
    .array(z.string().trim().max(200, "each must be at most 200 characters"))
    .max(200, "must be at most 200 sites"),
  administrator: z.object(invitee),
})
export const companyParams = z.object({ id: z.string().max(100) })
export const companyInviteBody = z.object(invitee)

export const createdCompany = z.object({ id: z.string() })
export const companyList = z.array(
  z.object({
    id: z.string(),
    name: z.string(),
    nameAr: z.string(),
    createdAt: z.string(),
    members: z.number(),
    pendingInvitations: z.number(),
    certificates: z.number(),
    sites: z.array(z.string()),
  }),
)

// Bulk linking of certificates by their client text (server/certificates/company-link.ts).
const FILTER = z.string().trim().min(2, "must be at least 2 characters").max(200)
export const linkFilterBody = z.object({ client: FILTER })
export const linkBody = z.object({ client: FILTER, expected: z.number().int().min(0) })
export const linkPreviewReply = z.object({
  count: z.number(),
  certificates: z.array(
    z.object({
      number: z.string(),
      item: z.string(),
      client: z.string(),
      site: z.string(),
      company_name: z.string().nullable(),
    }),
  ),
})
export const linkedReply = z.object({ linked: z.number() })
export const changedReply = z.object({ error: z.string(), count: z.number() })
