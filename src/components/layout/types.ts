export type LayoutSite = Queries.LayoutSiteFragment
export type NavLabels = LayoutSite["nav"]
export type ServiceLink = Queries.ServiceLinkFragment

// Which page is showing decides where the header's section links point and which one is current.
export type PageKind = "home" | "services" | "service" | "contact" | "other"

// An edition the visitor can switch to, named in its own language.
export type Language = Queries.LanguageFragment
