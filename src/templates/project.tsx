import * as React from "react"
import { graphql, type HeadFC, type PageProps } from "gatsby"
import { Layout } from "../components/layout/layout"
import { PageHeader } from "../components/sections/page-header"
import { ProjectDetail } from "../components/sections/project-detail"
import { QuoteCta } from "../components/sections/quote-cta"
import { Seo } from "../components/seo/seo"
import { CONTACT_PATH, HOME_PATH, PROJECTS_PATH } from "../lib/routes"

export default function ProjectTemplate({ data }: PageProps<Queries.ProjectPageQuery>) {
  const site = data.siteJson!
  const project = data.projectsJson!
  const labels = site.projectsPage
  const industry = data.allIndustriesJson.nodes.find((node) => node.slug === project.industry)?.title
  const services = project.services.flatMap((slug) => data.allServicesJson.nodes.filter((node) => node.slug === slug))
  return (
    <Layout data={data} page="other">
      <PageHeader
        title={project.title}
        intro={project.summary}
        breadcrumbLabel={site.servicePage.breadcrumbLabel}
        breadcrumbs={[
          { label: site.servicePage.breadcrumbHome, to: HOME_PATH },
          { label: labels.title, to: PROJECTS_PATH },
          { label: project.title },
        ]}
      />
      <div className="bg-mist-50 py-16">
        <div className="mx-auto max-w-content px-4 sm:px-6 lg:px-8">
          <ProjectDetail
            project={project}
            labels={labels}
            locale={site.locale}
            industry={industry}
            sampleNote={site.samples.caseStudy}
            services={services}
          />
        </div>
      </div>
      <QuoteCta
        heading={site.servicesPage.ctaHeading}
        text={site.servicesPage.ctaText}
        button={site.servicesPage.ctaButton}
        to={CONTACT_PATH}
      />
    </Layout>
  )
}

export const Head: HeadFC<Queries.ProjectPageQuery> = ({ data }) => <Seo page={data.seoPage} />

// projectsPage names the same fields as projectsJson on purpose: one label for each value the page shows.
export const query = graphql`
  query ProjectPage($slug: String!, $path: String!, $locale: String!) {
    ...LayoutData
    seoPage(path: $path) {
      ...SeoHead
    }
    siteJson(locale: { eq: $locale }) {
      ...InnerPageSite
      servicesPage {
        ctaHeading
        ctaText
        ctaButton
      }
      projectsPage {
        title
        client
        location
        industry
        completed
        services
        scope
        codes
        methods
        figures
        outcome
      }
    }
    projectsJson(slug: { eq: $slug }, locale: { eq: $locale }) {
      sample
      slug
      title
      summary
      client
      location
      industry
      completed
      services
      scope
      codes {
        code
        title
      }
      methods
      figures {
        value
        label
      }
      outcome
    }
    allIndustriesJson(filter: { locale: { eq: $locale } }) {
      nodes {
        slug
        title
      }
    }
  }
`
