import * as React from "react"
import { SERVICES_PATH } from "../../lib/routes"
import { ButtonLink } from "../ui/button-link"
import { HeadedSection } from "./headed-section"
import { ServiceCard, type ServiceSummary } from "./service-card"

type Labels = {
  readonly eyebrow: string
  readonly heading: string
  readonly intro: string
  readonly learnMore: string
  readonly viewAll: string
}

export function ServicesSection({ labels, services }: { labels: Labels; services: readonly ServiceSummary[] }) {
  return (
    <HeadedSection id="services" texts={labels} className="bg-mist-100 py-20 sm:py-24">
      <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {services.map((service) => (
          <ServiceCard key={service.slug} service={service} linkLabel={labels.learnMore} />
        ))}
      </ul>
      <div className="mt-12 text-center">
        <ButtonLink to={SERVICES_PATH} variant="secondary">
          {labels.viewAll}
        </ButtonLink>
      </div>
    </HeadedSection>
  )
}
