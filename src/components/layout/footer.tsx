import * as React from "react"
import { Link } from "../ui/link"
import {
  CLIENT_ROOT,
  COMPLAINTS_PATH,
  HOME_PATH,
  PREQUALIFICATION_PATH,
  PRIVACY_PATH,
  PROJECTS_PATH,
  QUALITY_PATH,
  servicePath,
  VERIFY_PATH,
} from "../../lib/routes"
import { fill, telHref } from "../../lib/format"
import { copyrightYears } from "../../lib/copyright"
import { BidiText } from "../ui/bidi-text"
import { Logo } from "./logo"
import type { Language, LayoutSite, ServiceLink } from "./types"

// The company profile PDF of each edition (site-build/profile/), with its size.
export type ProfileLink = { locale: string; path: string; megabytes: string }
type Props = {
  site: LayoutSite
  services: readonly ServiceLink[]
  profiles: readonly ProfileLink[]
  languages: readonly Language[]
}

type NavProps = { id: string; heading: string; listClassName: string }

// The pages a buyer checks before shortlisting, after the home page's sections.
const TRUST_PAGES = [
  ["quality", QUALITY_PATH],
  ["prequalification", PREQUALIFICATION_PATH],
  ["projects", PROJECTS_PATH],
  ["complaints", COMPLAINTS_PATH],
  ["privacy", PRIVACY_PATH],
  ["verify", VERIFY_PATH],
  ["client", CLIENT_ROOT],
] as const

const linkClass = "rounded text-steel-100 hover:text-white hover:underline"
const headingClass = "text-sm font-semibold uppercase tracking-wider text-white"

// A column of links, a landmark named by its heading.
function FooterNav({ id, heading, listClassName, children }: React.PropsWithChildren<NavProps>) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className={headingClass}>
        {heading}
      </h2>
      <ul className={listClassName}>{children}</ul>
    </nav>
  )
}

export function Footer({ site, services, profiles, languages }: Props) {
  const { footer, nav, contact, brand } = site
  const own = profiles.find((profile) => profile.locale === site.locale)
  // The other editions' profiles, each named by its language in that language (lean: this is on every page).
  const others = profiles.flatMap((profile) => {
    const language = languages.find((edition) => edition.locale === profile.locale)
    return profile.locale === site.locale || !language ? [] : [{ ...profile, name: language.nav.languageName }]
  })
  return (
    <footer className="on-dark bg-navy-950 text-steel-100">
      <div className="mx-auto grid max-w-content gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 lg:grid-cols-[1.2fr_2fr_0.8fr_1.2fr] lg:px-8">
        <div>
          <Logo brand={brand} />
          <p className="mt-4 max-w-xs leading-relaxed">{footer.blurb}</p>
        </div>
        <FooterNav id="footer-services" heading={footer.servicesHeading} listClassName="mt-4 gap-x-6 sm:columns-2">
          {services.map((service) => (
            <li key={service.slug} className="mb-2 break-inside-avoid">
              <Link to={servicePath(service.slug)} className={linkClass}>
                <BidiText text={service.title} />
              </Link>
            </li>
          ))}
        </FooterNav>
        <FooterNav id="footer-company" heading={footer.companyHeading} listClassName="mt-4 space-y-2">
          {(["about", "services", "industries", "contact"] as const).map((key) => (
            <li key={key}>
              <Link to={`${HOME_PATH}#${key}`} className={linkClass}>
                {nav[key]}
              </Link>
            </li>
          ))}
          {TRUST_PAGES.map(([key, to]) => (
            <li key={key}>
              <Link to={to} className={linkClass}>
                {footer.links[key]}
              </Link>
            </li>
          ))}
          {own && (
            <li>
              {/* Attributes in the order of the links around them (and of the header's language link): the
                    HTML compresses better, and this is on every page, in the first TCP window. */}
              <a className={linkClass} href={own.path}>
                {fill(footer.links.profile, { size: own.megabytes })}
              </a>
              {others.map((other) => (
                <React.Fragment key={other.locale}>
                  {" / "}
                  <a lang={other.locale} hrefLang={other.locale} className={linkClass} href={other.path}>
                    {other.name}
                  </a>
                </React.Fragment>
              ))}
            </li>
          )}
        </FooterNav>
        <div>
          <h2 className={headingClass}>{footer.contactHeading}</h2>
          <ul className="mt-4 space-y-2">
            {contact.phones.map((phone) => (
              <li key={phone}>
                <a href={telHref(phone)} className={linkClass} dir="ltr">
                  {phone}
                </a>
              </li>
            ))}
            <li>
              <a href={`mailto:${contact.email}`} className={linkClass} dir="ltr">
                {contact.email}
              </a>
            </li>
            <li>{`${contact.address.city}${site.locale === "ar" ? "، " : ", "}${contact.address.country}`}</li>
          </ul>
        </div>
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-content px-4 py-6 text-sm sm:px-6 lg:px-8">
          {/* One text each (React would put a comment between adjacent texts): every page carries the footer. */}
          <BidiText text={`© ${copyrightYears(footer.copyrightYear)} ${brand}. ${footer.rights}`} />
        </p>
      </div>
    </footer>
  )
}
