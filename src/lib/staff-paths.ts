// The staff workspace's pages (client-only routes under /staff/), shared by the server's mails and the app.
export const STAFF_ROOT = "/staff/"
export const staffRequestPath = (reference: string) => `/staff/requests/${reference}/`
export const STAFF_ACCOUNTS = "/staff/admin/accounts/"
export const STAFF_PERSON = "/staff/admin/person/"
export const STAFF_CERTIFICATES = "/staff/certificates/"
export const STAFF_FIGURES = "/staff/figures/"
export const STAFF_COMPANIES = "/staff/companies/"
export const isStaffPath = (path: string) => path === "/staff" || path.startsWith(STAFF_ROOT)
// The re-examinations coming across all clients (issue 51): the page, its figures and its CSV.
export const STAFF_COMING = "/staff/coming/"
export const STAFF_COMING_API = "/api/staff/coming-work"
export const STAFF_COMING_CSV = "/api/staff/coming-work.csv"
