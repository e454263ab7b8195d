import type { SendMailOptions } from "nodemailer"
import { formatSize } from "../../src/lib/attachment-rules"
import { escapeHtml, fill, phoneList } from "../../src/lib/format"
import { LANGUAGE_NAMES, isLocale } from "../../src/lib/locales"
import { staffRequestPath } from "../../src/lib/staff-paths"
import { editionOf, type Content, type Edition } from "../content"
import type { MailKind, Quote } from "../storage/schema"
import { composeComplaintMail } from "./compose-complaint"

// siteUrl: the company's notification links to the request in the workspace. complaintsTo: where complaints and
// appeals go (COMPLAINTS_TO); the quote recipient when unset.
export type MailAddresses = { from: string; companyTo: string; complaintsTo?: string; siteUrl?: string }

// The files sent with a request, as the mails name them: never their bytes.
export type MailFile = { name: string; size: number }

// Every field of the request, labelled as on the form, in the order the visitor filled it in; the files by name
// and size (staff download them from the workspace, which the notification links to).
function fields(quote: Quote, edition: Edition, files: readonly MailFile[]): [string, string][] {
  const { form } = edition.site
  const site = [quote.site_kind ? form.siteKind[quote.site_kind as "onshore" | "offshore"] : "", quote.site ?? ""]
  return [
    [form.firstName.label, quote.first_name],
    [form.lastName.label, quote.last_name],
    [form.email.label, quote.email],
    [form.company.label, quote.company ?? "—"],
    [form.phone.label, quote.phone ?? "—"],
    [form.industry.label, edition.industryTitle(quote.industry)],
    [form.service.label, edition.serviceTitle(quote.service)],
    [form.message.label, quote.message],
    [form.siteKind.label, site.filter(Boolean).join(": ") || "—"],
    [form.neededBy.label, quote.needed_by ?? "—"],
    [edition.site.mail.filesLabel, files.map((file) => `${file.name} (${formatSize(file.size)})`).join("\n") || "—"],
  ]
}

export function asText(rows: [string, string][]) {
  return rows.map(([label, value]) => `${label}:${value.includes("\n") ? "\n" : " "}${value}`).join("\n")
}

export function asHtml(rows: [string, string][]) {
  const cells = rows
    .map(
      ([label, value]) =>
        `<tr><th align="left" valign="top" style="padding:4px 12px 4px 0">${escapeHtml(label)}</th>` +
        `<td style="padding:4px 0;white-space:pre-wrap">${escapeHtml(value)}</td></tr>`,
    )
    .join("")
  return `<table cellspacing="0" cellpadding="0">${cells}</table>`
}

export const paragraphs = (texts: string[]) => texts.map((text) => `<p>${escapeHtml(text)}</p>`).join("")

// What the company's notification says about any request before its fields: reference, time, language, page.
export function metaRows(quote: Quote, edition: Edition): [string, string][] {
  const { mail } = edition.site
  return [
    [mail.referenceLabel, quote.reference],
    [mail.receivedLabel, quote.created_at],
    [mail.languageLabel, isLocale(quote.locale) ? `${LANGUAGE_NAMES[quote.locale]} (${quote.locale})` : quote.locale],
    [mail.pageLabel, quote.page ?? "—"],
  ]
}

// The notification's opening, followed by the link to the request in the workspace when the site's URL is known.
export function introWithLink(intro: string, quote: Quote, addresses: MailAddresses): string[] {
  return addresses.siteUrl ? [intro, `${addresses.siteUrl}${staffRequestPath(quote.reference)}`] : [intro]
}

// The company's notification is worded in the default edition and names the visitor's language; the
// acknowledgement goes out in the language the visitor used.
export function composeMail(
  kind: MailKind,
  quote: Quote,
  content: Content,
  addresses: MailAddresses,
  files: readonly MailFile[] = [],
): SendMailOptions {
  if (quote.kind !== "quote") return composeComplaintMail(kind, quote, content, addresses)
  const edition = kind === "notification" ? editionOf(content, undefined) : editionOf(content, quote.locale)
  const { site } = edition
  const service = edition.serviceTitle(quote.service)
  const values = {
    reference: quote.reference,
    service,
    brand: site.brand,
    firstName: quote.first_name,
    phones: phoneList(site.contact.phones),
  }
  if (kind === "notification") {
    const rows = fields(quote, edition, files)
    const meta = metaRows(quote, edition)
    const intro = introWithLink(site.mail.notificationIntro, quote, addresses)
    return {
      from: addresses.from,
      to: addresses.companyTo,
      replyTo: { name: `${quote.first_name} ${quote.last_name}`, address: quote.email },
      subject: fill(site.mail.notificationSubject, values),
      text: `${intro.join("\n\n")}\n\n${asText([...meta, ...rows])}\n`,
      html: `${paragraphs(intro)}${asHtml([...meta, ...rows])}`,
    }
  }
  // The acknowledgement goes to an address the visitor typed: it carries only the company's own words, the
  // reference, the service from the fixed list and the first name — nothing else typed, so it cannot relay spam.
  // Of the files, only how many arrived.
  const body = site.mail.acknowledgementBody.map((text) => fill(text, values))
  if (files.length > 0) body.push(fill(site.mail.acknowledgementFiles, { count: files.length }))
  const greeting = fill(site.mail.acknowledgementGreeting, values)
  const signature = fill(site.mail.acknowledgementSignature, values)
  return {
    from: addresses.from,
    to: quote.email,
    replyTo: addresses.companyTo,
    subject: fill(site.mail.acknowledgementSubject, values),
    text: [greeting, ...body, signature].join("\n\n") + "\n",
    html: paragraphs([greeting, ...body, signature]),
  }
}
