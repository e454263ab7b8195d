import * as React from "react"
import { projectPath } from "../../lib/routes"
import { ProjectFigures } from "./project-figures"
import { SummaryCard, type CardLinking } from "./summary-card"

export type ProjectSummary = {
  readonly slug: string
  readonly title: string
  readonly summary: string
  readonly figures: readonly { readonly value: string; readonly label: string }[]
}

type Props = CardLinking & { project: ProjectSummary; industry?: string }

// A case study in a list: what was inspected, its headline figures, and the link to the whole story.
export function ProjectCard({ project, industry, ...linking }: Props) {
  return (
    <SummaryCard
      {...linking}
      to={projectPath(project.slug)}
      entry={project}
      top={industry && <p className="mb-2 text-sm font-semibold uppercase tracking-wider text-steel-700">{industry}</p>}
    >
      <ProjectFigures figures={project.figures} size="card" />
    </SummaryCard>
  )
}
