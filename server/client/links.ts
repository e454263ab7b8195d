import { CLIENT_INVITATION_PATH, CLIENT_SET_PASSWORD_PATH } from "../../src/lib/client-paths"

// The links client mails carry: pages on SITE_URL with the one-time value in the query, so no request path (which
// the log keeps) ever holds it.
export const clientSetPasswordLink = (siteUrl: string, token: string, invitationId?: string) =>
  `${siteUrl}${CLIENT_SET_PASSWORD_PATH}?${new URLSearchParams({ token, ...(invitationId ? { invitation: invitationId } : {}) })}`

export const clientInvitationLink = (siteUrl: string, invitationId: string) =>
  `${siteUrl}${CLIENT_INVITATION_PATH}?${new URLSearchParams({ invitation: invitationId })}`
