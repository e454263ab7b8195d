import { z } from "zod"
import { consentField } from "./consent-schema"
import { choice, emailField, messageField, optionalLine, personName, phoneField, validateWith } from "./form-fields"
import type { Validation } from "./form-fields"
import { COMPLAINT_LIMITS } from "./form-limits"

// One schema for the complaint form and POST /api/complaint, built from the field rules every request form shares
// (form-fields.ts), so both forms accept and refuse the same things and word their errors with the same codes.

export const COMPLAINT_KINDS = ["complaint", "appeal"] as const

export const complaintSchema = z
  .object({
    name: personName(COMPLAINT_LIMITS.name),
    email: emailField,
    phone: phoneField,
    company: optionalLine(COMPLAINT_LIMITS.company),
    jobReference: optionalLine(COMPLAINT_LIMITS.jobReference),
    kind: choice(COMPLAINT_KINDS),
    details: messageField,
    consent: consentField,
  })
  .strict()

export type ComplaintRequest = z.infer<typeof complaintSchema>
export type ComplaintField = keyof ComplaintRequest

export const validateComplaint = (input: unknown): Validation<ComplaintRequest> => validateWith(complaintSchema, input)
