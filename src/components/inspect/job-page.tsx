import * as React from "react"
import { Link } from "gatsby"
import type { InspectJob, JobItem, ReportDraft } from "../../lib/inspect-replies"
import type { InspectTexts } from "../../lib/inspect-texts-schema"
import { INSPECT_ROOT, inspectReportPage } from "../../lib/inspect-paths"
import { localizePath, type Locale } from "../../lib/locales"
import { fill, formatDate } from "../../lib/format"
import type { ReportForm } from "../../lib/report-form-schema"
import { BidiText } from "../ui/bidi-text"
import type { ServerReport, StoredReport } from "./device-store"
import { BIG_BUTTON, BIG_PRIMARY, BIG_QUIET, BOX, FIELD_LABEL, INPUT_BIG } from "./inspect-styles"
import { asOnPhone, stateOnPhone } from "./server-reports"

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

// What a report in the job's list says of where it stands (issue 62).
function stateWords(report: StoredReport, texts: InspectTexts) {
  const state = stateOnPhone(report)
  if (state === "issued") return fill(texts.review.issued, { number: report.review?.issuedNumber ?? "" })
  if (state === "returned") return texts.review.returned
  if (state === "submitted")
    return report.sentAt && report.sentAt >= report.updatedAt ? texts.review.waiting : texts.job.submitted
  return texts.job.draft
}

const amendmentOf = (review: StoredReport["review"], texts: InspectTexts) =>
  review?.amendsNumber ? fill(texts.review.amendment, { number: review.amendsNumber, reason: review.amendReason ?? "" }) : null

// A job: its equipment with what the last report said (the inspector starts from there), a report started for
// one, an item found on site added, and the job's reports: those on this phone, and (issue 62) those the server
// holds from another phone, each to be opened here.
export function JobPage({
  job,
  forms,
  reports,
  serverReports = [],
  texts,
  locale,
  onStart,
  onOpenHere,
}: {
  job: InspectJob | undefined
  forms: readonly ReportForm[]
  reports: readonly StoredReport[]
  serverReports?: readonly ServerReport[]
  texts: InspectTexts
  locale: Locale
  onStart: Start
  onOpenHere?: (report: ServerReport) => void
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
  // Only the kinds the inspector is authorised for on the job's day, once the server has said which (issue 62).
  const allowed = job.authorisedKinds ?? job.kinds
  const jobForms = forms.filter((form) => job.kinds.includes(form.kind) && allowed.includes(form.kind))
  const nameOf = ({ newItem, itemKey }: { newItem: ReportDraft["newItem"]; itemKey: string | null }) =>
    newItem?.item ?? job.items.find((item) => item.itemKey === itemKey)?.item ?? ""
  const itemName = (report: StoredReport) => nameOf(report.draft)
  const titleOf = (kind: string) => forms.find((form) => form.kind === kind)?.title ?? kind
  const here = new Set(reports.map((report) => report.id))
  const elsewhere = serverReports.filter((report) => !here.has(report.id))
  return (
    <>
      {back}
      <h1 className="mt-1 text-2xl font-bold text-navy-900">{job.companyName}</h1>
      <p className="text-base text-slate-900">
        {job.site} · <BidiText text={formatDate(job.day, locale)} />
      </p>
      {reports.length + elsewhere.length > 0 && (
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
                    {titleOf(report.draft.kind)} — <BidiText text={itemName(report)} />
                    {amendmentOf(report.review, texts) && (
                      <span className="block text-sm">
                        <BidiText text={amendmentOf(report.review, texts)!} />
                      </span>
                    )}
                  </span>
                  <span className="shrink-0 text-sm font-semibold">
                    <BidiText text={stateWords(report, texts)} />
                  </span>
                </Link>
              </li>
            ))}
            {elsewhere.map((report) => (
              <li key={report.id} className="rounded-lg border-2 border-dashed border-navy-900 bg-white p-3 text-base">
                <p className="text-slate-950">
                  {titleOf(report.kind)} — <BidiText text={nameOf(report)} />
                </p>
                {report.review.amendsNumber && (
                  <p className="text-sm">
                    <BidiText text={amendmentOf(report.review, texts)!} />
                  </p>
                )}
                <p className="text-sm text-slate-800">
                  <BidiText text={fill(texts.review.notHere, { who: report.updatedBy })} /> ·{" "}
                  <span className="font-semibold">
                    <BidiText text={stateWords(asOnPhone(report), texts)} />
                  </span>
                </p>
                <button type="button" className={`mt-2 ${BIG_QUIET}`} onClick={() => onOpenHere?.(report)}>
                  <span>
                    {texts.review.openHere}
                    <span className="sr-only">
                      {" "}
                      — {titleOf(report.kind)} — {nameOf(report)}
                    </span>
                  </span>
                </button>
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
      {jobForms.length > 0 ? (
        <NewItem forms={jobForms} texts={words} onStart={onStart} />
      ) : (
        <p className={`mt-5 ${BOX} text-base`}>{texts.review.noAuthorisedKinds}</p>
      )}
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
