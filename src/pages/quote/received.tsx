import * as React from "react"
import { graphql, type HeadFC, type PageProps } from "gatsby"
import { Layout } from "../../components/layout/layout"
import { RequestResult, ResultReference } from "../../components/sections/request-result"
import { FilledText, PhoneList } from "../../components/ui/filled-text"
import { Seo } from "../../components/seo/seo"
import { ButtonLink } from "../../components/ui/button-link"
import { HOME_PATH, SERVICES_PATH } from "../../lib/routes"

export default function QuoteReceivedPage({ data, location }: PageProps<Queries.QuoteReceivedPageQuery>) {
  const site = data.siteJson!
  const texts = site.quoteReceived
  return (
    <Layout data={data} page="other">
      <RequestResult tone="success" heading={texts.heading}>
        <ResultReference label={texts.referenceLabel} search={location.search} />
        <p>{texts.text}</p>
        <p>
          <FilledText template={texts.urgent} values={{ phones: <PhoneList phones={site.contact.phones} /> }} />
        </p>
        <div className="flex flex-wrap gap-3 pt-2">
          <ButtonLink to={HOME_PATH} variant="secondary">
            {texts.homeLink}
          </ButtonLink>
          <ButtonLink to={SERVICES_PATH} variant="outline">
            {texts.servicesLink}
          </ButtonLink>
        </div>
      </RequestResult>
    </Layout>
  )
}

export const Head: HeadFC<Queries.QuoteReceivedPageQuery> = ({ data }) => <Seo page={data.seoPage} />

export const query = graphql`
  query QuoteReceivedPage($path: String!, $locale: String!) {
    ...LayoutData
    seoPage(path: $path) {
      ...SeoHead
    }
    siteJson(locale: { eq: $locale }) {
      quoteReceived {
        heading
        referenceLabel
        text
        urgent
        homeLink
        servicesLink
      }
    }
  }
`
