import { z } from "zod"
import { latinDigits } from "../../src/lib/latin-digits"
import { LOCALES } from "../../src/lib/locales"
import { CERTIFICATE_KINDS } from "../../src/lib/certificate-kinds"
import { DUE_WINDOWS, REGISTER_STATUSES, type DueWindow } from "../../src/lib/register-status"

// The register's filters (register-query.ts). Strict: a parameter the register does not know (a company id, say)
// is refused, not ignored, so nobody believes it chose anything.
// The last row's place: its rank (0 a dangerous defect standing, 1 withdrawn or suspended, 2 the rest), due date
// and id (register-query.ts).
const CURSOR = /^([012])~(\d{4}-\d\d-\d\d)~(\d{1,15})$/
export const registerQuery = z
  .object({
    site: z.string().trim().min(1).max(200).optional(),
    kind: z.enum(CERTIFICATE_KINDS).optional(),
    status: z.enum(REGISTER_STATUSES).optional(),
    due: z.coerce
      .number()
      .refine((days): days is DueWindow => (DUE_WINDOWS as readonly number[]).includes(days), {
        message: `must be one of ${DUE_WINDOWS.join(", ")}`,
      })
      .optional(),
    // Arabic-Indic digits search as the Latin ones the numbers are printed in (a link typed on a phone).
    q: z.string().trim().max(100).transform(latinDigits).optional(),
    after: z
      .string()
      .regex(CURSOR)
      .transform((text) => {
        const [, rank, due, id] = CURSOR.exec(text)!
        return { rank: Number(rank), due, id: Number(id) }
      })
      .optional(),
  })
  .strict()
// The CSV: the same filters, and the language of the kinds' and statuses' names (the page's edition; English
// without one).
export const registerCsvQuery = registerQuery.omit({ after: true }).extend({ lang: z.enum(LOCALES).optional() })

export const cursorText = (cursor: { rank: number; due: string; id: number }) =>
  `${cursor.rank}~${cursor.due}~${cursor.id}`

export const historyQuery = z.object({ number: z.string().trim().min(1).max(100) }).strict()
