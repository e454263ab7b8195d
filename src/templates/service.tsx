import * as React from "react"
import { graphql, type HeadFC, type PageProps } from "gatsby"
import { Layout } from "../components/layout/layout"
import { OtherServices } from "../components/sections/other-services"
import { PageHeader } from "../components/sections/page-header"
import { RecentWork } from "../components/sections/recent-work"
import { ServiceAside } from "../components/sections/service-aside"
import { ServiceDetail } from "../components/sections/service-detail"
import { Seo } from "../components/seo/seo"
import { Icon } from "../components/ui/icon"
import { Picture } from "../components/ui/picture"
import { fill } from "../lib/format"
import { HOME_PATH, quotePath, SERVICES_PATH } from "../lib/routes"

export default function ServiceTemplate({ data }: PageProps<Queries.ServicePageQuery>) {
  const site = data.siteJson!
  const service = data.servicesJson!
  const labels = site.servicePage
  const image = service.image?.childImageSharp?.gatsbyImageData
  const industries = data.allIndustriesJson.nodes.filter((industry) => service.industries.includes(industry.slug))
  const cta = {
    heading: fill(labels.ctaHeading, { service: service.title }),
    text: labels.ctaText,
    button: labels.ctaButton,
    to: quotePath(service.formValue),
  }
  return (
    <Layout data={data} page="service">
      <PageHeader
        title={service.title}
        intro={service.summary}
        breadcrumbLabel={labels.breadcrumbLabel}
        breadcrumbs={[
          { label: labels.breadcrumbHome, to: HOME_PATH },
          { label: labels.breadcrumbServices, to: SERVICES_PATH },
          { label: service.title },
        ]}
        eyebrow={
          <span className="mt-6 inline-flex h-12 w-12 items-center justify-center rounded-lg bg-white/10 text-accent-400">
            <Icon name={service.icon} />
          </span>
        }
        // On wide screens the artwork sits beside the heading, the largest thing on the first screen: it loads at
        // once and first. On phones it follows the overview, below the fold, and loads lazily: the heading and
        // the summary paint without waiting for it (as on the home page's hero).
        aside={
          image && (
            <Picture image={image} alt={service.imageAlt ?? ""} wideScreenOnly className="overflow-hidden rounded-xl" />
          )
        }
      />
      <div className="bg-mist-50 py-16">
        <div className="mx-auto grid max-w-content gap-12 px-4 sm:px-6 lg:grid-cols-[1fr_20rem] lg:px-8">
          <ServiceDetail
            service={service}
            labels={labels}
            figure={
              image && (
                <Picture
                  image={image}
                  alt={service.imageAlt ?? ""}
                  className="mt-8 block overflow-hidden rounded-xl lg:hidden"
                />
              )
            }
          />
          <ServiceAside industries={industries} industriesHeading={labels.industriesHeading} cta={cta} />
        </div>
      </div>
      <RecentWork
        heading={site.projectsPage.recentWork}
        viewAll={site.projectsPage.viewAll}
        readMore={site.projectsPage.readMore}
        sampleTag={site.samples.tag}
        projects={data.recentWork.nodes}
      />
      <OtherServices heading={labels.otherServicesHeading} services={data.others.nodes} />
    </Layout>
  )
}

export const Head: HeadFC<Queries.ServicePageQuery> = ({ data }) => <Seo page={data.seoPage} />

export const query = graphql`
  query ServicePage($slug: String!, $path: String!, $locale: String!) {
    ...LayoutData
    seoPage(path: $path) {
      ...SeoHead
    }
    siteJson(locale: { eq: $locale }) {
      samples {
        tag
      }
      projectsPage {
        recentWork
        viewAll
        readMore
      }
      servicePage {
        breadcrumbLabel
        breadcrumbHome
        breadcrumbServices
        overviewHeading
        methodsHeading
        standardsHeading
        deliverablesHeading
        codes {
          heading
          criteria
          qualification
          turnaround
          workingDays
          limits
          sampleReport
          sampleTag
        }
        industriesHeading
        otherServicesHeading
        ctaHeading
        ctaText
        ctaButton
      }
    }
    servicesJson(slug: { eq: $slug }, locale: { eq: $locale }) {
      slug
      title
      summary
      icon
      formValue
      imageAlt
      image {
        childImageSharp {
          # A phone (about 400 px at 2x) gets the 840 px file, not the 1120 px one.
          gatsbyImageData(width: 560, layout: CONSTRAINED, breakpoints: [280, 420, 560, 840, 1120])
        }
      }
      overview
      scopeHeading
      scope
      methods {
        name
        detail
      }
      standards {
        code
        title
      }
      deliverables
      acceptance {
        methods {
          method
          criteria
          qualification
        }
        turnaround
        limits
        sampleReport
      }
      industries
    }
    others: allServicesJson(filter: { slug: { ne: $slug }, locale: { eq: $locale } }, sort: { order: ASC }) {
      nodes {
        slug
        title
        icon
      }
    }
    recentWork: allProjectsJson(
      filter: { services: { eq: $slug }, locale: { eq: $locale } }
      sort: { completed: DESC }
      limit: 3
    ) {
      nodes {
        ...ProjectCard
      }
    }
    allIndustriesJson(filter: { locale: { eq: $locale } }) {
      nodes {
        slug
        title
        icon
      }
    }
  }
`
