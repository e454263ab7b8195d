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

// Bulk linking of certificates by their client text (server/certificates/company-link.ts).
const FILTER = z.string().trim().min(2, "must be at least 2 characters").max(200)
export const linkFilterBody = z.object({ client: FILTER })
export const linkBody = z.object({ client: FILTER, expected: z.number().int().min(0) })

// The replies' schemas are the workspace pages' and the tests' too.
export {
  changedReply,
  companyList,
  createdCompany,
  linkedReply,
  linkPreviewReply,
} from "../../src/lib/client-company-replies"
