import * as React from "react"
import { formatDate } from "../../lib/format"
import { PREQUALIFICATION_PATH } from "../../lib/routes"
import { Link } from "../ui/link"
import { CredentialCard } from "./credential-card"
import { DataTable } from "./data-table"
import { TextSection } from "./text-section"

type Quality = NonNullable<Queries.QualityPageQuery["qualityJson"]>
type Samples = Queries.InnerPageSiteFragment["samples"]
type Credential = Pick<Quality["certificate"], "heading" | "standard" | "number" | "body" | "validUntil" | "sample">

// /quality/: certificate and accreditation, the accredited scope, the people's qualifications, the policies
// and the impartiality statement, in the order a supplier-qualification questionnaire asks for them.
export function QualityContent({
  quality,
  brand,
  locale,
  samples,
}: {
  quality: Quality
  brand: string
  locale: string
  samples: Samples
}) {
  const { labels, certificate, accreditation, personnel } = quality
  // The certificate and the accreditation say the same facts but one: the certified scope, or the body's type.
  const credentialCard = (id: string, credential: Credential, particular: { label: string; value: string }) => (
    <CredentialCard
      id={id}
      heading={credential.heading}
      facts={[
        { label: labels.standard, value: credential.standard, ltr: true },
        { label: labels.number, value: credential.number, ltr: true },
        { label: labels.body, value: credential.body },
        particular,
        { label: labels.validUntil, value: formatDate(credential.validUntil, locale) },
      ]}
      note={credential.sample ? labels.sample : undefined}
    />
  )
  return (
    <div className="bg-mist-50 py-16">
      <div className="mx-auto max-w-content space-y-16 px-4 sm:px-6 lg:px-8">
        <Link to={PREQUALIFICATION_PATH} className="block font-semibold text-steel-700 underline">
          {quality.prequalificationLink}
        </Link>
        <div className="grid gap-6 lg:grid-cols-2">
          {credentialCard("certificate", certificate, { label: labels.scope, value: certificate.scope })}
          {credentialCard("accreditation", accreditation, { label: labels.type, value: accreditation.type })}
        </div>
        <DataTable
          id="accreditation-scope"
          heading={labels.scope}
          sampleNote={accreditation.sample ? samples.figures : undefined}
          columns={[labels.discipline, labels.scope, labels.codes]}
          rows={accreditation.scope.map((row) => ({
            key: row.discipline,
            cells: [row.discipline, row.methods, row.codes],
          }))}
        />
        <DataTable
          id="personnel"
          heading={personnel.heading}
          intro={personnel.intro}
          sampleNote={personnel.sample ? samples.figures : undefined}
          columns={[labels.qualification, labels.discipline, labels.headCount]}
          rows={personnel.items.map((item) => ({
            key: item.code,
            cells: [
              <span key="code" dir="ltr">
                {item.code}
              </span>,
              item.title,
              item.headCount,
            ],
          }))}
        />
        {quality.policies.map((policy, index) => (
          <TextSection key={policy.heading} id={`policy-${index + 1}`} block={policy} brand={brand} />
        ))}
        <TextSection id="impartiality" block={quality.impartiality} brand={brand} />
        <TextSection id="annex-a1" block={quality.annexA1} brand={brand} />
      </div>
    </div>
  )
}
