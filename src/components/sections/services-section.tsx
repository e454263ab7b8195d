import * as React from "react"
import { SERVICES_PATH } from "../../lib/routes"
import { ButtonLink } from "../ui/button-link"
import { SectionHeading } from "../ui/section-heading"
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
    <section id="services" aria-labelledby="services-heading" className="bg-mist-100 py-20 sm:py-24">
      <div className="mx-auto max-w-content px-4 sm:px-6 lg:px-8">
        <SectionHeading id="services-heading" eyebrow={labels.eyebrow} title={labels.heading} intro={labels.intro} />
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
      </div>
    </section>
  )
}
