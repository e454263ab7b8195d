import { z } from "zod"
import { industryId, slug, strings, text } from "./content-schema"
import { CERTIFICATE_FIELDS, CERTIFICATE_KINDS } from "./certificate-kinds"
import { contentDay } from "./day-schema"

// What a buyer's QA or procurement engineer checks before shortlisting: data/quality.json, data/privacy.json,
// data/complaints.json and data/projects/<slug>.json. Strict objects, like the rest of data/.

const list = <T extends z.ZodTypeAny>(item: T) => z.array(item).min(1, "must list at least one item")
const isoDate = contentDay("must be a date like 2027-03-31")
// Certificate and accreditation numbers in data/ are samples until the company enters its real ones.
const sample = z.boolean({ invalid_type_error: "must be true (a sample value to replace) or false" })
// What a certificate and an accreditation both state, first: who issued which number against which standard.
const credential = { sample, heading: text, standard: text, number: text, body: text }
const section = z.object({ heading: text, paragraphs: list(text), items: z.array(text).optional() }).strict()
const pageTexts = { title: text, description: text, intro: text }

export const qualitySchema = z
  .object({
    ...pageTexts,
    // The link to /prequalification/ under the page's introduction.
    prequalificationLink: text,
    labels: z
      .object({
        number: text,
        body: text,
        standard: text,
        scope: text,
        validUntil: text,
        type: text,
        discipline: text,
        codes: text,
        qualification: text,
        headCount: text,
        sample: text,
      })
      .strict(),
    certificate: z
      .object({
        ...credential,
        scope: text,
        issued: isoDate,
        validUntil: isoDate,
      })
      .strict(),
    accreditation: z
      .object({
        ...credential,
        type: text,
        issued: isoDate,
        validUntil: isoDate,
        scope: list(z.object({ discipline: text, methods: text, codes: text }).strict()),
      })
      .strict(),
    personnel: z
      .object({
        // The head counts are a sample until the company enters its own.
        sample,
        heading: text,
        intro: text,
        items: list(
          z
            .object({
              code: text,
              title: text,
              headCount: z.number().int().positive("must be a positive whole number"),
            })
            .strict(),
        ),
      })
      .strict(),
    policies: list(section),
    impartiality: section,
    // ISO/IEC 17020 Annex A.1, the Type A criteria, in the site's words: what the impartiality statement answers to.
    annexA1: section,
  })
  .strict()

export const privacySchema = z
  .object({
    ...pageTexts,
    // Stored with each consent, so a record says which notice the person saw.
    version: contentDay("must be the notice's date, like 2026-01-15"),
    updatedLabel: text,
    sections: list(section),
  })
  .strict()

const field = z.object({ label: text, placeholder: text }).strict()
const strictObject = <T extends z.ZodRawShape>(shape: T) => z.object(shape).strict()

// The complaint form's own words; e-mail, phone, company, consent and the error texts are the quote form's.
const complaintForm = strictObject({
  heading: text,
  intro: text,
  name: field,
  jobReference: field,
  kind: strictObject({ label: text, complaint: text, appeal: text }),
  details: field,
  submit: text,
  sentStatus: text,
  successToast: text,
})

export const complaintsSchema = z
  .object({
    ...pageTexts,
    steps: list(z.object({ title: text, text }).strict()),
    sections: list(section),
    form: complaintForm,
    received: strictObject({ title: text, heading: text, referenceLabel: text, text, backLink: text }),
    notSent: strictObject({ title: text, heading: text, invalidText: text, backLink: text }),
    mail: strictObject({
      kinds: strictObject({ complaint: text, appeal: text }),
      notificationSubject: text,
      notificationIntro: text,
      acknowledgementSubject: text,
      acknowledgementBody: list(text),
    }),
  })
  .strict()

export const projectSchema = z
  .object({
    // Until an editor replaces it with a real reference, the case study is marked as a sample wherever it is shown.
    sample,
    slug,
    // Newest first on /projects/: the month the work finished.
    completed: z.string().regex(/^\d{4}-\d\d$/, "must be a month like 2025-06"),
    industry: industryId,
    services: list(slug),
    title: text,
    client: text,
    location: text,
    summary: text,
    scope: list(text),
    codes: list(z.object({ code: text, title: text }).strict()),
    methods: list(text),
    figures: list(z.object({ value: text, label: text }).strict()),
    outcome: text,
  })
  .strict()

