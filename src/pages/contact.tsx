import * as React from "react"
import { graphql, type HeadFC, type PageProps } from "gatsby"
import { Layout } from "../components/layout/layout"
import { ContactSection } from "../components/sections/contact-section"
import { formOptions } from "../components/forms/quote-form-fields"
import { Seo } from "../components/seo/seo"

export default function ContactPage({ data }: PageProps<Queries.ContactPageQuery>) {
  const site = data.siteJson!
  return (
    <Layout data={data} page="contact">
      <ContactSection content={site} headingLevel="h1" {...formOptions(data)} />
    </Layout>
  )
}

export const Head: HeadFC<Queries.ContactPageQuery> = ({ data }) => <Seo page={data.seoPage} />

export const query = graphql`
  query ContactPage($path: String!, $locale: String!) {
    ...LayoutData
    ...FormOptions
    seoPage(path: $path) {
      ...SeoHead
    }
    siteJson(locale: { eq: $locale }) {
      ...ContactSection
    }
  }
`
