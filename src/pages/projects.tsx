import * as React from "react"
import { graphql, type HeadFC, type PageProps } from "gatsby"
import { InnerPage } from "../components/layout/inner-page"
import { ProjectCard } from "../components/sections/project-card"
import { Seo } from "../components/seo/seo"

export default function ProjectsPage({ data }: PageProps<Queries.ProjectsPageQuery>) {
  const site = data.siteJson!
  const page = site.projectsPage
  const industry = (slug: string) => data.allIndustriesJson.nodes.find((node) => node.slug === slug)?.title
  return (
    <InnerPage data={data} title={page.title} intro={page.intro}>
      <section aria-label={page.title} className="bg-mist-50 py-16">
        <ul className="mx-auto grid max-w-content gap-6 px-4 sm:px-6 md:grid-cols-2 lg:grid-cols-3 lg:px-8">
          {data.allProjectsJson.nodes.map((project) => (
            <ProjectCard
              key={project.slug}
              project={project}
              industry={industry(project.industry)}
              linkLabel={page.readMore}
              headingLevel="h2"
              sampleTag={site.samples.tag}
            />
          ))}
        </ul>
      </section>
    </InnerPage>
  )
}

export const Head: HeadFC<Queries.ProjectsPageQuery> = ({ data }) => <Seo page={data.seoPage} />

export const query = graphql`
  query ProjectsPage($path: String!, $locale: String!) {
    ...InnerPage
    siteJson(locale: { eq: $locale }) {
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
