import * as React from "react"
import { servicePath } from "../../lib/routes"
import { Icon } from "../ui/icon"
import { CardLink } from "./card-link"

export type ServiceSummary = {
  readonly slug: string
  readonly title: string
  readonly summary: string
  readonly icon: string
}

type Props = { service: ServiceSummary; linkLabel: string; headingLevel?: "h2" | "h3" }

// Its end is shaped like project-card.tsx's (summary, then CardLink): the link is shared, its classes are each card's.
export function ServiceCard({ service, linkLabel, headingLevel: Heading = "h3" }: Props) {
  return (
    <li className="group relative flex flex-col rounded-xl border border-mist-200 bg-white p-6 transition-colors hover:border-steel-300">
      <span className="inline-flex h-12 w-12 items-center justify-center rounded-lg bg-mist-100 text-steel-700 group-hover:bg-navy-900 group-hover:text-accent-400">
        <Icon name={service.icon} />
      </span>
      <Heading className="mt-5 text-lg font-semibold text-navy-900">{service.title}</Heading>
      <p className="mt-2 flex-1 leading-relaxed text-slate-700">{service.summary}</p>
      <CardLink
        to={servicePath(service.slug)}
        label={linkLabel}
        title={service.title}
        className="mt-5 inline-flex items-center gap-1.5 self-start rounded font-semibold text-steel-700 hover:text-navy-900 hover:underline"
      />
    </li>
  )
}
