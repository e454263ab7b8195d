// Consent to the privacy notice (Egypt's Law 151 of 2020): every form has an unticked checkbox of this name, and
// every shared form schema requires it (consent-schema.ts). Kept apart from the schema so the form components
// name the box without bringing zod into the page's script.
export const CONSENT_FIELD = "consent"
