import { z } from "zod"

// The workspace's client companies (company-routes.ts): a company's names in both languages, its sites, and the
// first administrator invited with it.
const NAME = z.string().trim().min(1).max(200)
const invitee = { email: z.string().max(254).email(), name: z.string().trim().min(1).max(100) }

export const newCompanyBody = z.object({
  name: NAME,
  nameAr: NAME,
  sites: z.array(z.string().trim().min(1).max(200)).max(200),
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
    sites: z.array(z.string()),
  }),
)
