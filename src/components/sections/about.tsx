import * as React from "react"
import { fill } from "../../lib/format"
import { QUALITY_PATH } from "../../lib/routes"
import { Link } from "../ui/link"
import { Icon } from "../ui/icon"
import { HeadedSection } from "./headed-section"
import { BidiText } from "../ui/bidi-text"

type Card = { readonly title: string; readonly icon: string; readonly text: string }
type About = {
  readonly eyebrow: string
  readonly heading: string
  readonly intro: string
  readonly qualityLink: string
  readonly cards: readonly Card[]
  readonly whyHeading: string
  readonly whyIntro: string
  readonly reasons: readonly Card[]
}

export function About({ brand, about }: { brand: string; about: About }) {
  return (
    <HeadedSection id="about" texts={about} className="bg-white py-20 sm:py-24">
      <ul className="mt-12 grid gap-6 md:grid-cols-3">
        {about.cards.map((card) => (
          <li key={card.title} className="rounded-xl border border-mist-200 bg-mist-50 p-6">
            <span className="inline-flex h-12 w-12 items-center justify-center rounded-lg bg-navy-900 text-accent-400">
              <Icon name={card.icon} />
            </span>
            <h3 className="mt-5 text-xl font-semibold text-navy-900">
              <BidiText text={card.title} />
            </h3>
            <p className="mt-3 leading-relaxed text-slate-700">
              <BidiText text={card.text} />
            </p>
          </li>
        ))}
      </ul>
      <p className="mt-8">
        <Link to={QUALITY_PATH} className="rounded font-semibold text-steel-700 hover:underline">
          {about.qualityLink}
        </Link>
      </p>
      <div className="mt-20">
        <h3 className="text-2xl font-bold tracking-tight text-navy-900 sm:text-3xl">
          {fill(about.whyHeading, { brand })}
        </h3>
        <p className="mt-3 text-lg text-slate-600">{about.whyIntro}</p>
        <ul className="mt-10 grid gap-x-8 gap-y-10 sm:grid-cols-2 lg:grid-cols-3">
          {about.reasons.map((reason) => (
            <li key={reason.title} className="flex gap-4">
              <span className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-lg border border-mist-200 text-steel-700">
                <Icon name={reason.icon} />
              </span>
              <div>
                <h4 className="text-lg font-semibold text-navy-900">
                  <BidiText text={reason.title} />
                </h4>
                <p className="mt-2 leading-relaxed text-slate-700">
                  <BidiText text={reason.text} />
                </p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </HeadedSection>
  )
}
