// Every route ends in "/", as gatsby-config's trailingSlash: "always" and the server expect.
export const HOME_PATH = "/"
export const SERVICES_PATH = "/services/"
export const CONTACT_PATH = "/contact/"

export const servicePath = (slug: string) => `${SERVICES_PATH}${slug}/`

// The contact page reads ?service= to preselect the form's service select.
export const quotePath = (formValue: string) => `${CONTACT_PATH}?service=${encodeURIComponent(formValue)}#contact`
