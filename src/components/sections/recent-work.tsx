import * as React from "react"
import { PROJECTS_PATH } from "../../lib/routes"
import { Link } from "../ui/link"
import { Part } from "./page-part"
import { ProjectCard, type ProjectSummary } from "./project-card"

type Props = {
  heading: string
  viewAll: string
  readMore: string
  sampleTag: string
  projects: readonly ProjectSummary[]
}

// "Recent work" under a service: the case studies that used it, newest first.
export function RecentWork({ heading, viewAll, readMore, sampleTag, projects }: Props) {
  if (projects.length === 0) return null
  return (
    <div className="bg-white py-16">
      <Part
        id="recent-work"
        heading={heading}
        className="mx-auto max-w-content px-4 sm:px-6 lg:px-8"
        action={
          <Link to={PROJECTS_PATH} className="rounded font-semibold text-steel-700 hover:underline">
            {viewAll}
          </Link>
        }
      >
        <ul className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {projects.map((project) => (
            <ProjectCard
              key={project.slug}
              project={project}
              linkLabel={readMore}
              headingLevel="h3"
              sampleTag={sampleTag}
            />
          ))}
        </ul>
      </Part>
    </div>
  )
}
