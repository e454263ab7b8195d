import * as React from "react"
import { CONTACT_PATH } from "../../lib/routes"
import { IndustryProjects, type IndustryProject } from "./industry-projects"
import { ButtonLink } from "../ui/button-link"
import { Icon } from "../ui/icon"
import { HeadedSection } from "./headed-section"
import { BidiText } from "../ui/bidi-text"

export type IndustrySummary = {
  readonly slug: string
  readonly title: string
  readonly icon: string
  readonly description: string
  readonly sectors: readonly string[]
}

type Labels = {
  readonly eyebrow: string
  readonly heading: string
  readonly intro: string
  readonly other: { readonly heading: string; readonly text: string; readonly cta: string }
}

type Props = {
  labels: Labels
  industries: readonly IndustrySummary[]
  // The case studies, each listed under its industry ("Recent work"), newest first.
  projects?: readonly IndustryProject[]
  recentWorkLabel?: string
}

export function IndustriesSection({ labels, industries, projects = [], recentWorkLabel = "" }: Props) {
  return (
    <HeadedSection id="industries" texts={labels} className="bg-white py-20 sm:py-24">
      <ul className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {industries.map((industry) => (
          <li key={industry.slug} id={`industry-${industry.slug}`} className="rounded-xl border border-mist-200 p-6">
            <div className="flex items-center gap-3">
              <span className="inline-flex h-11 w-11 items-center justify-center rounded-lg bg-navy-900 text-accent-400">
                <Icon name={industry.icon} />
              </span>
              <h3 className="text-xl font-semibold text-navy-900">
                <BidiText text={industry.title} />
              </h3>
            </div>
            <p className="mt-4 leading-relaxed text-slate-700">
              <BidiText text={industry.description} />
            </p>
            <ul className="mt-4 grid gap-2 sm:grid-cols-2">
              {industry.sectors.map((sector) => (
                <li key={sector} className="check-item flex items-start gap-2 text-sm font-medium text-navy-800">
                  {sector}
                </li>
              ))}
            </ul>
            <IndustryProjects
              heading={recentWorkLabel}
              projects={projects.filter((project) => project.industry === industry.slug)}
            />
          </li>
        ))}
        <li className="on-dark flex flex-col rounded-xl bg-navy-900 p-6">
          <h3 className="text-xl font-semibold text-white">{labels.other.heading}</h3>
          <p className="mt-3 flex-1 leading-relaxed text-steel-100">{labels.other.text}</p>
          <ButtonLink to={CONTACT_PATH} className="mt-6 self-start">
            {labels.other.cta}
          </ButtonLink>
        </li>
      </ul>
    </HeadedSection>
  )
}
