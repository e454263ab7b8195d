import * as React from "react"
import { BidiText } from "../ui/bidi-text"
import { HOME_PATH } from "../../lib/routes"
import { ButtonLink } from "../ui/button-link"

type Props = {
  content: { readonly code: string; readonly heading: string; readonly text: string; readonly homeLink: string }
}

export function NotFound({ content }: Props) {
  return (
    <section className="bg-mist-100">
      <div className="mx-auto flex min-h-[60vh] max-w-3xl flex-col items-center justify-center px-4 py-20 text-center">
        <p className="text-7xl font-bold [font-variant-numeric:tabular-nums] text-steel-700 sm:text-8xl">
          {content.code}
        </p>
        <h1 className="mt-4 text-3xl font-bold text-navy-900 sm:text-4xl">
          <BidiText text={content.heading} />
        </h1>
        <p className="mt-4 text-lg leading-relaxed text-slate-700">
          <BidiText text={content.text} />
        </p>
        <ButtonLink to={HOME_PATH} variant="secondary" className="mt-8">
          {content.homeLink}
        </ButtonLink>
      </div>
    </section>
  )
}
