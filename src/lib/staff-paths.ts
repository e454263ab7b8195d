import { pathRoute } from "./path-route"

// The staff workspace's pages (client-only routes under /staff/), shared by the server's mails and the app.
export const STAFF_ROOT = "/staff/"
export const staffRequestPage = pathRoute("/staff/requests/:reference/")
export const staffRequestPath = (reference: string) => staffRequestPage.to({ reference })
export const STAFF_ACCOUNTS = "/staff/admin/accounts/"
export const STAFF_PERSON = "/staff/admin/person/"
export const STAFF_CERTIFICATES = "/staff/certificates/"
export const STAFF_FIGURES = "/staff/figures/"
export const STAFF_COMPANIES = "/staff/companies/"
export const STAFF_SPAM = "/staff/spam/"
// An invitation's or a password reset's link, with its token in the query.
export const STAFF_SET_PASSWORD = "/staff/set-password/"
export const isStaffPath = (path: string) => path === "/staff" || path.startsWith(STAFF_ROOT)
// The re-examinations coming across all clients (issue 51): the page, its figures and its CSV.
export const STAFF_COMING = "/staff/coming/"
export const STAFF_COMING_API = "/api/staff/coming-work"
export const STAFF_COMING_CSV = "/api/staff/coming-work.csv"

// The workspace's API (server/staff/, server/certificates/staff-routes.ts), named once for the routes that serve it
// and the pages that call it. Better Auth's endpoints are under the first.
export const STAFF_AUTH_PATH = "/api/staff/auth"
export const STAFF_ME_API = "/api/staff/me"
export const STAFF_MEMBERS_API = "/api/staff/members"
export const STAFF_REQUESTS_API = "/api/staff/requests"
export const STAFF_REQUESTS_CSV = `${STAFF_REQUESTS_API}.csv`
export const staffRequestApi = pathRoute(`${STAFF_REQUESTS_API}/:reference`)
export type RequestAction = "status" | "assignee" | "notes" | "schedule" | "spam"
export const requestActionApi = (action: RequestAction) => pathRoute(`${staffRequestApi.pattern}/${action}`)
export const attachmentApi = pathRoute(`${staffRequestApi.pattern}/attachments/:id`)
export const STAFF_FIGURES_API = "/api/staff/figures"
// What waits, for the navigation's counts.
export const STAFF_COUNTS_API = "/api/staff/counts"
// The names of the codes the workspace shows (src/lib/code-names.ts).
export const STAFF_NAMES_API = "/api/staff/names"
export const STAFF_FIGURES_CSV = `${STAFF_FIGURES_API}.csv`
// The administrators' calls: accounts, invitations, a person's data.
export const STAFF_ACCOUNTS_API = "/api/staff/admin/users"
export const accountActionApi = (action: "disable" | "role") => pathRoute(`${STAFF_ACCOUNTS_API}/:id/${action}`)
export const STAFF_INVITE_API = "/api/staff/admin/invite"
export const PERSON_EXPORT_API = "/api/staff/admin/person/export"
export const PERSON_ERASE_API = "/api/staff/admin/person/erase"
// The certificate register: the records, a CSV import, one record's changes and files, a page of labels.
export const CERTIFICATES_API = "/api/staff/certificates"
export const CERTIFICATES_IMPORT_API = `${CERTIFICATES_API}/import`
export const CERTIFICATE_LABELS_API = `${CERTIFICATES_API}/labels`
export const certificateApi = (part: "status" | "code" | "label.svg" | "report") =>
  pathRoute(`${CERTIFICATES_API}/:number/${part}`)
// The client companies, and one company's certificate links and invitations.
export const COMPANIES_API = "/api/staff/client-companies"
export const companyApi = (part: "link-preview" | "link" | "invitations") => pathRoute(`${COMPANIES_API}/:id/${part}`)
