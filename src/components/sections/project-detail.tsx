import * as React from "react"
import { formatDate } from "../../lib/format"
import { servicePath } from "../../lib/routes"
import { Link } from "../ui/link"
import { CodeList } from "./code-list"
import { Part } from "./page-part"
import { ProjectFigures } from "./project-figures"
import { BidiText } from "../ui/bidi-text"
import { SampleNote } from "./sample-note"

type Project = NonNullable<Queries.ProjectPageQuery["projectsJson"]>
type Labels = NonNullable<Queries.ProjectPageQuery["siteJson"]>["projectsPage"]
type Props = {
  project: Project
  labels: Labels
  locale: string
  industry?: string
  // The sample mark's words (data/site.json), shown when the case study is flagged a sample.
  sampleNote: string
  services: readonly { readonly slug: string; readonly title: string }[]
}

const bullets = "mt-4 list-disc space-y-2 ps-6 leading-relaxed text-slate-700 marker:text-steel-700"

// One case study: the facts a buyer compares (client, place, date, services), then scope, codes, methods,
// figures and outcome.
export function ProjectDetail({ project, labels, locale, industry, sampleNote, services }: Props) {
  const facts: [string, React.ReactNode][] = [
    [labels.client, project.client],
    [labels.location, project.location],
    [labels.industry, industry],
    [labels.completed, formatDate(project.completed, locale)],
  ]
  return (
    <div className="grid gap-12 lg:grid-cols-[1fr_20rem]">
      <div className="space-y-12">
        {project.sample && <SampleNote text={sampleNote} />}
        <Part id="project-figures" heading={labels.figures}>
          <ProjectFigures figures={project.figures} size="page" />
        </Part>
        <Part id="project-scope" heading={labels.scope}>
          <ul className={bullets}>
            {project.scope.map((item) => (
              <li key={item}>
                <BidiText text={item} />
              </li>
            ))}
          </ul>
        </Part>
        <Part id="project-codes" heading={labels.codes}>
          <CodeList codes={project.codes} />
          <h3 className="mt-8 text-lg font-semibold text-navy-900">{labels.methods}</h3>
          <ul className={bullets}>
            {project.methods.map((method) => (
              <li key={method}>
                <BidiText text={method} />
              </li>
            ))}
          </ul>
        </Part>
        <Part id="project-outcome" heading={labels.outcome}>
          <p className="mt-4 max-w-3xl leading-relaxed text-slate-700">
            <BidiText text={project.outcome} />
          </p>
        </Part>
      </div>
      <aside className="h-fit rounded-xl border border-mist-200 bg-white p-6 lg:sticky lg:top-24">
        <dl className="space-y-4">
          {facts.map(([label, value]) => (
            <div key={label}>
              <dt className="text-sm font-medium text-slate-600">{label}</dt>
              <dd className="mt-1 text-navy-900">{value}</dd>
            </div>
          ))}
          <div>
            <dt className="text-sm font-medium text-slate-600">{labels.services}</dt>
            <dd className="mt-1">
              <ul className="space-y-1">
                {services.map((service) => (
                  <li key={service.slug}>
                    <Link to={servicePath(service.slug)} className="rounded text-steel-700 hover:underline">
                      <BidiText text={service.title} />
                    </Link>
                  </li>
                ))}
              </ul>
            </dd>
          </div>
        </dl>
      </aside>
    </div>
  )
}
