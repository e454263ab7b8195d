import * as React from "react"
import { graphql, type HeadFC, type PageProps } from "gatsby"
import { Layout } from "../components/layout/layout"
import { PageHeader } from "../components/sections/page-header"
import { QuoteCta } from "../components/sections/quote-cta"
import { ServiceCard } from "../components/sections/service-card"
import { Seo } from "../components/seo/seo"
import { CONTACT_PATH } from "../lib/routes"

// Opens like projects.tsx (the layout, the page header, a list of cards): the site's page outline, alike in shape.
export default function ServicesPage({ data }: PageProps<Queries.ServicesPageQuery>) {
  const site = data.siteJson!
  const page = site.servicesPage
  return (
    <Layout data={data} page="services">
      <PageHeader
        title={page.heading}
        intro={page.intro}
        breadcrumbLabel={site.servicePage.breadcrumbLabel}
        breadcrumbs={[{ label: site.servicePage.breadcrumbHome, to: "/" }, { label: page.heading }]}
      />
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
    </Layout>
  )
}

export const Head: HeadFC<Queries.ServicesPageQuery> = ({ data }) => <Seo page={data.seoPage} />

export const query = graphql`
  query ServicesPage($path: String!, $locale: String!) {
    ...LayoutData
    seoPage(path: $path) {
      ...SeoHead
    }
    siteJson(locale: { eq: $locale }) {
      servicesSection {
        learnMore
      }
      servicePage {
        breadcrumbLabel
        breadcrumbHome
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
