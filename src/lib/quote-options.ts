// The form's select values. Shared by the quote form, the server's validation and the build-time check
// that every service in data/ maps onto one of them.
export const SERVICE_VALUES = [
  "third-party",
  "asset-integrity",
  "ndt",
  "quality-control",
  "painting",
  "hydrotesting",
  "lifting",
  "rope-access",
  "offshore",
  "heat-treatment",
  "training",
  "recruitment",
  // Not a service of data/services: /prequalification/'s "Request the full pack" (routes.ts VENDOR_REGISTRATION).
  "vendor-registration",
] as const

export const INDUSTRY_VALUES = ["oil-gas", "power", "marine", "construction", "petrochemical", "other"] as const

// Where the work is: onshore (a city or site) or offshore (a field or vessel).
export const SITE_KINDS = ["onshore", "offshore"] as const
