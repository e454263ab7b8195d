import { z } from "zod"
import { CLIENT_ROLES } from "./client-roles"

// A client company's people and invitations as the client population's Better Auth answers them, cut to these
// fields by the server (server/client/auth-endpoints.ts) and read by the People page through the same schemas.

const text = z.string()

export const companyMemberReply = z.object({
  id: text,
  organizationId: text,
  userId: text,
  role: z.enum(CLIENT_ROLES),
  createdAt: text.optional(),
})

export const companyInvitationReply = z.object({
  id: text,
  organizationId: text,
  email: text,
  role: text.nullable(),
  status: text,
  expiresAt: text,
  createdAt: text.optional(),
})

export const companyMembersReply = z.object({
  members: z.array(companyMemberReply.extend({ user: z.object({ id: text, name: text, email: text }) })),
  total: z.number(),
})

export const companyInvitationsReply = z.array(companyInvitationReply)

export type CompanyMember = z.infer<typeof companyMembersReply>["members"][number]
export type CompanyInvitation = z.infer<typeof companyInvitationReply>
