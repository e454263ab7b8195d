import * as React from "react"
import { telHref } from "../../lib/format"
import { whatsappHref } from "../../lib/routes"
import { BidiText } from "../ui/bidi-text"
import { Icon } from "../ui/icon"

type Props = { details: Queries.ContactDetailsFragment; headingLevel?: "h2" | "h3" }

// Each term and its definition sit directly in one <div> of the <dl> (a valid definition list); the icon is
// decoration inside the term, placed beside the pair.
function Row({
  icon,
  label,
  children,
}: {
  // Drawn from the icon file (src/lib/icon-set.ts names them), not inline: the page's bytes are counted.
  icon: "Phone" | "Mail" | "MapPin" | "Clock" | "Siren"
  label: string
  children: React.ReactNode
}) {
  return (
    <div className="relative min-h-11 ps-[3.75rem]">
      <dt className="text-sm font-semibold uppercase tracking-wider text-steel-300">
        <span className="absolute start-0 top-0 inline-flex h-11 w-11 items-center justify-center rounded-lg bg-white/10 text-accent-400">
          <Icon name={icon} className="h-5 w-5" />
        </span>
        {label}
      </dt>
      <dd className="mt-1 text-white">{children}</dd>
    </div>
  )
}

const linkClass = "rounded underline-offset-4 hover:text-accent-400 hover:underline"

export function ContactInfo({ details, headingLevel: Heading = "h3" }: Props) {
  const { address } = details
  return (
    <div className="on-dark rounded-xl bg-navy-900 p-6 sm:p-8">
      <Heading className="text-xl font-semibold text-white">{details.infoHeading}</Heading>
      <dl className="mt-6 space-y-6">
        <Row icon="Phone" label={details.phoneLabel}>
          <ul className="space-y-1">
            {details.phones.map((phone) => (
              <li key={phone}>
                <a href={telHref(phone)} className={linkClass} dir="ltr">
                  {phone}
                </a>
              </li>
            ))}
            {/* Click-to-chat with the company's WhatsApp number: a link, nothing loaded from WhatsApp. */}
            <li>
              <a href={whatsappHref(details.whatsapp)} className={linkClass}>
                {details.whatsappLabel} <span dir="ltr">{details.whatsapp}</span>
              </a>
            </li>
          </ul>
        </Row>
        <Row icon="Mail" label={details.emailLabel}>
          <a href={`mailto:${details.email}`} className={`${linkClass} break-all`} dir="ltr">
            {details.email}
          </a>
        </Row>
        <Row icon="MapPin" label={details.addressLabel}>
          <address className="not-italic">
            {address.street}
            <br />
            {`${address.city} ${address.postalCode}, ${address.country}`}
          </address>
        </Row>
        <Row icon="Clock" label={details.hoursLabel}>
          <BidiText text={details.hours.text} />
        </Row>
        <Row icon="Siren" label={details.emergencyLabel}>
          <BidiText text={details.emergency} />
        </Row>
      </dl>
    </div>
  )
}
