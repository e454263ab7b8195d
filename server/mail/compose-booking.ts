import type { SendMailOptions } from "nodemailer"
import { CLIENT_BOOKING_PATH } from "../../src/lib/client-paths"
import { dueTime } from "../../src/lib/due-time"
import { formatDueTime } from "../../src/lib/due-time-words"
import { fill, formatDate, leftToRight } from "../../src/lib/format"
import type { BookingDetails } from "../client/booking-items"
import { clientPageLink } from "../client/links"
import { editionOf, type Content } from "../content"
import type { StoredRequest } from "../storage/schema"
import { paragraphs, type MailAddresses } from "./mail-parts"

// An account is named by its address's local part until someone gives it a name (server/client/auth.ts): such a
// "name" is no name to greet.
const nameOf = (quote: StoredRequest) => {
  const name = quote.first_name.trim()
  return name && name.toLowerCase() !== quote.email.split("@")[0].toLowerCase() ? name : null
}

// The acknowledgement of a re-examination booked from the client register (issue 64, P7), in the language the
// member used: the person by the account's name, the items booked one a line (item, serial, site, due date), the
// reply's due time and the way to follow the request. Everything in it comes from the register and the account,
// not from what was typed, and it goes to the signed-in member's own address.
export function composeBookingAcknowledgement(
  quote: StoredRequest,
  booking: BookingDetails,
  content: Content,
  addresses: MailAddresses,
): SendMailOptions {
  const edition = editionOf(content, quote.locale)
  const { site, clientMail: texts, locale } = edition
  const name = nameOf(quote)
  const company = locale === "ar" && booking.companyAr ? booking.companyAr : (quote.company ?? "")
  const dayOf = (day: string | null) => (day ? formatDate(day, locale) : "—")
  const lines = booking.items.map((item) =>
    fill(texts.bookingItem, {
      item: item.item,
      serial: item.serial || item.number,
      site: item.site,
      due: dayOf(item.due),
    }),
  )
  const values = {
    reference: quote.reference,
    company,
    due: formatDueTime(
      quote.due_at ? new Date(quote.due_at) : dueTime(new Date(quote.created_at), edition.holidayDates),
      locale,
    ),
    emergencyPhone: leftToRight(site.contact.emergencyPhone),
    brand: site.brand,
  }
  const parts = [
    name ? fill(texts.bookingGreeting, { name }) : texts.bookingGreetingNoName,
    fill(texts.bookingIntro, values),
    lines.join("\n"),
    ...(quote.needed_by ? [fill(texts.bookingNeededBy, { day: dayOf(quote.needed_by) })] : []),
    fill(texts.bookingNext, values),
    ...(addresses.siteUrl
      ? [fill(texts.bookingFollow, { link: clientPageLink(addresses.siteUrl, CLIENT_BOOKING_PATH, locale) })]
      : []),
    fill(texts.bookingUrgent, values),
    fill(site.mail.acknowledgementSignature, values),
  ]
  return {
    from: addresses.from,
    to: quote.email,
    replyTo: addresses.companyTo,
    subject: fill(texts.bookingSubject, values),
    text: parts.join("\n\n") + "\n",
    // The items' lines stay lines in HTML too.
    html: paragraphs(parts).replace(/\n/g, "<br>"),
  }
}
