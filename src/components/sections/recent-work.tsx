import * as React from "react"
import { PROJECTS_PATH } from "../../lib/routes"
import { Link } from "../ui/link"
import { ProjectCard, type ProjectSummary } from "./project-card"

type Props = { heading: string; viewAll: string; readMore: string; projects: readonly ProjectSummary[] }

// "Recent work" under a service: the case studies that used it, newest first. It opens like quote-cta.tsx (a band,
// its container, its heading); the two hold different things.
export function RecentWork({ heading, viewAll, readMore, projects }: Props) {
  if (projects.length === 0) return null
  return (
    <section aria-labelledby="recent-work" className="bg-white py-16">
      <div className="mx-auto max-w-content px-4 sm:px-6 lg:px-8">
        <div className="flex flex-wrap items-baseline justify-between gap-4">
          <h2 id="recent-work" className="text-2xl font-bold tracking-tight text-navy-900">
            {heading}
          </h2>
          <Link to={PROJECTS_PATH} className="rounded font-semibold text-steel-700 hover:underline">
            {viewAll}
          </Link>
        </div>
        <ul className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {projects.map((project) => (
            <ProjectCard key={project.slug} project={project} linkLabel={readMore} headingLevel="h3" />
          ))}
        </ul>
      </div>
    </section>
  )
}
