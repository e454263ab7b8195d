import { z } from "zod"
import { CERTIFICATE_KINDS } from "../../src/lib/certificate-kinds"
import { calendarDay as day } from "../../src/lib/day-schema"

export const NUMBER_PATTERN = /^[A-Z0-9][A-Z0-9/-]{2,39}$/

// Refusals in sentences, as the public forms word theirs (issue 64, P15): the certificate form shows them under a
// field, the CSV import after "Row 4, column client:".
const atMost = (max: number) => `Please use at most ${max} characters.`
const text = (max: number) => z.string().trim().min(1, "Please fill in this field.").max(max, atMost(max))
const optional = (max: number) =>
  z
    .string()
    .trim()
    .max(max, atMost(max))
    .transform((value) => (value === "" ? null : value))

// One certificate as staff enter it, by form or CSV row; the field names are the CSV header's.
export const certificateInput = z
  .object({
    number: z
      .string()
      .trim()
      .transform((value) => value.toUpperCase())
      .pipe(z.string().regex(NUMBER_PATTERN, "Please write 3–40 letters, digits, - or /, e.g. LE-2026-00421.")),
    kind: z.enum(CERTIFICATE_KINDS, {
      errorMap: () => ({ message: `Please use one of ${CERTIFICATE_KINDS.join(", ")}.` }),
    }),
    item: text(200),
    serial: optional(100),
    rating: optional(100),
    client: text(200),
    site: text(100),
    inspected_on: day,
    valid_until: z.union([z.literal("").transform(() => null), day]),
    inspector: text(100),
    inspector_certificate: text(100),
    // The client company's id (client_company.id); left out or empty, none. Whether it exists is the store's
    // question (certificate-company.ts): the schema reads a record on its own.
    company: optional(200).optional(),
  })
  .superRefine((value, context) => {
    if (value.valid_until && value.valid_until < value.inspected_on) {
      context.addIssue({
        code: "custom",
        path: ["valid_until"],
        message: "Please give a date on or after the inspection date.",
      })
    }
  })

export type CertificateInput = z.output<typeof certificateInput>
