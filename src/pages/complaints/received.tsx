import * as React from "react"
import { graphql, type HeadFC, type PageProps } from "gatsby"
import { Layout } from "../../components/layout/layout"
import { RequestResult, ResultReference } from "../../components/sections/request-result"
import { Seo } from "../../components/seo/seo"
import { ButtonLink } from "../../components/ui/button-link"
import { COMPLAINTS_PATH } from "../../lib/routes"

// Where a complaint sent without JavaScript lands; the server fills in the reference.
export default function ComplaintReceivedPage({ data, location }: PageProps<Queries.ComplaintReceivedPageQuery>) {
  const texts = data.complaintsJson!.received
  return (
    <Layout data={data} page="other">
      <RequestResult tone="success" heading={texts.heading}>
        <ResultReference label={texts.referenceLabel} search={location.search} />
        <p>{texts.text}</p>
        <div className="pt-2">
          <ButtonLink to={COMPLAINTS_PATH} variant="secondary">
            {texts.backLink}
          </ButtonLink>
        </div>
      </RequestResult>
    </Layout>
  )
}

export const Head: HeadFC<Queries.ComplaintReceivedPageQuery> = ({ data }) => <Seo page={data.seoPage} />

export const query = graphql`
  query ComplaintReceivedPage($path: String!, $locale: String!) {
    ...LayoutData
    seoPage(path: $path) {
      ...SeoHead
    }
    complaintsJson(locale: { eq: $locale }) {
      received {
        heading
        referenceLabel
        text
        backLink
      }
    }
  }
`
