import { z } from "zod"

// What the workspace's client-company routes answer (server/staff/company-routes.ts): the server's response
// schemas, the companies page's types and the tests' reading of the replies, defined once.
export const createdCompany = z.object({ id: z.string() })
export const clientCompany = z.object({
  id: z.string(),
  name: z.string(),
  nameAr: z.string(),
  createdAt: z.string(),
  members: z.number(),
  pendingInvitations: z.number(),
  certificates: z.number(),
  sites: z.array(z.string()),
})
export const companyList = z.array(clientCompany)

// Bulk linking of certificates by their client text (server/certificates/company-link.ts).
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

export type ClientCompany = z.infer<typeof clientCompany>
export type LinkPreview = z.infer<typeof linkPreviewReply>
