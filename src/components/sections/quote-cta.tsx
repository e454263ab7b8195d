import * as React from "react"
import { ButtonLink } from "../ui/button-link"

type Props = { heading: string; text: string; button: string; to: string }

// The closing call to action of a page: a navy card with the quote button.
export function QuoteCta({ heading, text, button, to }: Props) {
  return (
    <section aria-labelledby="quote-cta-heading" className="bg-white py-16 sm:py-20">
      <div className="on-dark mx-auto flex max-w-content flex-col items-start gap-6 rounded-none bg-navy-900 px-6 py-10 sm:rounded-2xl sm:px-10 lg:flex-row lg:items-center lg:justify-between">
        <div className="max-w-2xl">
          <h2 id="quote-cta-heading" className="text-2xl font-bold text-white sm:text-3xl">
            {heading}
          </h2>
          <p className="mt-3 text-lg text-steel-100">{text}</p>
        </div>
        <ButtonLink to={to} className="shrink-0">
          {button}
        </ButtonLink>
      </div>
    </section>
  )
}
