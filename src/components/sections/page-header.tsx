import * as React from "react"
import { Link } from "../ui/link"
import { ChevronRight } from "lucide-react"
import { ICON_STROKE } from "../ui/icon"
import { BidiText } from "../ui/bidi-text"

export type Crumb = { label: string; to?: string }

type Props = {
  title: string
  intro?: string
  breadcrumbLabel: string
  breadcrumbs: Crumb[]
  aside?: React.ReactNode
  eyebrow?: React.ReactNode
}

// The navy band that opens every inner page: breadcrumbs, the page's h1 and its introduction.
export function PageHeader({ title, intro, breadcrumbLabel, breadcrumbs, aside, eyebrow }: Props) {
  return (
    <div className="on-dark bg-navy-900">
      <div
        className={`mx-auto grid max-w-content gap-10 px-4 py-12 sm:px-6 sm:py-16 lg:px-8 ${aside ? "lg:grid-cols-[1.2fr_1fr] lg:items-center" : ""}`}
      >
        {/* min-w-0: the grid's column may be narrower than the title's longest word, which then wraps. */}
        <div className="min-w-0">
          <nav aria-label={breadcrumbLabel}>
            <ol className="flex flex-wrap items-center gap-1.5 text-sm text-steel-100">
              {breadcrumbs.map((crumb, index) => (
                <li key={crumb.label} className="flex items-center gap-1.5">
                  {index > 0 && (
                    <ChevronRight aria-hidden="true" className="h-4 w-4 rtl:-scale-x-100" strokeWidth={ICON_STROKE} />
                  )}
                  {crumb.to ? (
                    <Link to={crumb.to} className="rounded hover:text-white hover:underline">
                      <BidiText text={crumb.label} />
                    </Link>
                  ) : (
                    <span aria-current="page" className="font-medium text-white">
                      <BidiText text={crumb.label} />
                    </span>
                  )}
                </li>
              ))}
            </ol>
          </nav>
          {eyebrow}
          {/* A long word ("Prequalification" at 36 px) is hyphenated or broken rather than widening a 320 px screen. */}
          <h1 className="mt-4 hyphens-auto break-words text-4xl font-bold tracking-tight text-white sm:text-5xl">
            <BidiText text={title} />
          </h1>
          {intro && (
            <p className="mt-5 max-w-3xl text-lg leading-relaxed text-steel-100">
              <BidiText text={intro} />
            </p>
          )}
        </div>
        {aside}
      </div>
    </div>
  )
}
