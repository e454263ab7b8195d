import { CLIENT_INVITATION_PATH, CLIENT_SET_PASSWORD_PATH, CLIENT_UNSUBSCRIBE_PATH } from "../../src/lib/client-paths"
import { DEFAULT_LOCALE, localizePath, type Locale } from "../../src/lib/locales"

// The links client mails carry: pages on SITE_URL in the mail's language, with the one-time value in the query, so
// no request path (which the log keeps) ever holds it.
export const clientSetPasswordLink = (
  siteUrl: string,
  token: string,
  invitationId?: string,
  locale: Locale = DEFAULT_LOCALE,
) =>
  `${siteUrl}${localizePath(CLIENT_SET_PASSWORD_PATH, locale)}?${new URLSearchParams({ token, ...(invitationId ? { invitation: invitationId } : {}) })}`

export const clientInvitationLink = (siteUrl: string, invitationId: string, locale: Locale = DEFAULT_LOCALE) =>
  `${siteUrl}${localizePath(CLIENT_INVITATION_PATH, locale)}?${new URLSearchParams({ invitation: invitationId })}`

// A reminder's unsubscribe link (RFC 8058's List-Unsubscribe too): the member's secret, no session needed.
export const clientUnsubscribeLink = (siteUrl: string, token: string) =>
  `${siteUrl}${CLIENT_UNSUBSCRIBE_PATH}?${new URLSearchParams({ token })}`

export const clientPageLink = (siteUrl: string, path: string, locale: Locale) =>
  `${siteUrl}${localizePath(path, locale)}`
