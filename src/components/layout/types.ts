export type LayoutSite = NonNullable<Queries.LayoutDataFragment["siteJson"]>
export type NavLabels = LayoutSite["nav"]
export type ServiceLink = Queries.LayoutDataFragment["allServicesJson"]["nodes"][number]

// Which page is showing decides where the header's section links point and which one is current.
export type PageKind = "home" | "services" | "service" | "contact" | "other"
