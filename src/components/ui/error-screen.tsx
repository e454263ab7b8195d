import * as React from "react"

type Props = { heading: string; detail: string; homeLink: string }

// Deliberately plain: it is shown when the page itself failed to render, so it depends on nothing else.
export function ErrorScreen({ heading, detail, homeLink }: Props) {
  return (
    <div role="alert" className="mx-auto flex min-h-screen max-w-2xl flex-col justify-center px-6 py-16">
      <h1 className="text-3xl font-bold text-navy-900">{heading}</h1>
      <p className="mt-4 font-mono text-lg text-slate-700">{detail}</p>
      <a href="/" className="mt-8 font-semibold text-steel-700 underline underline-offset-4">
        {homeLink}
      </a>
    </div>
  )
}
