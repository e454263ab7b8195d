import * as React from "react"
import { graphql, type HeadFC, type PageProps } from "gatsby"
import { Layout } from "../components/layout/layout"
import { PageHeader } from "../components/sections/page-header"
import { QualityContent } from "../components/sections/quality-content"
import { Seo } from "../components/seo/seo"
import { HOME_PATH } from "../lib/routes"

export default function QualityPage({ data }: PageProps<Queries.QualityPageQuery>) {
  const site = data.siteJson!
  const quality = data.qualityJson!
  return (
    <Layout data={data} page="other">
      <PageHeader
        title={quality.title}
        intro={quality.intro}
        breadcrumbLabel={site.servicePage.breadcrumbLabel}
        breadcrumbs={[{ label: site.servicePage.breadcrumbHome, to: HOME_PATH }, { label: quality.title }]}
      />
      <QualityContent quality={quality} brand={site.brand} locale={site.locale} />
    </Layout>
  )
}

export const Head: HeadFC<Queries.QualityPageQuery> = ({ data }) => <Seo page={data.seoPage} />

// The certificate's fields repeat prequalification.tsx's on purpose: each page asks only for what it shows.
export const query = graphql`
  query QualityPage($path: String!, $locale: String!) {
    ...LayoutData
    seoPage(path: $path) {
      ...SeoHead
    }
    siteJson(locale: { eq: $locale }) {
      ...TrustPageSite
    }
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
        sample
        heading
        standard
        number
        body
        scope
        validUntil
      }
      accreditation {
        sample
        heading
        standard
        number
        body
        type
        validUntil
        scope {
          discipline
          methods
          codes
        }
      }
      personnel {
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
    }
  }
`
