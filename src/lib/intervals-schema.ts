import { z } from "zod"
import { CERTIFICATE_KINDS } from "./certificate-kinds"
import { slug, text } from "./content-schema"

// data/intervals.json: how long a thorough examination holds, per class of equipment, with the rule it comes from.
// The workspace proposes a certificate's valid-until from it (src/lib/valid-until-proposal.ts); staff set the date.
// The descriptions are the editor's hints in /admin/ (site-build/admin/cms-fields.ts).
export const intervalSchema = z
  .object({
    slug: slug.describe("The class's id, lower-case words joined by hyphens; staff never see it"),
    name: text.describe("The class as staff pick it in the certificate form, with typical items"),
    kinds: z
      .array(
        z.enum(CERTIFICATE_KINDS, {
          errorMap: (issue, ctx) =>
            issue.code === "invalid_enum_value"
              ? {
                  message: `"${String(issue.received)}" is not a certificate kind; use one of: ${CERTIFICATE_KINDS.join(", ")}`,
                }
              : { message: ctx.defaultError },
        }),
      )
      .min(1, "must list at least one certificate kind")
      .describe("The certificate kinds (the CSV's kind column) whose records may be of this class"),
    // Left empty in /admin/, the field is left out of the file: the same as null.
    months: z
      .number({ invalid_type_error: "must be a whole number of months, or null when the inspector states the date" })
      .int("must be a whole number of months")
      .min(1, "must be at least 1 month")
      .max(60, "must be at most 60 months")
      .nullish()
      .describe("Months from the inspection date to valid-until; empty when the inspector states the date"),
    source: text.describe("The rule, short, shown beside the proposed date (e.g. LOLER 1998 reg. 9(3)(a)(ii))"),
    detail: text.describe("What the rule requires, in a sentence or two, for staff and editors"),
  })
  .strict()
