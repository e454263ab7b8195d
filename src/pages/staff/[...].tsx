import * as React from "react"
import { graphql, type HeadFC, type PageProps } from "gatsby"
import { StaffApp } from "../../components/staff/staff-app"

// Client-only routes under /staff/ (the staff workspace): nothing prerendered, not indexed, English only. The
// examination intervals (data/intervals.json) come with the page's data, read at build time like every text: the
// certificate form proposes valid-until from them without asking the server.
export default function StaffPage({ data }: PageProps<Queries.StaffPageQuery>) {
  return <StaffApp intervals={data.allIntervalsJson.nodes} />
}

export const Head: HeadFC = () => (
  <>
    <title>Staff workspace</title>
    <meta name="robots" content="noindex, nofollow" />
  </>
)

export const query = graphql`
  query StaffPage {
    allIntervalsJson(filter: { locale: { eq: "en" } }) {
      nodes {
        slug
        name
        kinds
        months
        source
      }
    }
  }
`
