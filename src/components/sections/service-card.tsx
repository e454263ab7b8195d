import * as React from "react"
import { servicePath } from "../../lib/routes"
import { Icon } from "../ui/icon"
import { SummaryCard, type CardLinking } from "./summary-card"

export type ServiceSummary = {
  readonly slug: string
  readonly title: string
  readonly summary: string
  readonly icon: string
}

type Props = Omit<CardLinking, "headingLevel"> & { service: ServiceSummary; headingLevel?: CardLinking["headingLevel"] }

// A service in a list: its icon, what it covers, and the link to its page.
export function ServiceCard({ service, linkLabel, headingLevel = "h3" }: Props) {
  return (
    <SummaryCard
      linkLabel={linkLabel}
      headingLevel={headingLevel}
      to={servicePath(service.slug)}
      entry={service}
      className="group relative transition-colors hover:border-steel-300"
      top={
        <span className="mb-5 inline-flex h-12 w-12 items-center justify-center rounded-lg bg-mist-100 text-steel-700 group-hover:bg-navy-900 group-hover:text-accent-400">
          <Icon name={service.icon} />
        </span>
      }
    />
  )
}