// data/verify.json: the public check of a certificate (/verify/), its form, its answers and the kinds' names.
export const verifySchema = z
  .object({
    ...pageTexts,
    form: strings([
      "heading",
      "number",
      "numberHint",
      "code",
      "codeHint",
      "signed",
      "signedHint",
      "submit",
      "checking",
    ]),
    result: strings([
      "heading",
      // A report or test record (RECORD_KINDS in src/lib/certificate-kinds.ts): genuine, issued on {date}.
      "genuine",
      "genuineText",
      "valid",
      "validText",
      "expired",
      "expiredText",
      "suspended",
      "suspendedText",
      "withdrawn",
      "withdrawnText",
      "noMatch",
      "noMatchText",
      "tooMany",
      "tooManyText",
      "failed",
      "failedText",
      // A plain number and code typed while offline: only the server can answer it.
      "needsNetwork",
      "needsNetworkText",
      // Replaced by an amendment (issue 62): {number} the amendment's, {date} the day it was issued.
      "superseded",
      "supersededText",
    ]),
    labels: strings([...CERTIFICATE_FIELDS, "inspectedOn", "validUntil", "noExpiry", "inspector"]),
    // The answers the page gives by itself from a signed label, without the network (src/lib/offline-result.ts).
    offline: strings([
      "genuine",
      "genuineText",
      "genuineNoExpiry",
      "notGenuine",
      "notGenuineText",
      "confirmed",
      "unconfirmed",
    ]),
    // A report's PDF checked on the device against its signature line (src/lib/report-file-result.ts).
    file: strings([
      "heading",
      "intro",
      "choose",
      "drop",
      "checking",
      "genuine",
      "genuineText",
      "sameFile",
      "open",
      "notGenuine",
      "changedText",
      "unsigned",
      "unsignedText",
      "unknownKey",
      "unknownKeyText",
      "needsKeys",
      "needsKeysText",
      "failed",
      "failedText",
      "confirmed",
      "unconfirmed",
    ]),
    // One name for each kind of document the register holds, in the order the workspace lists them.
    // `note`: what the kind is, where a reader could take it for more (shown with every answer of that kind).
    // `issuer`: who issues it when not the inspection body ({brand} Technical Services' heat-treatment records).
    kinds: z
      .array(
        z
          .object({ id: z.enum(CERTIFICATE_KINDS), name: text, note: text.optional(), issuer: text.optional() })
          .strict(),
      )
      .superRefine((kinds, context) => {
        const named = new Set(kinds.map((kind) => kind.id))
        const missing = CERTIFICATE_KINDS.filter((kind) => !named.has(kind))
        if (missing.length > 0 || named.size !== kinds.length)
          context.addIssue({ code: "custom", message: `must name each of ${CERTIFICATE_KINDS.join(", ")} once` })
      }),
  })
  .strict()

// data/prequalification.json: /prequalification/ and the company profile PDFs. ISO 9001 and the ISO/IEC 17020
// accreditation, the qualifications and the case studies come from quality.json and projects/; this file adds
// the rest of a vendor questionnaire. Dates are checked against the build's day (site-build/prequalification/).
export const prequalificationSchema = z
  .object({
    ...pageTexts,
    generated: text,
    labels: strings([
      "sample",
      "sampleTag",
      "certificate",
      "number",
      "issuer",
      "issued",
      "expires",
      "scope",
      "status",
      "valid",
      "expiring",
      "renewal",
      "measure",
      "value",
      "period",
      "cover",
      "insurer",
      "limit",
      "client",
      "category",
      "reference",
      "location",
      "codes",
      "year",
      "qualification",
      "discipline",
      "headCount",
    ]),
    sections: strings(["identity", "certificates", "hse", "insurance", "registrations", "personnel", "references"]),
    identity: strictObject({
      sample,
      legalNameLabel: text,
      legalName: text,
      commercialRegisterLabel: text,
      commercialRegister: text,
      taxCardLabel: text,
      taxCard: text,
      foundedLabel: text,
      founded: z.string().regex(/^\d{4}$/, "must be a year like 2001"),
      headquartersLabel: text,
      headquarters: text,
      officesLabel: text,
      offices: list(text),
    }),
    certificates: z.array(
      strictObject({
        sample,
        heading: text,
        standard: text,
        number: text,
        issuer: text,
        issued: isoDate,
        expires: isoDate,
        scope: text,
      }),
    ),
    hse: strictObject({
      sample,
      intro: text,
      items: list(strictObject({ measure: text, value: text, period: text })),
    }),
    insurance: list(strictObject({ sample, kind: text, insurer: text, limit: text, expires: isoDate })),
    registrations: list(strictObject({ sample, client: text, category: text, reference: text, expires: isoDate })),
    request: strings(["heading", "text", "action"]),
    download: strings(["heading", "text", "action", "other"]),
    profile: strings([
      "title",
      "subtitle",
      "who",
      "services",
      "methods",
      "codes",
      "industries",
      "projects",
      "contact",
      "scan",
      "generated",
    ]),
  })
  .strict()

export type ComplaintsData = z.infer<typeof complaintsSchema>
export type VerifyData = z.infer<typeof verifySchema>
