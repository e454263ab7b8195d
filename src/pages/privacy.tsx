import * as React from "react"
import { graphql, type HeadFC, type PageProps } from "gatsby"
import { Layout } from "../components/layout/layout"
import { PageHeader } from "../components/sections/page-header"
import { TextSection } from "../components/sections/text-section"
import { Seo } from "../components/seo/seo"
import { formatDate } from "../lib/format"
import { HOME_PATH } from "../lib/routes"

export default function PrivacyPage({ data }: PageProps<Queries.PrivacyPageQuery>) {
  const site = data.siteJson!
  const privacy = data.privacyJson!
  return (
    <Layout data={data} page="other">
      <PageHeader
        title={privacy.title}
        intro={privacy.intro}
        breadcrumbLabel={site.servicePage.breadcrumbLabel}
        breadcrumbs={[{ label: site.servicePage.breadcrumbHome, to: HOME_PATH }, { label: privacy.title }]}
      />
      <div className="bg-white py-16">
        <div className="mx-auto max-w-content space-y-12 px-4 sm:px-6 lg:px-8">
          {privacy.sections.map((section, index) => (
            <TextSection key={section.heading} id={`privacy-${index + 1}`} block={section} brand={site.brand} />
          ))}
          <p className="text-sm text-slate-600">
            {privacy.updatedLabel} <time dateTime={privacy.version}>{formatDate(privacy.version, site.locale)}</time>
          </p>
        </div>
      </div>
    </Layout>
  )
}

export const Head: HeadFC<Queries.PrivacyPageQuery> = ({ data }) => <Seo page={data.seoPage} />

export const query = graphql`
  query PrivacyPage($path: String!, $locale: String!) {
    ...LayoutData
    seoPage(path: $path) {
      ...SeoHead
    }
    siteJson(locale: { eq: $locale }) {
      ...TrustPageSite
    }
    privacyJson(locale: { eq: $locale }) {
      title
      intro
      version
      updatedLabel
      sections {
        heading
        paragraphs
        items
      }
    }
  }
`
