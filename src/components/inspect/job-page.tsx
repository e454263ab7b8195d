import * as React from "react"
import { Link } from "gatsby"
import type { InspectJob, JobItem } from "../../lib/inspect-replies"
import type { InspectTexts } from "../../lib/inspect-texts-schema"
import { INSPECT_ROOT, inspectReportPage } from "../../lib/inspect-paths"
import { localizePath, type Locale } from "../../lib/locales"
import { formatDate } from "../../lib/format"
import type { ReportForm } from "../../lib/report-form-schema"
import { BidiText } from "../ui/bidi-text"
import type { StoredReport } from "./device-store"
import { BIG_BUTTON, BIG_PRIMARY, BOX, FIELD_LABEL, INPUT_BIG } from "./inspect-styles"

type Start = (start: {
  form: ReportForm
  item: JobItem | null
  newItem: { item: string; serial: string | null } | null
}) => void

// The kinds of report a job asks for, as buttons (each names its item for a screen reader).
function KindButtons({
  forms,
  name,
  onStart,
  texts,
}: {
  forms: readonly ReportForm[]
  name: string
  onStart: (form: ReportForm) => void
  texts: InspectTexts["job"]
}) {
  return (
    <div className="mt-2 grid gap-2">
      {forms.map((form) => (
        <button key={form.kind} type="button" className={BIG_BUTTON} onClick={() => onStart(form)}>
          <span>
            {texts.startReport}: {form.title}
            <span className="sr-only"> — {name}</span>
          </span>
        </button>
      ))}
    </div>
  )
}

// A job: its equipment with what the last report said (the inspector starts from there), a report started for
// one, an item found on site added, and the reports this phone holds for the job.
export function JobPage({
  job,
  forms,
  reports,
  texts,
  locale,
  onStart,
}: {
  job: InspectJob | undefined
  forms: readonly ReportForm[]
  reports: readonly StoredReport[]
  texts: InspectTexts
  locale: Locale
  onStart: Start
}) {
  const words = texts.job
  const back = (
    <Link
      to={localizePath(INSPECT_ROOT, locale)}
      className="inline-flex min-h-11 items-center text-base font-semibold text-steel-700 underline"
    >
      {words.back}
    </Link>
  )
  if (!job)
    return (
      <>
        {back}
        <p className="mt-3 text-base">{words.unknownJob}</p>
      </>
    )
  const jobForms = forms.filter((form) => job.kinds.includes(form.kind))
  const itemName = (report: StoredReport) =>
    report.draft.newItem?.item ?? job.items.find((item) => item.itemKey === report.draft.itemKey)?.item ?? ""
  return (
    <>
      {back}
      <h1 className="mt-1 text-2xl font-bold text-navy-900">{job.companyName}</h1>
      <p className="text-base text-slate-900">
        {job.site} · <BidiText text={formatDate(job.day, locale)} />
      </p>
      {reports.length > 0 && (
        <section aria-labelledby="job-reports" className="mt-5">
          <h2 id="job-reports" className="text-lg font-bold text-slate-950">
            {words.reportsHeading}
          </h2>
          <ul className="mt-2 space-y-2">
            {reports.map((report) => (
              <li key={report.id}>
                <Link
                  to={localizePath(inspectReportPage.to({ reportId: report.id }), locale)}
                  className="flex min-h-11 items-center justify-between gap-2 rounded-lg border-2 border-navy-900 bg-white p-3 text-base text-slate-950"
                >
                  <span>
                    {forms.find((form) => form.kind === report.draft.kind)?.title ?? report.draft.kind} —{" "}
                    <BidiText text={itemName(report)} />
                  </span>
                  <span className="shrink-0 text-sm font-semibold">
                    {report.draft.submitted ? words.submitted : words.draft}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      {job.items.length > 0 && (
        <section aria-labelledby="job-items" className="mt-5">
          <h2 id="job-items" className="text-lg font-bold text-slate-950">
            {words.itemsHeading}
          </h2>
          <ul className="mt-2 space-y-3">
            {job.items.map((item) => (
              <li key={item.itemKey} className={BOX}>
                <p className="text-lg font-bold text-navy-900">
                  <BidiText text={item.item} />
                </p>
                {item.dangerous && (
                  <p className="mt-1 inline-block rounded bg-red-700 px-2 py-1 text-sm font-bold text-white">
                    {words.dangerous}
                  </p>
                )}
                <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 text-base text-slate-900">
                  <dt className="font-semibold">{words.serial}</dt>
                  <dd>
                    <bdi dir="ltr">{item.serial ?? "—"}</bdi> · {item.kind}
                  </dd>
                  {item.lastInspectedOn ? (
                    <>
                      <dt className="font-semibold">{words.lastInspected}</dt>
                      <dd>
                        <BidiText text={formatDate(item.lastInspectedOn, locale)} />
                      </dd>
                      <dt className="font-semibold">{words.lastRating}</dt>
                      <dd>{item.lastRating ?? "—"}</dd>
                      {item.lastFindings && (
                        <>
                          <dt className="font-semibold">{words.lastFindings}</dt>
                          <dd>
                            <BidiText text={item.lastFindings} />
                          </dd>
                        </>
                      )}
                    </>
                  ) : (
                    <dd className="col-span-2 text-slate-700">{words.noHistory}</dd>
                  )}
                </dl>
                <KindButtons
                  forms={jobForms}
                  name={item.item}
                  texts={words}
                  onStart={(form) => onStart({ form, item, newItem: null })}
                />
              </li>
            ))}
          </ul>
        </section>
      )}
      <NewItem forms={jobForms} texts={words} onStart={onStart} />
    </>
  )
}

// Equipment found on site, not yet in the register: its report names it.
function NewItem({
  forms,
  texts,
  onStart,
}: {
  forms: readonly ReportForm[]
  texts: InspectTexts["job"]
  onStart: Start
}) {
  const [name, setName] = React.useState("")
  const [serial, setSerial] = React.useState("")
  const [kind, setKind] = React.useState(forms[0]?.kind ?? "")
  function submit(event: React.FormEvent) {
    event.preventDefault()
    const form = forms.find((candidate) => candidate.kind === kind)
    if (!form || !name.trim()) return
    onStart({ form, item: null, newItem: { item: name.trim(), serial: serial.trim() || null } })
  }
  return (
    <form onSubmit={submit} aria-labelledby="new-item" className={`mt-5 ${BOX}`}>
      <h2 id="new-item" className="text-lg font-bold text-slate-950">
        {texts.newItemHeading}
      </h2>
      <label className={`mt-2 ${FIELD_LABEL}`}>
        {texts.newItemName}
        <input
          className={INPUT_BIG}
          value={name}
          required
          maxLength={200}
          onChange={(event) => setName(event.currentTarget.value)}
        />
      </label>
      <label className={`mt-3 ${FIELD_LABEL}`}>
        {texts.newItemSerial}
        <input
          className={INPUT_BIG}
          dir="ltr"
          value={serial}
          maxLength={100}
          onChange={(event) => setSerial(event.currentTarget.value)}
        />
      </label>
      <label className={`mt-3 ${FIELD_LABEL}`}>
        {texts.kind}
        <select className={INPUT_BIG} value={kind} onChange={(event) => setKind(event.currentTarget.value)}>
          {forms.map((form) => (
            <option key={form.kind} value={form.kind}>
              {form.title}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className={`mt-3 ${BIG_PRIMARY}`}>
        {texts.newItemAdd}
      </button>
    </form>
  )
}
