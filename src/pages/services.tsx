import * as React from "react"
import { graphql, type HeadFC, type PageProps } from "gatsby"
import { InnerPage } from "../components/layout/inner-page"
import { QuoteCta } from "../components/sections/quote-cta"
import { ServiceCard } from "../components/sections/service-card"
import { Seo } from "../components/seo/seo"
import { CONTACT_PATH } from "../lib/routes"

export default function ServicesPage({ data }: PageProps<Queries.ServicesPageQuery>) {
  const site = data.siteJson!
  const page = site.servicesPage
  return (
    <InnerPage data={data} title={page.heading} intro={page.intro} page="services">
      <section aria-label={page.heading} className="bg-mist-100 py-16 sm:py-20">
        <ul className="mx-auto grid max-w-content gap-6 px-4 sm:grid-cols-2 sm:px-6 lg:grid-cols-3 lg:px-8">
          {data.cards.nodes.map((service) => (
            <ServiceCard
              key={service.slug}
              service={service}
              linkLabel={site.servicesSection.learnMore}
              headingLevel="h2"
            />
          ))}
        </ul>
      </section>
      <QuoteCta heading={page.ctaHeading} text={page.ctaText} button={page.ctaButton} to={CONTACT_PATH} />
    </InnerPage>
  )
}

export const Head: HeadFC<Queries.ServicesPageQuery> = ({ data }) => <Seo page={data.seoPage} />

export const query = graphql`
  query ServicesPage($path: String!, $locale: String!) {
    ...InnerPage
    siteJson(locale: { eq: $locale }) {
      servicesSection {
        learnMore
      }
      servicesPage {
        heading
        intro
        ctaHeading
        ctaText
        ctaButton
      }
    }
    cards: allServicesJson(filter: { locale: { eq: $locale } }, sort: { order: ASC }) {
      nodes {
        ...ServiceCard
      }
    }
  }
`
