import * as React from "react"
import { BidiText } from "../ui/bidi-text"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { fill } from "../../lib/format"
import { CONTACT_PATH, SERVICES_PATH } from "../../lib/routes"
import { Link } from "../ui/link"
import { ButtonLink } from "../ui/button-link"
import { Icon } from "../ui/icon"
import { Picture } from "../ui/picture"

type Hero = {
  readonly claims: readonly { readonly label: string; readonly icon: string; readonly link?: string | null }[]
  readonly heading: string
  readonly lead: string
  readonly primaryCta: string
  readonly secondaryCta: string
  readonly stats: readonly { readonly value: string; readonly label: string }[]
  readonly imageAlt?: string | null
}

type Props = { brand: string; hero: Hero; image?: IGatsbyImageData | null }

export function Hero({ brand, hero, image }: Props) {
  return (
    <section aria-labelledby="hero-heading" className="on-dark relative overflow-hidden bg-navy-900">
      <div className="mx-auto grid min-h-[calc(100svh-4rem)] max-w-content items-center gap-10 px-4 py-10 sm:px-6 lg:grid-cols-[1.1fr_1fr] lg:px-8 lg:py-16">
        <div>
          <ul className="flex flex-wrap gap-2">
            {hero.claims.map((claim) => (
              <li
                key={claim.label}
                className="inline-flex items-center gap-1.5 rounded-full border border-steel-300/40 bg-white/5 px-3 py-1 text-sm font-medium text-steel-100"
              >
                <Icon name={claim.icon} className="h-4 w-4 text-accent-400" />
                {/* A claim a buyer will want to verify links to its evidence (the ISO 9001 one to /quality/). */}
                {claim.link ? (
                  <Link to={claim.link} className="rounded hover:text-white hover:underline">
                    <BidiText text={claim.label} />
                  </Link>
                ) : (
                  <span>
                    <BidiText text={claim.label} />
                  </span>
                )}
              </li>
            ))}
          </ul>
          <h1
            id="hero-heading"
            className="mt-6 text-4xl font-bold leading-tight tracking-tight text-white sm:text-5xl lg:text-[3.4rem]"
          >
            <BidiText text={hero.heading} />
          </h1>
          <p className="mt-5 max-w-2xl text-lg leading-relaxed text-steel-100 sm:text-xl">
            {fill(hero.lead, { brand })}
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <ButtonLink to={CONTACT_PATH}>{hero.primaryCta}</ButtonLink>
            <ButtonLink to={SERVICES_PATH} variant="outline-dark">
              {hero.secondaryCta}
            </ButtonLink>
          </div>
        </div>
        {/* Beside the heading on wide screens the artwork is the largest thing on the first screen, so it loads
            at once and first. Below 1024 px the hero is a screen of text and figures without it: the art is
            decoration, and a phone is spared its 33 KB (the picture's sources are for wide screens only). */}
        {image && <Picture image={image} alt={hero.imageAlt ?? ""} wideScreenOnly />}
        <dl className="grid grid-cols-2 gap-x-6 gap-y-5 border-t border-white/10 pt-8 sm:grid-cols-4 lg:col-span-2">
          {hero.stats.map((stat) => (
            <div key={stat.label} className="flex flex-col-reverse">
              <dt className="text-sm text-steel-100">
                <BidiText text={stat.label} />
              </dt>
              {/* Not tabular-nums: Tailwind's composes five --tw- variables, inlined in the page. */}
              <dd className="text-3xl font-bold [font-variant-numeric:tabular-nums] text-white">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  )
}
