import * as React from "react"
import { graphql, type HeadFC, type PageProps } from "gatsby"
import { InnerPage } from "../components/layout/inner-page"
import { PrequalificationContent } from "../components/prequalification/prequalification-content"
import { Seo } from "../components/seo/seo"

export default function PrequalificationPage({ data }: PageProps<Queries.PrequalificationPageQuery>) {
  const pack = data.prequalificationJson!
  return (
    <InnerPage data={data} title={pack.title} intro={pack.intro}>
      <PrequalificationContent
        pack={pack}
        quality={data.qualityJson!}
        projects={data.allProjectsJson.nodes}
        samples={data.siteJson!.samples}
        profiles={data.companyProfiles.nodes}
      />
    </InnerPage>
  )
}

export const Head: HeadFC<Queries.PrequalificationPageQuery> = ({ data }) => <Seo page={data.seoPage} />

// Only this page shows the quality certificate's and the accreditation's issue dates: it asks for them beside the
// fields both pages show (src/queries/fragments.ts).
export const query = graphql`
  query PrequalificationPage($path: String!, $locale: String!) {
    ...InnerPage
    prequalificationJson(locale: { eq: $locale }) {
      locale
      generatedOn
      title
      intro
      generated
      labels {
        sample
        certificate
        number
        issuer
        issued
        expires
        scope
        valid
        expiring
        renewal
        measure
        value
        period
        cover
        insurer
        limit
        client
        category
        reference
        location
        codes
        year
        qualification
        discipline
        headCount
      }
      sections {
        identity
        certificates
        hse
        insurance
        registrations
        personnel
        references
      }
      identity {
        sample
        legalNameLabel
        legalName
        commercialRegisterLabel
        commercialRegister
        taxCardLabel
        taxCard
        foundedLabel
        founded
        headquartersLabel
        headquarters
        officesLabel
        offices
      }
      certificates {
        sample
        heading
        standard
        number
        issuer
        issued
        expires
        scope
      }
      hse {
        sample
        intro
        items {
          measure
          value
          period
        }
      }
      insurance {
        sample
        kind
        insurer
        limit
        expires
      }
      registrations {
        sample
        client
        category
        reference
        expires
      }
      request {
        heading
        text
        action
      }
      download {
        heading
        text
        action
        other
      }
    }
    qualityJson(locale: { eq: $locale }) {
      certificate {
        ...QualityCertificate
        issued
      }
      accreditation {
        ...QualityAccreditation
        issued
        scope {
          discipline
        }
      }
      personnel {
        sample
        intro
        items {
          code
          title
          headCount
        }
      }
    }
    allProjectsJson(filter: { locale: { eq: $locale } }, sort: { completed: DESC }) {
      nodes {
        sample
        slug
        title
        client
        location
        completed
        codes {
          code
        }
      }
    }
    companyProfiles: allCompanyProfile(sort: { locale: ASC }) {
      nodes {
        locale
        path
        megabytes
      }
    }
  }
`
