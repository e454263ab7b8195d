import { z } from "zod"

// The consent box (consent.ts) in a form schema: a browser posts a ticked box as "on"; the script sends true.
export const consentField = z.preprocess(
  (value) => value === true || value === "on" || value === "true",
  z.literal(true, { errorMap: () => ({ message: "consent" }) }),
)
