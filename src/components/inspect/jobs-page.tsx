import * as React from "react"
import { Link } from "gatsby"
import type { InspectJob } from "../../lib/inspect-replies"
import type { InspectTexts } from "../../lib/inspect-texts-schema"
import { inspectJobPage } from "../../lib/inspect-paths"
import { localizePath, type Locale } from "../../lib/locales"
import { fill, formatDate } from "../../lib/format"
import { BidiText } from "../ui/bidi-text"

// Today's jobs first, then those coming (soonest first), then earlier ones (latest first).
export function groupJobs(jobs: readonly InspectJob[], today: string) {
  const byDay = (a: InspectJob, b: InspectJob) => a.day.localeCompare(b.day) || a.site.localeCompare(b.site)
  return {
    today: jobs.filter((job) => job.day === today).sort(byDay),
    coming: jobs.filter((job) => job.day > today).sort(byDay),
    earlier: jobs.filter((job) => job.day < today).sort((a, b) => byDay(b, a)),
  }
}

export function JobsPage({
  jobs,
  today,
  texts,
  locale,
  fetched,
}: {
  jobs: readonly InspectJob[]
  today: string
  texts: InspectTexts
  locale: Locale
  // Whether the jobs were ever brought down: an empty list before that asks for a network, not the office.
  fetched: boolean
}) {
  const groups = groupJobs(jobs, today)
  const words = texts.jobs
  return (
    <>
      <h1 className="text-2xl font-bold text-navy-900">{words.heading}</h1>
      {jobs.length === 0 && <p className="mt-3 text-base text-slate-900">{fetched ? words.empty : words.offlineEmpty}</p>}
      {(["today", "coming", "earlier"] as const).map((group) =>
        groups[group].length ? (
          <section key={group} aria-labelledby={`jobs-${group}`} className="mt-5">
            <h2 id={`jobs-${group}`} className="text-lg font-bold text-slate-950">
              {words[group]}
            </h2>
            <ul className="mt-2 space-y-2">
              {groups[group].map((job) => (
                <li key={job.id}>
                  <Link
                    to={localizePath(inspectJobPage.to({ jobId: job.id }), locale)}
                    className="block min-h-11 rounded-lg border-2 border-navy-900 bg-white p-3 text-slate-950 hover:bg-mist-100"
                  >
                    <span className="block text-lg font-bold text-navy-900">{job.companyName}</span>
                    <span className="block text-base">{job.site}</span>
                    <span className="block text-sm text-slate-700">
                      <BidiText text={formatDate(job.day, locale)} /> ·{" "}
                      {fill(words.items, { count: job.items.length })}
                      {job.bookingReference && (
                        <>
                          {" · "}
                          <BidiText text={fill(words.booking, { reference: job.bookingReference })} />
                        </>
                      )}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ) : null,
      )}
    </>
  )
}
