import type { Kysely } from "kysely"
import { fillCompany } from "../../src/lib/company-words"
import { fill } from "../../src/lib/format"
import type { Locale } from "../../src/lib/locales"
import type { Clock } from "../clock"
import type { Content } from "../content"
import { INVITE_VALID_SECONDS } from "../staff/auth"
import type { Database } from "../storage/schema"
import { queueAccountMail } from "../storage/account-mail"
import { inLanguages, type Wording } from "../mail/in-languages"
import type { ClientMailer, InvitationMail } from "./auth"
import { clientInvitationLink, clientSetPasswordLink } from "./links"
import { INVITATION_VALID_SECONDS } from "./settings"

export type ClientMailOptions = {
  db: Kysely<Database>
  siteUrl: string
  content: Content
  clock: Clock
  onMailQueued: () => void
}

// The mails of the client population, queued through the outbox like the workspace's (server/staff/plugin.ts),
// each deleted once its one-time link has expired. Their texts are data/client.json's, edited in /admin/. Nobody
// has told us the invitee's language, so each mail says it in English and then in Arabic, each with the link to
// its own edition's page.
export function clientMailer({ db, siteUrl, content, clock, onMailQueued }: ClientMailOptions): ClientMailer {
  async function queue(to: string, validSeconds: number, say: (locale: Locale) => Wording) {
    const now = clock()
    const expiresAt = new Date(now.getTime() + validSeconds * 1000).toISOString()
    await queueAccountMail(db, { expiresAt, to, ...inLanguages(say) }, now)
    onMailQueued()
  }
  const brand = (locale: Locale) => content[locale].site.brand
  const companyIn = (invitation: InvitationMail, locale: Locale) =>
    locale === "ar" && invitation.companyNameAr ? invitation.companyNameAr : invitation.companyName
  const invited =
    (invitation: InvitationMail, template: "invitationBody" | "newAccountBody", link: (l: Locale) => string) =>
    (locale: Locale) => {
      const texts = content[locale].clientMail
      const values = { brand: brand(locale), company: companyIn(invitation, locale), link: link(locale) }
      // «بشركة {company}» with a name that begins with «شركة» says the word once (company-words.ts).
      return { subject: fillCompany(texts.invitationSubject, values), body: fillCompany(texts[template], values) }
    }
  return {
    invitation: (to, invitation) =>
      queue(
        to.email,
        INVITATION_VALID_SECONDS,
        invited(invitation, "invitationBody", (locale) => clientInvitationLink(siteUrl, invitation.id, locale)),
      ),
    passwordLink: (to, token, invitation) =>
      invitation
        ? queue(
            to.email,
            INVITATION_VALID_SECONDS,
            invited(invitation, "newAccountBody", (locale) =>
              clientSetPasswordLink(siteUrl, token, invitation.id, locale),
            ),
          )
        : queue(to.email, INVITE_VALID_SECONDS, (locale) => {
            const texts = content[locale].clientMail
            const values = {
              brand: brand(locale),
              name: to.name,
              link: clientSetPasswordLink(siteUrl, token, undefined, locale),
            }
            return { subject: fill(texts.resetSubject, values), body: fill(texts.resetBody, values) }
          }),
  }
}
