import * as React from "react"
import { graphql, type HeadFC, type PageProps } from "gatsby"
import { Layout } from "../components/layout/layout"
import { About } from "../components/sections/about"
import { ContactSection } from "../components/sections/contact-section"
import { Hero } from "../components/sections/hero"
import { IndustriesSection } from "../components/sections/industries-section"
import { formOptions } from "../components/forms/quote-form-fields"
import { ServicesSection } from "../components/sections/services-section"
import { Seo } from "../components/seo/seo"

export default function HomePage({ data }: PageProps<Queries.HomePageQuery>) {
  const site = data.siteJson!
  return (
    <Layout data={data} page="home">
      <Hero brand={site.brand} hero={site.hero} image={site.hero.image?.childImageSharp?.gatsbyImageData} />
      <About brand={site.brand} about={site.about} />
      <ServicesSection labels={site.servicesSection} services={data.cards.nodes} />
      <IndustriesSection
        labels={site.industriesSection}
        industries={data.allIndustriesJson.nodes}
        projects={data.allProjectsJson.nodes}
        recentWorkLabel={site.projectsPage.recentWork}
      />
      <ContactSection content={site} {...formOptions(data, { packRequest: false })} />
    </Layout>
  )
}

export const Head: HeadFC<Queries.HomePageQuery> = ({ data }) => <Seo page={data.seoPage} />

export const query = graphql`
  query HomePage($path: String!, $locale: String!) {
    ...LayoutData
    ...FormOptions
    seoPage(path: $path) {
      ...SeoHead
    }
    siteJson(locale: { eq: $locale }) {
      hero {
        claims {
          label
          icon
          link
        }
        heading
        lead
        primaryCta
        secondaryCta
        stats {
          value
          label
        }
        imageAlt
        image {
          childImageSharp {
            # PNG only: for this transparent line art AVIF and WebP come out about three times larger than the
            # palette PNG (1200 px: 99 KB and 82 KB against 32 KB). The service artwork keeps AVIF/WebP.
            gatsbyImageData(width: 600, layout: CONSTRAINED, formats: [AUTO])
          }
        }
      }
      about {
        eyebrow
        heading
        intro
        qualityLink
        cards {
          title
          icon
          text
        }
        whyHeading
        whyIntro
        reasons {
          title
          icon
          text
        }
      }
      servicesSection {
        eyebrow
        heading
        intro
        learnMore
        viewAll
      }
      projectsPage {
        recentWork
      }
      industriesSection {
        eyebrow
        heading
        intro
        other {
          heading
          text
          cta
        }
      }
      ...ContactSection
    }
    cards: allServicesJson(filter: { locale: { eq: $locale } }, sort: { order: ASC }) {
      nodes {
        ...ServiceCard
      }
    }
    allProjectsJson(filter: { locale: { eq: $locale } }, sort: { completed: DESC }) {
      nodes {
        slug
        title
        industry
      }
    }
    allIndustriesJson(filter: { locale: { eq: $locale } }) {
      nodes {
        slug
        title
        icon
        description
        sectors
      }
    }
  }
`
