import * as React from "react"
import { graphql, type HeadFC, type PageProps } from "gatsby"
import { InnerPage } from "../components/layout/inner-page"
import { VerifyCheck } from "../components/verify/verify-check"
import { Seo } from "../components/seo/seo"
import { fill } from "../lib/format"
import { isLocale } from "../lib/locales"

export default function VerifyPage({ data }: PageProps<Queries.VerifyPageQuery>) {
  const site = data.siteJson!
  const texts = data.verifyJson!
  const brand = { brand: site.brand }
  return (
    <InnerPage data={data} title={texts.title} intro={fill(texts.intro, brand)}>
      <VerifyCheck texts={texts} brand={site.brand} locale={isLocale(site.locale) ? site.locale : "en"} />
    </InnerPage>
  )
}

export const Head: HeadFC<Queries.VerifyPageQuery> = ({ data }) => <Seo page={data.seoPage} />

export const query = graphql`
  query VerifyPage($path: String!, $locale: String!) {
    ...InnerPage
    verifyJson(locale: { eq: $locale }) {
      title
      description
      intro
      form {
        heading
        number
        numberHint
        code
        codeHint
        signed
        signedHint
        submit
        checking
      }
      result {
        heading
        genuine
        genuineText
        valid
        validText
        expired
        expiredText
        suspended
        suspendedText
        withdrawn
        withdrawnText
        noMatch
        noMatchText
        tooMany
        tooManyText
        failed
        failedText
        needsNetwork
        needsNetworkText
        superseded
        supersededText
      }
      offline {
        genuine
        genuineText
        genuineNoExpiry
        notGenuine
        notGenuineText
        confirmed
        unconfirmed
      }
      file {
        heading
        intro
        choose
        drop
        checking
        genuine
        genuineText
        sameFile
        open
        notGenuine
        changedText
        unsigned
        unsignedText
        unknownKey
        unknownKeyText
        needsKeys
        needsKeysText
        failed
        failedText
        confirmed
        unconfirmed
      }
      labels {
        number
        kind
        item
        serial
        rating
        client
        site
        inspectedOn
        validUntil
        noExpiry
        inspector
      }
      kinds {
        id
        name
        note
        issuer
      }
    }
  }
`
