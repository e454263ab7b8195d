import type { Locale } from "../../lib/locales"
import type { ClientMe } from "./client-types"

// The company as the edition names it: its Arabic name in Arabic, where staff gave one.
export const companyName = (me: ClientMe, locale: Locale) =>
  locale === "ar" && me.company.nameAr ? me.company.nameAr : me.company.name
