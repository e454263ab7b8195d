import * as React from "react"
import { graphql, type HeadFC, type PageProps } from "gatsby"
import { Layout } from "../../components/layout/layout"
import { RequestResult, ResultProblems } from "../../components/sections/request-result"
import { FilledText, PhoneList } from "../../components/ui/filled-text"
import { Seo } from "../../components/seo/seo"
import { ButtonLink } from "../../components/ui/button-link"
import { COMPLAINTS_PATH } from "../../lib/routes"

// Where a complaint sent without JavaScript lands when something was wrong; the server fills in the list.
export default function ComplaintNotSentPage({ data }: PageProps<Queries.ComplaintNotSentPageQuery>) {
  const site = data.siteJson!
  const texts = data.complaintsJson!.notSent
  return (
    <Layout data={data} page="other">
      <RequestResult tone="problem" heading={texts.heading}>
        <p>{texts.invalidText}</p>
        <ResultProblems fallback={site.quoteNotSent.failedText} />
        <p>
          <FilledText
            template={site.quoteNotSent.callText}
            values={{ phones: <PhoneList phones={site.contact.phones} /> }}
          />
        </p>
        <div className="pt-2">
          <ButtonLink to={`${COMPLAINTS_PATH}#complaint-form`} variant="secondary">
            {texts.backLink}
          </ButtonLink>
        </div>
      </RequestResult>
    </Layout>
  )
}

export const Head: HeadFC<Queries.ComplaintNotSentPageQuery> = ({ data }) => <Seo page={data.seoPage} />

export const query = graphql`
  query ComplaintNotSentPage($path: String!, $locale: String!) {
    ...LayoutData
    seoPage(path: $path) {
      ...SeoHead
    }
    siteJson(locale: { eq: $locale }) {
      quoteNotSent {
        failedText
        callText
      }
      contact {
        phones
      }
    }
    complaintsJson(locale: { eq: $locale }) {
      notSent {
        heading
        invalidText
        backLink
      }
    }
  }
`
