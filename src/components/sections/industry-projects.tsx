import * as React from "react"
import { projectPath } from "../../lib/routes"
import { BidiText } from "../ui/bidi-text"
import { Link } from "../ui/link"

export type IndustryProject = { readonly slug: string; readonly title: string; readonly industry: string }

// An industry's "Recent work" on the home page: links to its case studies. Titles only, not the service
// pages' cards: the home page must still arrive in one round trip (the byte budget).
export function IndustryProjects({ heading, projects }: { heading: string; projects: readonly IndustryProject[] }) {
  if (projects.length === 0) return null
  return (
    <div className="mt-5 border-t border-mist-200 pt-4">
      <h4 className="text-sm font-semibold uppercase tracking-wide text-slate-600">{heading}</h4>
      <ul className="mt-2 space-y-1.5">
        {projects.map((project) => (
          <li key={project.slug}>
            <Link to={projectPath(project.slug)} className="text-sm font-medium text-steel-700 underline">
              <BidiText text={project.title} />
            </Link>
          </li>
        ))}
      </ul>
    </div>
  )
}
