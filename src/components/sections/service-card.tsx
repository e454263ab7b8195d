import * as React from "react"
import { Link } from "../ui/link"
import { ArrowRight } from "lucide-react"
import { servicePath } from "../../lib/routes"
import { Icon, ICON_STROKE } from "../ui/icon"

export type ServiceSummary = {
  readonly slug: string
  readonly title: string
  readonly summary: string
  readonly icon: string
}

type Props = { service: ServiceSummary; linkLabel: string; headingLevel?: "h2" | "h3" }

export function ServiceCard({ service, linkLabel, headingLevel: Heading = "h3" }: Props) {
  const titleId = `service-${service.slug}`
  return (
    <li className="group relative flex flex-col rounded-xl border border-mist-200 bg-white p-6 transition-colors hover:border-steel-300">
      <span className="inline-flex h-12 w-12 items-center justify-center rounded-lg bg-mist-100 text-steel-700 group-hover:bg-navy-900 group-hover:text-accent-400">
        <Icon name={service.icon} />
      </span>
      <Heading id={titleId} className="mt-5 text-lg font-semibold text-navy-900">
        {service.title}
      </Heading>
      <p className="mt-2 flex-1 leading-relaxed text-slate-700">{service.summary}</p>
      <Link
        to={servicePath(service.slug)}
        // Twelve links read "Learn More": hidden words make the name say which service, after the visible words
        // (WCAG 2.5.3, label in name), for screen readers and search engines alike.
        className="mt-5 inline-flex items-center gap-1.5 self-start rounded font-semibold text-steel-700 hover:text-navy-900 hover:underline"
      >
        {linkLabel}
        <span className="sr-only">: {service.title}</span>
        <ArrowRight aria-hidden="true" className="h-4 w-4 rtl:-scale-x-100" strokeWidth={ICON_STROKE} />
      </Link>
    </li>
  )
}
