import path from "node:path"
import { readJson } from "../../content/check-entry"
import { holidaysSchema } from "../../src/lib/holidays-schema"
import type { CairoDate } from "../../src/lib/due-time"

// The days of data/holidays.json the promise skips (the dates are alike in both editions: the English is read).
export function readHolidayDates(dataDir = path.resolve("data")): ReadonlySet<CairoDate> {
  const parsed = readJson(dataDir, "holidays.json")
  if ("error" in parsed) throw new Error(parsed.error)
  const { en } = parsed.value as { en: unknown }
  return new Set(holidaysSchema.parse(en).days.map((day) => day.date))
}

let kept: ReadonlySet<CairoDate> | undefined
// The project's own data/ list, read once: for the callers (migrations, CLI, tests) that are handed no list.
export const defaultHolidayDates = () => (kept ??= readHolidayDates())
