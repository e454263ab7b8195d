import type { ComplaintField } from "../../lib/complaint-schema"
import { CONSENT_FIELD } from "../../lib/consent"
import { COMPLAINT_LIMITS } from "../../lib/form-limits"

// The complaint form's controls in page order (focus goes to the first invalid one), empty, and their limits.
export const COMPLAINT_FIELD_ORDER: readonly ComplaintField[] = [
  "name",
  "email",
  "phone",
  "company",
  "jobReference",
  "kind",
  "details",
  CONSENT_FIELD,
]

export const EMPTY_COMPLAINT: Record<ComplaintField, string> = {
  name: "",
  email: "",
  phone: "",
  company: "",
  jobReference: "",
  kind: "complaint",
  details: "",
  consent: "",
}

export const COMPLAINT_MAX_LENGTH: Partial<Record<ComplaintField, number>> = {
  name: COMPLAINT_LIMITS.name,
  email: COMPLAINT_LIMITS.email,
  phone: COMPLAINT_LIMITS.phone,
  company: COMPLAINT_LIMITS.company,
  jobReference: COMPLAINT_LIMITS.jobReference,
  details: COMPLAINT_LIMITS.detailsMax,
}
