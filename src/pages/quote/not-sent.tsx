import * as React from "react"
import { graphql, type HeadFC, type PageProps } from "gatsby"
import { Layout } from "../../components/layout/layout"
import { RequestResult, ResultProblems } from "../../components/sections/request-result"
import { FilledText, PhoneList } from "../../components/ui/filled-text"
import { Seo } from "../../components/seo/seo"
import { ButtonLink } from "../../components/ui/button-link"
import { CONTACT_PATH } from "../../lib/routes"

export default function QuoteNotSentPage({ data }: PageProps<Queries.QuoteNotSentPageQuery>) {
  const site = data.siteJson!
  const texts = site.quoteNotSent
  return (
    <Layout data={data} page="other">
      <RequestResult tone="problem" heading={texts.heading}>
        <p>{texts.invalidText}</p>
        <ResultProblems fallback={texts.failedText} />
        <p>{texts.backHint}</p>
        <p>
          <FilledText template={texts.callText} values={{ phones: <PhoneList phones={site.contact.phones} /> }} />
        </p>
        <div className="pt-2">
          <ButtonLink to={`${CONTACT_PATH}#contact`} variant="secondary">
            {texts.backLink}
          </ButtonLink>
        </div>
      </RequestResult>
    </Layout>
  )
}

export const Head: HeadFC<Queries.QuoteNotSentPageQuery> = ({ data }) => <Seo page={data.seoPage} />

export const query = graphql`
  query QuoteNotSentPage($path: String!, $locale: String!) {
    ...LayoutData
    seoPage(path: $path) {
      ...SeoHead
    }
    siteJson(locale: { eq: $locale }) {
      quoteNotSent {
        heading
        invalidText
        failedText
        backHint
        backLink
        callText
      }
    }
  }
`
