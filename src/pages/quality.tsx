import * as React from "react"
import { graphql, type HeadFC, type PageProps } from "gatsby"
import { InnerPage } from "../components/layout/inner-page"
import { QualityContent } from "../components/sections/quality-content"
import { Seo } from "../components/seo/seo"

export default function QualityPage({ data }: PageProps<Queries.QualityPageQuery>) {
  const site = data.siteJson!
  const quality = data.qualityJson!
  return (
    <InnerPage data={data} title={quality.title} intro={quality.intro}>
      <QualityContent quality={quality} brand={site.brand} locale={site.locale} samples={site.samples} />
    </InnerPage>
  )
}

export const Head: HeadFC<Queries.QualityPageQuery> = ({ data }) => <Seo page={data.seoPage} />

export const query = graphql`
  query QualityPage($path: String!, $locale: String!) {
    ...InnerPage
    qualityJson(locale: { eq: $locale }) {
      title
      intro
      prequalificationLink
      labels {
        number
        body
        standard
        scope
        validUntil
        type
        discipline
        codes
        qualification
        headCount
        sample
      }
      certificate {
        ...QualityCertificate
      }
      accreditation {
        ...QualityAccreditation
        scope {
          discipline
          methods
          codes
        }
      }
      personnel {
        sample
        heading
        intro
        items {
          code
          title
          headCount
        }
      }
      policies {
        heading
        paragraphs
        items
      }
      impartiality {
        heading
        paragraphs
        items
      }
      annexA1 {
        heading
        paragraphs
        items
      }
    }
  }
`
