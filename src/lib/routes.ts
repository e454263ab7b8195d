// Every route ends in "/", as gatsby-config's trailingSlash: "always" and the server expect.
export const HOME_PATH = "/"
export const SERVICES_PATH = "/services/"
export const CONTACT_PATH = "/contact/"
// Where a quote request sent without JavaScript lands: the server fills these built pages in.
export const QUOTE_RECEIVED_PATH = "/quote/received/"
export const QUOTE_NOT_SENT_PATH = "/quote/not-sent/"

export const servicePath = (slug: string) => `${SERVICES_PATH}${slug}/`

// The contact page reads ?service= to preselect the form's service select.
export const quotePath = (formValue: string) => `${CONTACT_PATH}?service=${encodeURIComponent(formValue)}#contact`

// What a buyer checks before shortlisting: the quality system, the privacy notice, complaints, case studies.
export const QUALITY_PATH = "/quality/"
export const PRIVACY_PATH = "/privacy/"
export const COMPLAINTS_PATH = "/complaints/"
// Where a complaint sent without JavaScript lands, filled in by the server like the quote's.
export const COMPLAINT_RECEIVED_PATH = "/complaints/received/"
export const COMPLAINT_NOT_SENT_PATH = "/complaints/not-sent/"
// Every result page the server fills in (never served as built).
export const RESULT_PATHS = [QUOTE_RECEIVED_PATH, QUOTE_NOT_SENT_PATH, COMPLAINT_RECEIVED_PATH, COMPLAINT_NOT_SENT_PATH]
export const PROJECTS_PATH = "/projects/"
export const projectPath = (slug: string) => `${PROJECTS_PATH}${slug}/`

// Click-to-chat: wa.me wants the international number as digits only.
export const WHATSAPP_ORIGIN = "https://wa.me"
export const whatsappHref = (number: string) => `${WHATSAPP_ORIGIN}/${number.replace(/\D/g, "")}`

// The public check of a certificate; a QR label opens it with ?n=<number>&c=<code>.
export const VERIFY_PATH = "/verify/"
// The clients' register (src/lib/client-paths.ts has its pages and API): here for the public pages' links to it,
// which would otherwise bring every client path into each page's first-load script.
export const CLIENT_ROOT = "/client/"

// What a procurement team needs to register the company as a vendor, and the profile it attaches.
export const PREQUALIFICATION_PATH = "/prequalification/"
// Built by site-build/profile/ into public/, one per edition.
export const companyProfilePath = (locale: string) => `/company-profile-${locale}.pdf`
// The pack is asked for through the quote form, with this value in its service select.
export const VENDOR_REGISTRATION = "vendor-registration"
