import * as React from "react"
import { graphql, type HeadFC, type PageProps } from "gatsby"
import { Layout } from "../components/layout/layout"
import { NotFound } from "../components/sections/not-found"
import { Seo } from "../components/seo/seo"

export default function NotFoundPage({ data, location }: PageProps<Queries.NotFoundPageQuery>) {
  const site = data.siteJson!
  React.useEffect(() => {
    // Visible in the console and in any error monitoring: which links lead nowhere.
    console.error("404 Error: User attempted to access non-existent route:", location.pathname)
  }, [location.pathname])
  return (
    <Layout site={site} services={data.allServicesJson.nodes} page="other">
      <NotFound content={site.notFound} />
    </Layout>
  )
}

export const Head: HeadFC<Queries.NotFoundPageQuery> = ({ data }) => <Seo page={data.seoPage} />

export const query = graphql`
  query NotFoundPage($path: String!) {
    ...LayoutData
    seoPage(path: $path) {
      ...SeoHead
    }
    siteJson {
      notFound {
        code
        heading
        text
        homeLink
      }
    }
  }
`
