import { z } from "zod"
import { CERTIFICATE_KINDS } from "../../src/lib/certificate-kinds"

export const NUMBER_PATTERN = /^[A-Z0-9][A-Z0-9/-]{2,39}$/

// A real calendar day written YYYY-MM-DD (2026-02-30 is refused).
const day = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date written YYYY-MM-DD")
  // Zod runs this after a failed pattern too: only a well-formed day is checked against the calendar.
  .refine(
    (value) =>
      !/^\d{4}-\d{2}-\d{2}$/.test(value) || new Date(`${value}T00:00:00Z`).toJSON()?.startsWith(value) === true,
    "is not a real date",
  )

const text = (max: number) =>
  z.string().trim().min(1, "must not be empty").max(max, `must be at most ${max} characters`)
const optional = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `must be at most ${max} characters`)
    .transform((value) => (value === "" ? null : value))

// One certificate as staff enter it, by form or CSV row; the field names are the CSV header's.
export const certificateInput = z
  .object({
    number: z
      .string()
      .trim()
      .transform((value) => value.toUpperCase())
      .pipe(z.string().regex(NUMBER_PATTERN, "must be 3–40 letters, digits, - or /, e.g. LE-2026-00421")),
    kind: z.enum(CERTIFICATE_KINDS, {
      errorMap: () => ({ message: `must be one of ${CERTIFICATE_KINDS.join(", ")}` }),
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
  })
  .superRefine((value, context) => {
    if (value.valid_until && value.valid_until < value.inspected_on) {
      context.addIssue({ code: "custom", path: ["valid_until"], message: "must not be before inspected_on" })
    }
  })

export type CertificateInput = z.output<typeof certificateInput>
