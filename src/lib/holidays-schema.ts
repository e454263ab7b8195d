import { z } from "zod"
import { text } from "./content-schema"
import { contentDay } from "./day-schema"

// data/holidays.json: the public holidays on which the 24-hour reply promise does not run (src/lib/due-time.ts).
// Editors keep it in the CMS like any content. The Islamic holidays follow the moon and are fixed by decree
// shortly before: until then their dates are estimates, marked `approximate`.
const isoDate = contentDay("must be a date like 2027-03-31")

export const holidaysSchema = z
  .object({
    title: text,
    intro: text,
    days: z
      .array(
        z
          .object({
            date: isoDate,
            name: text,
            approximate: z.boolean({ invalid_type_error: "must be true (an estimated date to confirm) or false" }),
          })
          .strict(),
      )
      .min(1, "must list at least one day"),
  })
  .strict()
