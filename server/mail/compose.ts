import type { SendMailOptions } from "nodemailer"
import { formatSize } from "../../src/lib/attachment-rules"
import { dueTime } from "../../src/lib/due-time"
import { formatDueTime } from "../../src/lib/due-time-words"
import { fill, leftToRight, phoneList } from "../../src/lib/format"
import { isComplaintKind } from "../../src/lib/request-kinds"
import { editionOf, type Content, type Edition } from "../content"
import type { MailKind, StoredRequest } from "../storage/schema"
import type { BookingDetails } from "../client/booking-items"
import { composeBookingAcknowledgement } from "./compose-booking"
import { composeComplaintMail } from "./compose-complaint"
import { asHtml, asText, introWithLink, metaRows, paragraphs, type MailAddresses } from "./mail-parts"

export type { MailAddresses } from "./mail-parts"

// The files sent with a request, as the mails name them: never their bytes.
export type MailFile = { name: string; size: number }

// Every field of the request, labelled as on the form, in the order the visitor filled it in; the files by name
// and size (staff download them from the workspace, which the notification links to).
function fields(quote: StoredRequest, edition: Edition, files: readonly MailFile[]): [string, string][] {
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

// The company's notification is worded in the default edition and names the visitor's language; the
// acknowledgement goes out in the language the visitor used.
export function composeMail(
  kind: MailKind,
  quote: StoredRequest,
  content: Content,
  addresses: MailAddresses,
  files: readonly MailFile[] = [],
  booking?: BookingDetails,
): SendMailOptions {
  if (isComplaintKind(quote.kind)) return composeComplaintMail(kind, quote, content, addresses)
  // A re-examination from the client register: the staff's notification is the quote request it leads to, the
  // member's acknowledgement names the items booked (issue 64, P7).
  if (kind === "acknowledgement" && booking) return composeBookingAcknowledgement(quote, booking, content, addresses)
  const edition = kind === "notification" ? editionOf(content, undefined) : editionOf(content, quote.locale)
  const { site } = edition
  const service = edition.serviceTitle(quote.service)
  const values = {
    reference: quote.reference,
    service,
    brand: site.brand,
    firstName: quote.first_name,
    // The emergency line is named on its own; the others follow it.
    phones: phoneList(
      site.contact.phones.filter((phone) => phone !== site.contact.emergencyPhone),
      edition.locale,
    ),
    emergencyPhone: leftToRight(site.contact.emergencyPhone),
    // The promise's due time, set when the request was stored.
    due: formatDueTime(
      quote.due_at ? new Date(quote.due_at) : dueTime(new Date(quote.created_at), edition.holidayDates),
      edition.locale,
    ),
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
