import { formatDueTime } from "../../src/lib/due-time-words"
import { fill } from "../../src/lib/format"
import type { Locale } from "../../src/lib/locales"
import type { Content } from "../content"
import { inLanguages, type Wording } from "../mail/in-languages"

// What a dangerous-defect mail names (data/site.json's dangerousDefectMail): the company in each language, the
// item as the register names it, and the time the inspector marked it, read in Cairo.
export type DangerFacts = {
  company: { name: string; nameAr: string }
  item: string
  serial: string | null
  site: string
  defect: string
  inspector: string
  foundAt: Date
}

// One reader's mail: in the languages given (theirs, or every edition's when nobody told us theirs). No link, so
// nothing in it opens anything for whoever else reads it.
export function dangerMail(content: Content, facts: DangerFacts, locales: readonly Locale[]): Wording {
  return inLanguages((locale) => {
    const site = content[locale].site
    const texts = site.dangerousDefectMail
    const values = {
      brand: site.brand,
      phone: site.contact.phones[0],
      company: locale === "ar" && facts.company.nameAr ? facts.company.nameAr : facts.company.name,
      item: facts.item,
      serial: facts.serial?.trim() ? facts.serial : texts.noSerial,
      site: facts.site,
      defect: facts.defect,
      inspector: facts.inspector,
      // English as in Britain and Egypt (day before month), as the workspace's mails give times.
      time: formatDueTime(facts.foundAt, locale === "en" ? "en-GB" : locale),
    }
    return { subject: fill(texts.subject, values), body: fill(texts.body, values) }
  }, locales)
}
