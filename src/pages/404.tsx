import * as React from "react"
import { graphql, type HeadFC, type PageProps } from "gatsby"
import { Layout } from "../components/layout/layout"
import { NotFound } from "../components/sections/not-found"

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

export const Head: HeadFC<Queries.NotFoundPageQuery> = ({ data }) => (
  <>
    <title>{`${data.siteJson!.notFound.title} | ${data.siteJson!.brand}`}</title>
    <meta name="robots" content="noindex" />
  </>
)

export const query = graphql`
  query NotFoundPage {
    ...LayoutData
    siteJson {
      notFound {
        title
        code
        heading
        text
        homeLink
      }
    }
  }
`
