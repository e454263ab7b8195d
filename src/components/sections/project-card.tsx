import * as React from "react"
import { projectPath } from "../../lib/routes"
import { CardLink } from "./card-link"
import { ProjectFigures } from "./project-figures"

export type ProjectSummary = {
  readonly slug: string
  readonly title: string
  readonly summary: string
  readonly figures: readonly { readonly value: string; readonly label: string }[]
}

type Props = { project: ProjectSummary; industry?: string; linkLabel: string; headingLevel: "h2" | "h3" }

// Its end is shaped like service-card.tsx's (summary, then CardLink): the link is shared, its classes are each card's.
// A case study in a list: what was inspected, its headline figures, and the link to the whole story.
export function ProjectCard({ project, industry, linkLabel, headingLevel: Heading }: Props) {
  return (
    <li className="flex flex-col rounded-xl border border-mist-200 bg-white p-6">
      {industry && <p className="text-sm font-semibold uppercase tracking-wider text-steel-700">{industry}</p>}
      <Heading className="mt-2 text-lg font-semibold text-navy-900">{project.title}</Heading>
      <p className="mt-3 leading-relaxed text-slate-700">{project.summary}</p>
      <ProjectFigures figures={project.figures} size="card" />
      <CardLink
        to={projectPath(project.slug)}
        label={linkLabel}
        title={project.title}
        className="mt-auto inline-flex items-center gap-2 self-start rounded pt-5 font-semibold text-steel-700 hover:underline"
      />
    </li>
  )
}
