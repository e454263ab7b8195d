import { escapeHtml } from "../../src/lib/format"
import { LANGUAGE_NAMES, isLocale } from "../../src/lib/locales"
import { staffRequestPath } from "../../src/lib/staff-paths"
import type { Edition } from "../content"
import type { StoredRequest } from "../storage/schema"

// The pieces every request's mails are made of, quote or complaint alike.

// siteUrl: the company's notification links to the request in the workspace. complaintsTo: where complaints and
// appeals go (COMPLAINTS_TO); the quote recipient when unset.
export type MailAddresses = { from: string; companyTo: string; complaintsTo?: string; siteUrl?: string }

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
export function metaRows(quote: StoredRequest, edition: Edition): [string, string][] {
  const { mail } = edition.site
  return [
    [mail.referenceLabel, quote.reference],
    [mail.receivedLabel, quote.created_at],
    [mail.languageLabel, isLocale(quote.locale) ? `${LANGUAGE_NAMES[quote.locale]} (${quote.locale})` : quote.locale],
    [mail.pageLabel, quote.page ?? "—"],
  ]
}

// The notification's opening, followed by the link to the request in the workspace when the site's URL is known.
export function introWithLink(intro: string, quote: StoredRequest, addresses: MailAddresses): string[] {
  return addresses.siteUrl ? [intro, `${addresses.siteUrl}${staffRequestPath(quote.reference)}`] : [intro]
}
