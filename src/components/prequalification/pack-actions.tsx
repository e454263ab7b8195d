import * as React from "react"
import { ButtonLink, buttonClass } from "../ui/button-link"
import { fill } from "../../lib/format"
import { quotePath, VENDOR_REGISTRATION } from "../../lib/routes"
import type { Prequalification } from "./prequalification-pack"

type Profile = { locale: string; path: string; megabytes: string }

// The two ways to the rest of the file: the full pack through the quote form (its service select set to vendor
// registration, so staff see the request in the inbox), and the profile PDF in this language or the other.
export function PackActions({ pack, profiles }: { pack: Prequalification; profiles: readonly Profile[] }) {
  const own = profiles.find((profile) => profile.locale === pack.locale)
  const others = profiles.filter((profile) => profile.locale !== pack.locale)
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <section aria-labelledby="request-pack" className="on-dark rounded-xl bg-navy-900 p-6 sm:p-8">
        <h2 id="request-pack" className="text-2xl font-bold text-white">
          {pack.request.heading}
        </h2>
        <p className="mt-3 text-steel-100">{pack.request.text}</p>
        <ButtonLink to={quotePath(VENDOR_REGISTRATION)} className="mt-6">
          {pack.request.action}
        </ButtonLink>
      </section>
      <section aria-labelledby="company-profile" className="rounded-xl border border-mist-200 bg-white p-6 sm:p-8">
        <h2 id="company-profile" className="text-2xl font-bold text-navy-900">
          {pack.download.heading}
        </h2>
        <p className="mt-3 text-slate-700">{pack.download.text}</p>
        {own && (
          <a href={own.path} type="application/pdf" className={buttonClass("secondary", "mt-6")}>
            {fill(pack.download.action, { size: own.megabytes })}
          </a>
        )}
        {others.map((profile) => (
          <a
            key={profile.locale}
            href={profile.path}
            hrefLang={profile.locale}
            type="application/pdf"
            className="mt-4 block font-semibold text-steel-700 underline"
          >
            {fill(pack.download.other, { size: profile.megabytes })}
          </a>
        ))}
      </section>
    </div>
  )
}
