import * as React from "react"
import { graphql, type HeadFC, type PageProps } from "gatsby"
import { Layout } from "../../components/layout/layout"
import { QuoteResult } from "../../components/sections/quote-result"
import { FilledText, PhoneList } from "../../components/ui/filled-text"
import { Seo } from "../../components/seo/seo"
import { ButtonLink } from "../../components/ui/button-link"
import { HOME_PATH, SERVICES_PATH } from "../../lib/routes"

export default function QuoteReceivedPage({ data, location }: PageProps<Queries.QuoteReceivedPageQuery>) {
  const site = data.siteJson!
  const texts = site.quoteReceived
  // The server writes the reference into the prerendered HTML; after hydration it is read from the URL.
  const [reference, setReference] = React.useState("")
  React.useEffect(() => {
    setReference(new URLSearchParams(location.search).get("reference") ?? "")
  }, [location.search])
  return (
    <Layout data={data} page="other">
      <QuoteResult tone="success" heading={texts.heading}>
        <p>
          {texts.referenceLabel}:{" "}
          <strong
            data-quote-reference=""
            className="whitespace-nowrap font-mono text-navy-900"
            dir="ltr"
            suppressHydrationWarning
          >
            {reference}
          </strong>
        </p>
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
      </QuoteResult>
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
