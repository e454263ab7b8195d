import * as React from "react"
import { Mail, Phone } from "lucide-react"
import { fill, telHref } from "../../lib/format"
import { localizePath, type Locale } from "../../lib/locales"
import { HOME_PATH } from "../../lib/routes"
import type { ClientTexts } from "./client-types"
import type { SiteFacts } from "./site-facts"

type Props = { texts: ClientTexts["app"]; brand: string; site: SiteFacts; locale: Locale }

// A way out of the register (issue 64): the company's phone and e-mail (data/site.json) and its public site, on
// every client page, signed in or not.
export function ClientFooter({ texts, brand, site, locale }: Props) {
  const link = "inline-flex items-center gap-1 text-blue-800 underline"
  return (
    <footer className="mx-auto max-w-6xl border-t border-slate-300 p-4 text-sm text-slate-700">
      <p>{texts.contact}</p>
      <ul className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
        <li>
          <a href={telHref(site.phone)} className={link}>
            <Phone aria-hidden="true" className="h-4 w-4" />
            <span dir="ltr">{site.phone}</span>
          </a>
        </li>
        <li>
          <a href={`mailto:${site.email}`} className={link}>
            <Mail aria-hidden="true" className="h-4 w-4" />
            {site.email}
          </a>
        </li>
        <li>
          <a href={localizePath(HOME_PATH, locale)} className={link}>
            {fill(texts.home, { brand })}
          </a>
        </li>
      </ul>
    </footer>
  )
}
