import * as React from "react"
import { Link } from "gatsby"
import { cairoToday } from "../../lib/cairo-today"
import { fill, formatDate } from "../../lib/format"
import type { FieldValue } from "../../lib/inspect-replies"
import { inspectJobPage } from "../../lib/inspect-paths"
import type { InspectTexts } from "../../lib/inspect-texts-schema"
import { localizePath, type Locale } from "../../lib/locales"
import { missingFields } from "../../lib/report-completeness"
import type { ReportForm } from "../../lib/report-form-schema"
import { BidiText } from "../ui/bidi-text"
import type { ConflictChoice } from "./conflict-choice"
import { ConflictPanel } from "./conflict-panel"
import type { StoredPhoto, StoredReport } from "./device-store"
import { BIG_PRIMARY } from "./inspect-styles"
import { MissingFields } from "./missing-fields"
import { withoutPhoto } from "./photo-ids"
import type { PhotoActions } from "./photo-list"
import { ReportFormView, type Values } from "./report-form-view"
import { ReturnedBanner, commentsByField } from "./returned-banner"
import { stateOnPhone } from "./server-reports"

// Every keystroke is kept on the phone, a moment after the typing stops (and at once when the page is hidden or
// left): a reload, a closed tab or a restarted phone loses nothing.
export const SAVE_DELAY_MS = 300

export type ReportPageActions = {
  save: (values: Values, submitted?: boolean) => Promise<void>
  dangerNow: (defectId: string) => Promise<void>
  photos: PhotoActions
  removePhoto: (photoId: string) => Promise<void>
  choose: (choice: ConflictChoice) => Promise<string | undefined>
}

