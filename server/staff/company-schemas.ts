import { z } from "zod"

// The workspace's client companies (company-routes.ts): a company's names in both languages, its sites, and the
// first administrator invited with it.
// Refusals in sentences, worded as the public forms' (data/site.json's form.errors; issue 64, P15): the page shows
// them under the field as they are.
const atMost = (max: number) => `Please use at most ${max} characters.`
const companyName = (language: string) =>
  z.string().trim().min(1, `Please enter the company's name in ${language}.`).max(200, atMost(200))
// The name is optional: the workspace's page asks for the address only, and the account is then named by its
// local part (inviteAdministrator) until the invitee gives one.
const invitee = {
  email: z.string().trim().max(254).email("Please enter a valid e-mail address, like name@company.com."),
  name: z.string().trim().min(1).max(100, atMost(100)).optional(),
}

export const newCompanyBody = z.object({
  name: companyName("English"),
  nameAr: companyName("Arabic"),
  sites: z
    .array(z.string().trim().max(200, "Please keep each site to at most 200 characters."))
    .max(200, "Please list at most 200 sites."),
  administrator: z.object(invitee),
})
export const companyParams = z.object({ id: z.string().max(100) })
export const companyInviteBody = z.object(invitee)

// Bulk linking of certificates by their client text (server/certificates/company-link.ts).
const FILTER = z.string().trim().min(2, "Please write at least 2 characters.").max(200, atMost(200))
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
