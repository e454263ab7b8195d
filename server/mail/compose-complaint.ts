import type { SendMailOptions } from "nodemailer"
import { fill, phoneList } from "../../src/lib/format"
import { editionOf, type Content, type Edition } from "../content"
import type { MailKind, StoredRequest } from "../storage/schema"
import { asHtml, asText, introWithLink, metaRows, paragraphs, type MailAddresses } from "./mail-parts"

// A complaint's or appeal's fields, labelled as on the complaint form.
function fields(quote: StoredRequest, edition: Edition): [string, string][] {
  const { form } = edition.complaints
  const quoteForm = edition.site.form
  return [
    [form.kind.label, kindName(quote, edition)],
    [form.name.label, quote.first_name],
    [quoteForm.email.label, quote.email],
    [quoteForm.phone.label, quote.phone ?? "—"],
    [quoteForm.company.label, quote.company ?? "—"],
    [form.jobReference.label, quote.job_reference ?? "—"],
    [form.details.label, quote.message],
  ]
}

const kindName = (quote: StoredRequest, edition: Edition) =>
  edition.complaints.mail.kinds[quote.kind === "appeal" ? "appeal" : "complaint"]

// Complaints go to COMPLAINTS_TO; the acknowledgement, in the complainant's language, states the procedure's
// deadlines and, like the quote's, repeats nothing typed but the name — so it cannot relay spam.
export function composeComplaintMail(
  kind: MailKind,
  quote: StoredRequest,
  content: Content,
  addresses: MailAddresses,
): SendMailOptions {
  const edition = kind === "notification" ? editionOf(content, undefined) : editionOf(content, quote.locale)
  const { site, complaints } = edition
  const to = addresses.complaintsTo ?? addresses.companyTo
  const values = {
    reference: quote.reference,
    kind: kindName(quote, edition),
    brand: site.brand,
    firstName: quote.first_name,
    phones: phoneList(site.contact.phones, edition.locale),
  }
  if (kind === "notification") {
    const rows = [...metaRows(quote, edition), ...fields(quote, edition)]
    const intro = introWithLink(complaints.mail.notificationIntro, quote, addresses)
    return {
      from: addresses.from,
      to,
      replyTo: { name: quote.first_name, address: quote.email },
      subject: fill(complaints.mail.notificationSubject, values),
      text: `${intro.join("\n\n")}\n\n${asText(rows)}\n`,
      html: `${paragraphs(intro)}${asHtml(rows)}`,
    }
  }
  const texts = [
    fill(site.mail.acknowledgementGreeting, values),
    ...complaints.mail.acknowledgementBody.map((text) => fill(text, values)),
    fill(site.mail.acknowledgementSignature, values),
  ]
  return {
    from: addresses.from,
    to: quote.email,
    replyTo: to,
    subject: fill(complaints.mail.acknowledgementSubject, values),
    text: texts.join("\n\n") + "\n",
    html: paragraphs(texts),
  }
}
