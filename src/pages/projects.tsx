import * as React from "react"
import { graphql, type HeadFC, type PageProps } from "gatsby"
import { Layout } from "../components/layout/layout"
import { PageHeader } from "../components/sections/page-header"
import { ProjectCard } from "../components/sections/project-card"
import { Seo } from "../components/seo/seo"
import { HOME_PATH } from "../lib/routes"

// Opens like services.tsx (the layout, the page header, a list of cards): the site's page outline, alike in shape.
export default function ProjectsPage({ data }: PageProps<Queries.ProjectsPageQuery>) {
  const site = data.siteJson!
  const page = site.projectsPage
  const industry = (slug: string) => data.allIndustriesJson.nodes.find((node) => node.slug === slug)?.title
  return (
    <Layout data={data} page="other">
      <PageHeader
        title={page.title}
        intro={page.intro}
        breadcrumbLabel={site.servicePage.breadcrumbLabel}
        breadcrumbs={[{ label: site.servicePage.breadcrumbHome, to: HOME_PATH }, { label: page.title }]}
      />
      <section aria-label={page.title} className="bg-mist-50 py-16">
        <ul className="mx-auto grid max-w-content gap-6 px-4 sm:px-6 md:grid-cols-2 lg:grid-cols-3 lg:px-8">
          {data.allProjectsJson.nodes.map((project) => (
            <ProjectCard
              key={project.slug}
              project={project}
              industry={industry(project.industry)}
              linkLabel={page.readMore}
              headingLevel="h2"
            />
          ))}
        </ul>
      </section>
    </Layout>
  )
}

export const Head: HeadFC<Queries.ProjectsPageQuery> = ({ data }) => <Seo page={data.seoPage} />

export const query = graphql`
  query ProjectsPage($path: String!, $locale: String!) {
    ...LayoutData
    seoPage(path: $path) {
      ...SeoHead
    }
    siteJson(locale: { eq: $locale }) {
      ...TrustPageSite
      projectsPage {
        title
        intro
        readMore
      }
    }
    allProjectsJson(filter: { locale: { eq: $locale } }, sort: { completed: DESC }) {
      nodes {
        ...ProjectCard
        industry
      }
    }
    allIndustriesJson(filter: { locale: { eq: $locale } }) {
      nodes {
        slug
        title
      }
    }
  }
`
