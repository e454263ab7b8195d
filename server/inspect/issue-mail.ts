import type { Kysely } from "kysely"
import { CLIENT_ROOT } from "../../src/lib/client-paths"
import { fill, formatDate } from "../../src/lib/format"
import { LOCALES, type Locale } from "../../src/lib/locales"
import { VERIFY_PATH } from "../../src/lib/routes"
import { clientPageLink } from "../client/links"
import type { Content } from "../content"
import { inLanguages, type Wording } from "../mail/in-languages"
import { queueAccountMail } from "../storage/account-mail"
import type { Database } from "../storage/schema"
import { companyMembers } from "./dangerous-defect"

// What the mail of an issued report names (data/site.json's reportIssuedMail).
export type IssuedFacts = {
  company: { name: string; nameAr: string }
  number: string
  item: string
  serial: string | null
  site: string
  inspectedOn: string
  // null for a record kind (an NDT report, a pressure test): no due date.
  validUntil: string | null
}

// One member's mail, in the languages given (theirs, or both when nobody told us theirs).
export function issuedMail(content: Content, siteUrl: string, facts: IssuedFacts, locales: readonly Locale[]): Wording {
  return inLanguages((locale) => {
    const site = content[locale].site
    const texts = site.reportIssuedMail
    // English as in Britain and Egypt (day before month), as the other mails give dates.
    const day = (iso: string) => formatDate(iso, locale === "en" ? "en-GB" : locale)
    const values = {
      brand: site.brand,
      company: locale === "ar" && facts.company.nameAr ? facts.company.nameAr : facts.company.name,
      number: facts.number,
      item: facts.item,
      serial: facts.serial?.trim() ? facts.serial : texts.noSerial,
      site: facts.site,
      inspected: day(facts.inspectedOn),
      due: facts.validUntil ? fill(texts.due, { date: day(facts.validUntil) }) : texts.noDue,
      link: clientPageLink(siteUrl, CLIENT_ROOT, locale),
      verify: clientPageLink(siteUrl, VERIFY_PATH, locale),
    }
    return { subject: fill(texts.subject, values), body: fill(texts.body, values) }
  }, locales)
}

// Queued inside the issuing transaction (the account_mail outbox, which the mail worker sends): one mail to each
// member of the company, in the language they last used here, or both. Answers how many were queued.
export async function queueIssuedMails(
  trx: Kysely<Database>,
  companyId: string,
  mail: { content: Content; siteUrl: string; facts: IssuedFacts },
  now: Date,
): Promise<number> {
  const members = await companyMembers(trx, companyId)
  for (const member of members) {
    const locales = member.locale ? [member.locale] : LOCALES
    await queueAccountMail(trx, { to: member.email, ...issuedMail(mail.content, mail.siteUrl, mail.facts, locales) }, now)
  }
  return members.length
}
