import * as React from "react"
import { graphql, type HeadFC, type PageProps } from "gatsby"
import { InnerPage } from "../components/layout/inner-page"
import { TextSection } from "../components/sections/text-section"
import { Seo } from "../components/seo/seo"
import { formatDate } from "../lib/format"

export default function PrivacyPage({ data }: PageProps<Queries.PrivacyPageQuery>) {
  const site = data.siteJson!
  const privacy = data.privacyJson!
  return (
    <InnerPage data={data} title={privacy.title} intro={privacy.intro}>
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
    </InnerPage>
  )
}

export const Head: HeadFC<Queries.PrivacyPageQuery> = ({ data }) => <Seo page={data.seoPage} />

export const query = graphql`
  query PrivacyPage($path: String!, $locale: String!) {
    ...InnerPage
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
