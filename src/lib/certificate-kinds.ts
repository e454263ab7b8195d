// The kinds of document the company signs; the ids are used in CSV files, the database and the public check.
export const CERTIFICATE_KINDS = [
  "lifting-equipment",
  "ndt-report",
  "pressure-test",
  "coating-inspection",
  "heat-treatment",
  "competence-card",
] as const
export type CertificateKind = (typeof CERTIFICATE_KINDS)[number]
