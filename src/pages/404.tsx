import * as React from "react"
import { graphql, type HeadFC, type PageProps } from "gatsby"
import { Layout } from "../components/layout/layout"
import { NotFound } from "../components/sections/not-found"
import { Seo } from "../components/seo/seo"
import { localeOfPath } from "../lib/locales"

// In the browser, Gatsby answers every unknown path with the data of /404.html, whatever the edition, so this
// page carries all editions and shows the one of the path the visitor asked for (/ar/… in Arabic).
const pick = <T extends { readonly locale: string }>(nodes: readonly T[], path: string) =>
  nodes.find((node) => node.locale === localeOfPath(path)) ?? nodes[0]

export default function NotFoundPage({ data, location }: PageProps<Queries.NotFoundPageQuery>) {
  const site = pick(data.editions.nodes, location.pathname)
  React.useEffect(() => {
    // Visible in the console and in any error monitoring: which links lead nowhere.
    console.error("404 Error: User attempted to access non-existent route:", location.pathname)
  }, [location.pathname])
  const services = data.services.nodes.filter((service) => service.locale === site.locale)
  return (
    <Layout
      data={{
        siteJson: site,
        allServicesJson: { nodes: services },
        languages: data.editions,
        companyProfiles: data.companyProfiles,
      }}
      page="other"
    >
      <NotFound content={site.notFound} />
    </Layout>
  )
}

export const Head: HeadFC<Queries.NotFoundPageQuery> = ({ data, location }) => (
  <Seo page={pick(data.seoEditions, location.pathname)} />
)

export const query = graphql`
  query NotFoundPage($path: String!) {
    seoEditions(path: $path) {
      ...SeoHead
    }
    editions: allSiteJson {
      nodes {
        ...LayoutSite
        notFound {
          code
          heading
          text
          homeLink
        }
      }
    }
    companyProfiles: allCompanyProfile(sort: { locale: ASC }) {
      nodes {
        locale
        path
        megabytes
      }
    }
    services: allServicesJson(sort: { order: ASC }) {
      nodes {
        locale
        ...ServiceLink
      }
    }
  }
`
