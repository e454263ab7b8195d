import * as React from "react"
import { CredentialCard } from "../sections/credential-card"
import { BidiText } from "../ui/bidi-text"
import { DataTable } from "../sections/data-table"
import { Link } from "../ui/link"
import { fill, formatDate } from "../../lib/format"
import { projectPath } from "../../lib/routes"
import { ExpiryDate } from "./expiry-date"
import { SampleTag } from "../sections/sample-note"
import { PackActions } from "./pack-actions"
import type { Prequalification } from "./prequalification-pack"

type Data = Queries.PrequalificationPageQuery
type Quality = NonNullable<Data["qualityJson"]>
type Project = Data["allProjectsJson"]["nodes"][number]
type Profile = Data["companyProfiles"]["nodes"][number]

type Samples = Queries.InnerPageSiteFragment["samples"]
type Props = {
  pack: Prequalification
  quality: Quality
  projects: readonly Project[]
  profiles: readonly Profile[]
  samples: Samples
}

// Numbers, codes and dates stay on one line (a number broken at its hyphen reads as two).
const ltr = (value: string) => (
  <span dir="ltr" className="whitespace-nowrap">
    {value}
  </span>
)
const day = (isoDate: string, locale: string) => (
  <span className="whitespace-nowrap">{formatDate(isoDate, locale)}</span>
)

// /prequalification/: a vendor questionnaire's answers in its order — identity, certificates, HSE, insurance,
// registrations, people, references — then the ways to get the signed pack and the profile PDF.
export function PrequalificationContent({ pack, quality, projects, profiles, samples }: Props) {
  const { labels, sections, identity, locale, generatedOn } = pack
  const expiry = (expires: string) => (
    <ExpiryDate expires={expires} today={generatedOn} locale={locale} labels={labels} />
  )
  const sampleNote = (sample: boolean) => (sample ? labels.sample : undefined)
  // The pack's lists whose entries may each be a sample and each expire: their tables end with the expiry.
  const expiringLists = [
    {
      id: "insurance",
      columns: [labels.cover, labels.insurer, labels.limit],
      entries: pack.insurance.map((item) => ({
        ...item,
        key: item.kind,
        cells: [item.kind, item.insurer, item.limit],
      })),
    },
    {
      id: "registrations",
      columns: [labels.client, labels.category, labels.reference],
      entries: pack.registrations.map((item) => ({
        ...item,
        key: item.reference,
        cells: [item.client, item.category, ltr(item.reference)],
      })),
    },
  ] as const
  const { certificate, accreditation } = quality
  const certificates = [
    { ...certificate, issuer: certificate.body, expires: certificate.validUntil, scope: certificate.scope },
    {
      ...accreditation,
      issuer: accreditation.body,
      expires: accreditation.validUntil,
      scope: `${accreditation.type}: ${accreditation.scope.map((row) => row.discipline).join("; ")}`,
    },
    ...pack.certificates,
  ]
  return (
    <div className="bg-mist-50 py-16">
      <div className="mx-auto max-w-content space-y-16 px-4 sm:px-6 lg:px-8">
        <p className="text-sm text-slate-700">{fill(pack.generated, { date: formatDate(generatedOn, locale) })}</p>
        <CredentialCard
          id="identity"
          heading={sections.identity}
          facts={[
            { label: identity.legalNameLabel, value: identity.legalName },
            { label: identity.commercialRegisterLabel, value: identity.commercialRegister, ltr: true },
            { label: identity.taxCardLabel, value: identity.taxCard, ltr: true },
            { label: identity.foundedLabel, value: identity.founded },
            { label: identity.headquartersLabel, value: identity.headquarters },
            { label: identity.officesLabel, value: identity.offices.join(" · ") },
          ]}
          note={sampleNote(identity.sample)}
        />
        {/* One DataTable per section of the pack, alike in shape: each states its own columns and cells. */}
        <DataTable
          id="certificates"
          heading={sections.certificates}
          intro={sampleNote(certificates.some((item) => item.sample))}
          columns={[labels.certificate, labels.number, labels.issuer, labels.issued, labels.expires]}
          rows={certificates.map((item) => ({
            key: item.number,
            cells: [
              <>
                <BidiText text={item.heading} />
                <span className="mt-1 block text-xs font-normal text-slate-600">
                  <BidiText text={item.scope} />
                </span>
              </>,
              ltr(item.number),
              item.issuer,
              day(item.issued, locale),
              expiry(item.expires),
            ],
          }))}
        />
        <DataTable
          id="hse"
          heading={sections.hse}
          intro={`${pack.hse.intro} ${sampleNote(pack.hse.sample) ?? ""}`}
          columns={[labels.measure, labels.value, labels.period]}
          rows={pack.hse.items.map((item) => ({
            key: item.measure,
            cells: [item.measure, ltr(item.value), item.period],
          }))}
        />
        {expiringLists.map(({ id, columns, entries }) => (
          <DataTable
            key={id}
            id={id}
            heading={sections[id]}
            intro={sampleNote(entries.some((entry) => entry.sample))}
            columns={[...columns, labels.expires]}
            rows={entries.map((entry) => ({ key: entry.key, cells: [...entry.cells, expiry(entry.expires)] }))}
          />
        ))}
        <DataTable
          id="personnel"
          heading={sections.personnel}
          intro={quality.personnel.intro}
          sampleNote={quality.personnel.sample ? samples.figures : undefined}
          columns={[labels.qualification, labels.discipline, labels.headCount]}
          rows={quality.personnel.items.map((item) => ({
            key: item.code,
            cells: [ltr(item.code), item.title, item.headCount],
          }))}
        />
        <DataTable
          id="references"
          heading={sections.references}
          sampleNote={projects.some((project) => project.sample) ? samples.caseStudy : undefined}
          columns={[labels.client, labels.location, labels.scope, labels.codes, labels.year]}
          rows={projects.map((project) => ({
            key: project.slug,
            cells: [
              project.client,
              project.location,
              <React.Fragment key="title">
                <Link to={projectPath(project.slug)} className="text-steel-700 underline">
                  <BidiText text={project.title} />
                </Link>
                {project.sample && <SampleTag text={samples.tag} />}
              </React.Fragment>,
              <span key="codes" dir="ltr">
                {project.codes.map((code) => code.code).join(", ")}
              </span>,
              project.completed.slice(0, 4),
            ],
          }))}
        />
        <PackActions pack={pack} profiles={profiles} />
      </div>
    </div>
  )
}
