import * as React from "react"
import { projectPath } from "../../lib/routes"
import { ProjectFigures } from "./project-figures"
import { SampleTag } from "./sample-note"
import { SummaryCard, type CardLinking } from "./summary-card"

export type ProjectSummary = {
  readonly sample: boolean
  readonly slug: string
  readonly title: string
  readonly summary: string
  readonly figures: readonly { readonly value: string; readonly label: string }[]
}

// sampleTag: the mark's word (data/site.json), shown on a case study flagged a sample.
type Props = CardLinking & { project: ProjectSummary; industry?: string; sampleTag: string }

// A case study in a list: what was inspected, its headline figures, and the link to the whole story.
export function ProjectCard({ project, industry, sampleTag, ...linking }: Props) {
  return (
    <SummaryCard
      {...linking}
      to={projectPath(project.slug)}
      entry={project}
      top={
        (industry || project.sample) && (
          <p className="mb-2 text-sm font-semibold uppercase tracking-wider text-steel-700">
            {industry}
            {project.sample && <SampleTag text={sampleTag} />}
          </p>
        )
      }
    >
      <ProjectFigures figures={project.figures} size="card" />
    </SummaryCard>
  )
}
