import { localeOfPath, localizePath, unlocalizePath, type Locale } from "./locales"
import { CLIENT_ROOT } from "./routes"

// The clients' register (issue 50): client-only routes of one page in each edition (/client/, /ar/client/),
// shared by the server's mails, its page fallback and the app; its root is a public route (src/lib/routes.ts).
export { CLIENT_ROOT }
// The links client mails carry, with the one-time value in the query (server/client/links.ts).
export const CLIENT_SET_PASSWORD_PATH = "/client/set-password/"
export const CLIENT_INVITATION_PATH = "/client/invitation/"
// The client administrators' pages: the company's people and its log.
export const CLIENT_MEMBERS_PATH = "/client/members/"
export const CLIENT_LOG_PATH = "/client/log/"
// Every member's reminder mails and calendar feed (issue 64: they ended the register, after every item).
export const CLIENT_SETTINGS_PATH = "/client/settings/"

// /client/… or /ar/client/…, in any edition.
export function isClientPath(path: string): boolean {
  const page = unlocalizePath(path)
  return page === "/client" || page.startsWith(CLIENT_ROOT)
}

// The file Gatsby writes for src/pages/client/[...].tsx in a path's edition ("ar/client/[...]/index.html").
export const clientPageFile = (path: string) => `${clientRoot(localeOfPath(path)).slice(1)}[...]/index.html`

export const clientRoot = (locale: Locale) => localizePath(CLIENT_ROOT, locale)

// The client API the app calls (server/client/): its Better Auth endpoints, who is signed in, the register.
export const CLIENT_AUTH_PATH = "/api/client/auth"
export const CLIENT_ME_PATH = "/api/client/me"
// The invitations waiting for the signed-in account's address, answered also to an account of no company yet.
export const CLIENT_PENDING_INVITATIONS_PATH = "/api/client/invitations/pending"
export const REGISTER_PATH = "/api/client/register"
export const REGISTER_HISTORY_PATH = `${REGISTER_PATH}/history`
export const REGISTER_CSV_PATH = `${REGISTER_PATH}.csv`
// A certificate's signed report (PDF), by its number; and the company's log, for its administrators.
export const REGISTER_REPORT_PATH = `${REGISTER_PATH}/report`
export const CLIENT_LOG_API_PATH = "/api/client/log"
// A client administrator's settings of the company (two-factor sign-in required of everyone).
export const CLIENT_COMPANY_PATH = "/api/client/company"
// The company's requests for re-examination (issue 51), and the page that asks for one.
export const BOOKINGS_PATH = "/api/client/reexaminations"
export const CLIENT_BOOKING_PATH = "/client/book/"
// A member's reminders (on or off, the company's thresholds), and the reminder mails' unsubscribe link (issue 51).
export const CLIENT_REMINDERS_PATH = "/api/client/reminders"
export const CLIENT_UNSUBSCRIBE_PATH = "/api/client/unsubscribe"
// A member's calendar feed: its management (signed in) and the feed itself (the secret in the query, no session).
export const CLIENT_CALENDAR_PATH = "/api/client/calendar"
export const CLIENT_CALENDAR_FEED_PATH = "/api/client/calendar.ics"
