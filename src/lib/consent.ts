import { z } from "zod"

// Consent to the privacy notice (Egypt's Law 151 of 2020): every form has an unticked checkbox named
// "consent", and every shared form schema requires it. A browser posts a ticked box as "on"; the script sends true.
export const CONSENT_FIELD = "consent"

export const consentField = z.preprocess(
  (value) => value === true || value === "on" || value === "true",
  z.literal(true, { errorMap: () => ({ message: "consent" }) }),
)
