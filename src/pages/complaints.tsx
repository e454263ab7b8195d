import * as React from "react"
import { graphql, type HeadFC, type PageProps } from "gatsby"
import { InnerPage } from "../components/layout/inner-page"
import { ComplaintSteps } from "../components/sections/complaint-steps"
import { ComplaintFormSection } from "../components/sections/complaint-form-section"
import { TextSection } from "../components/sections/text-section"
import { Seo } from "../components/seo/seo"

export default function ComplaintsPage({ data }: PageProps<Queries.ComplaintsPageQuery>) {
  const site = data.siteJson!
  const complaints = data.complaintsJson!
  return (
    <InnerPage data={data} title={complaints.title} intro={complaints.intro}>
      <div className="bg-mist-50 py-16">
        <div className="mx-auto max-w-content space-y-12 px-4 sm:px-6 lg:px-8">
          <ComplaintSteps steps={complaints.steps} heading={complaints.title} />
          <ComplaintFormSection texts={complaints.form} labels={site.form} contact={site.contact} brand={site.brand} />
          {complaints.sections.map((section, index) => (
            <TextSection key={section.heading} id={`complaints-${index + 1}`} block={section} brand={site.brand} />
          ))}
        </div>
      </div>
    </InnerPage>
  )
}

export const Head: HeadFC<Queries.ComplaintsPageQuery> = ({ data }) => <Seo page={data.seoPage} />

export const query = graphql`
  query ComplaintsPage($path: String!, $locale: String!) {
    ...InnerPage
    siteJson(locale: { eq: $locale }) {
      contact {
        phones
        email
      }
      form {
        ...QuoteFormLabels
      }
    }
    complaintsJson(locale: { eq: $locale }) {
      title
      intro
      steps {
        title
        text
      }
      sections {
        heading
        paragraphs
        items
      }
      form {
        heading
        intro
        name {
          label
          placeholder
        }
        jobReference {
          label
          placeholder
        }
        kind {
          label
          complaint
          appeal
        }
        details {
          label
          placeholder
        }
        submit
        sentStatus
        successToast
      }
    }
  }
`
