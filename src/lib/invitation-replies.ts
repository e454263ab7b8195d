import { z } from "zod"

// The invitations waiting for the signed-in account's own address (server/client/pending-invitations-routes.ts):
// what the "no company" screen offers to accept, naming the company and who invited.
export const pendingInvitation = z.object({
  id: z.string(),
  company: z.object({ name: z.string(), nameAr: z.string() }),
  inviter: z.string(),
  expiresAt: z.string(),
})
export const pendingInvitationsReply = z.object({ invitations: z.array(pendingInvitation) })

export type PendingInvitation = z.infer<typeof pendingInvitation>