export function ReportPage({
  report,
  form,
  photos,
  itemName,
  texts,
  locale,
  online,
  actions,
}: {
  report: StoredReport
  form: ReportForm | undefined
  photos: readonly StoredPhoto[]
  itemName: string
  texts: InspectTexts
  locale: Locale
  online: boolean
  actions: ReportPageActions
}) {
  // What is typed lives here and is kept a moment later; the stored report is read once (its id is the key).
  const [values, setValues] = React.useState<Values>(report.draft.values)
  const [missing, setMissing] = React.useState<{ id: string; label: string }[]>([])
  const [saved, setSaved] = React.useState(true)
  const pending = React.useRef<Values | null>(null)
  const timer = React.useRef<number>()
  const { save } = actions

  const flush = React.useCallback(async () => {
    window.clearTimeout(timer.current)
    const next = pending.current
    pending.current = null
    if (next) await save(next)
    setSaved(true)
  }, [save])

  React.useEffect(() => {
    const hidden = () => void flush()
    window.addEventListener("pagehide", hidden)
    document.addEventListener("visibilitychange", hidden)
    return () => {
      window.removeEventListener("pagehide", hidden)
      document.removeEventListener("visibilitychange", hidden)
      void flush()
    }
  }, [flush])

  // The server's copy chosen ("keep theirs"): the form shows it.
  React.useEffect(() => {
    if (!pending.current) setValues(report.draft.values)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [report.draft.baseVersion, report.conflict])

  const change = React.useCallback(
    (fieldId: string, update: (current: FieldValue | undefined) => FieldValue) => {
      setValues((current) => {
        const next = { ...current, [fieldId]: update(current[fieldId]) }
        pending.current = next
        return next
      })
      setSaved(false)
      window.clearTimeout(timer.current)
      timer.current = window.setTimeout(() => void flush(), SAVE_DELAY_MS)
    },
    [flush],
  )

  const photoActions: PhotoActions = {
    ...actions.photos,
    remove: (photoId) => {
      void actions.removePhoto(photoId)
      setValues((current) => {
        const next = withoutPhoto(current, photoId)
        pending.current = next
        return next
      })
      timer.current = window.setTimeout(() => void flush(), SAVE_DELAY_MS)
    },
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault()
    if (!form || stateOnPhone(report) === "issued") return
    const left = missingFields(form, values).map((field) => ({
      id: field.id,
      label:
        field.defect === undefined
          ? field.label
          : `${field.label} — ${texts.defects.description} ${field.defect + 1}: ${texts.defects.remedyBy}`,
    }))
    setMissing(left)
    if (left.length) return
    window.clearTimeout(timer.current)
    pending.current = null
    await save(values, true)
  }

  const back = (
    <Link
      to={localizePath(inspectJobPage.to({ jobId: report.draft.jobId }), locale)}
      className="inline-flex min-h-11 items-center text-base font-semibold text-steel-700 underline"
    >
      {texts.report.back}
    </Link>
  )
  if (!form)
    return (
      <>
        {back}
        <p className="mt-3 text-base">{texts.report.noForm}</p>
      </>
    )
  // Issue 62: where it stands in its review. An issued report is read, never edited; a returned one shows the
  // reviewer's comments above the form and each beside its field.
  const state = stateOnPhone(report)
  const review = report.review
  const dayOf = (at: string) => formatDate(cairoToday(new Date(at)), locale)
  const fields = (
    <ReportFormView
      form={form}
      values={values}
      onChange={change}
      onDangerNow={(defectId) => void flush().then(() => actions.dangerNow(defectId))}
      notices={report.notices}
      photos={photos}
      photoActions={photoActions}
      missing={new Set(missing.map((field) => field.id))}
      texts={texts}
      newId={() => crypto.randomUUID()}
      comments={state === "returned" && review ? commentsByField(review.comments) : undefined}
    />
  )
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
      {back}
      <div>
        <h1 className="text-2xl font-bold text-navy-900">{form.title}</h1>
        <p className="text-lg text-slate-900">
          <BidiText text={itemName} />
        </p>
        <p className="text-sm text-slate-700">
          <BidiText text={form.standard} />
        </p>
        {review?.amendsNumber && (
          <p className="mt-1 text-base font-semibold text-navy-900">
            <BidiText text={fill(texts.review.amendment, { number: review.amendsNumber, reason: review.amendReason ?? "" })} />
          </p>
        )}
      </div>
      {state === "issued" && review?.issuedNumber && (
        <p role="status" className="rounded-md bg-navy-900 px-3 py-2 text-base font-semibold text-white">
          <BidiText
            text={
              review.issuedAt
                ? fill(texts.review.issuedNotice, { number: review.issuedNumber, date: dayOf(review.issuedAt) })
                : fill(texts.review.issued, { number: review.issuedNumber })
            }
          />
        </p>
      )}
      {state === "returned" && review && (
        <ReturnedBanner review={review} form={form} texts={texts.review} day={review.returnedAt ? dayOf(review.returnedAt) : ""} />
      )}
      {report.conflict && (
        <ConflictPanel
          form={form}
          mine={values}
          theirs={report.conflict}
          texts={texts}
          when={new Intl.DateTimeFormat(`${locale}-u-nu-latn`, { dateStyle: "medium", timeStyle: "short" }).format(
            new Date(report.conflict.updatedAt),
          )}
          onChoose={(choice) => void actions.choose(choice)}
        />
      )}
      {state === "issued" ? (
        // Every field and button of the form disabled at once: nothing here can change it.
        <fieldset disabled className="space-y-4">
          {fields}
        </fieldset>
      ) : (
        <>
          <p role="status" className="text-sm text-slate-700">
            {saved ? texts.report.saved : "…"}
          </p>
          {fields}
          <MissingFields heading={texts.report.missingHeading} fields={missing} />
          {state === "submitted" && (
            <p role="status" className="rounded-md bg-green-100 px-3 py-2 text-base font-semibold text-green-900">
              {online && report.sentAt && report.sentAt >= report.updatedAt
                ? texts.review.waitingNotice
                : texts.report.submittedWaiting}
            </p>
          )}
          <button type="submit" className={BIG_PRIMARY}>
            {texts.report.submit}
          </button>
        </>
      )}
    </form>
  )
}
