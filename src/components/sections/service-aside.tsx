import * as React from "react"
import { Link } from "../ui/link"
import { ArrowRight } from "lucide-react"
import { HOME_PATH } from "../../lib/routes"
import { BidiText } from "../ui/bidi-text"
import { ButtonLink } from "../ui/button-link"
import { Icon, ICON_STROKE } from "../ui/icon"

type Props = {
  industries: readonly { readonly slug: string; readonly title: string; readonly icon: string }[]
  industriesHeading: string
  cta: { heading: string; text: string; button: string; to: string }
}

// Beside the service body: who it serves, and the way to ask for a quote without scrolling back up.
export function ServiceAside({ industries, industriesHeading, cta }: Props) {
  return (
    <aside className="space-y-6 lg:sticky lg:top-24">
      <section aria-labelledby="industries-served" className="rounded-xl border border-mist-200 bg-white p-6">
        <h2 id="industries-served" className="text-lg font-semibold text-navy-900">
          {industriesHeading}
        </h2>
        <ul className="mt-4 space-y-2">
          {industries.map((industry) => (
            <li key={industry.slug}>
              <Link
                to={`${HOME_PATH}#industry-${industry.slug}`}
                className="flex items-center gap-3 rounded-md p-2 font-medium text-navy-800 hover:bg-mist-100"
              >
                <Icon name={industry.icon} className="h-5 w-5 text-steel-700" />
                <span>
                  <BidiText text={industry.title} />
                </span>
                <ArrowRight
                  aria-hidden="true"
                  className="ms-auto h-4 w-4 text-slate-500 rtl:-scale-x-100"
                  strokeWidth={ICON_STROKE}
                />
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="aside-quote" className="on-dark rounded-xl bg-navy-900 p-6">
        <h2 id="aside-quote" className="text-lg font-semibold text-white">
          <BidiText text={cta.heading} />
        </h2>
        <p className="mt-2 text-steel-100">
          <BidiText text={cta.text} />
        </p>
        <ButtonLink to={cta.to} className="mt-5 w-full">
          {cta.button}
        </ButtonLink>
      </section>
    </aside>
  )
}
