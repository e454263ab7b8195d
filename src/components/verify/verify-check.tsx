import * as React from "react"
import { BidiText } from "../ui/bidi-text"
import { controlClass } from "../ui/form-field"
import { buttonClass } from "../ui/button-link"
import { localizePath, type Locale } from "../../lib/locales"
import { VERIFY_PATH } from "../../lib/routes"
import { VERIFY_SLOT } from "../../lib/verify-result"
import type { OfflineTexts } from "../../lib/offline-result"
import type { ReportFileTexts } from "../../lib/report-file-result"
import { ReportFileCheck } from "./report-file-check"
import { useVerifyCheck } from "./use-verify-check"

type Props = {
  texts: OfflineTexts & ReportFileTexts & { form: Record<FormText, string> }
  brand: string
  locale: Locale
}
type FormText =
  "heading" | "number" | "numberHint" | "code" | "codeHint" | "signed" | "signedHint" | "submit" | "checking"

// The check's form and its answer. The form is a GET to the page itself, so it works before and without
// JavaScript; with it, the answer comes from /api/verify without leaving the page.
export function VerifyCheck({ texts, brand, locale }: Props) {
  const { resultHtml, checks, checking, show, onSubmit } = useVerifyCheck(texts, brand, locale)
  const { form } = texts
  // The report file's check is the script's alone: it appears once the page is live.
  const [live, setLive] = React.useState(false)
  React.useEffect(() => setLive(true), [])
  // On a phone the answer sits under the page's introduction, below the fold: a scanned link's answer (and each
  // new one) is brought into view and focused, so "Withdrawn" is what the person scanning sees first.
  const answer = React.useRef<HTMLDivElement>(null)
  React.useEffect(() => {
    if (!resultHtml) return
    answer.current?.focus({ preventScroll: true })
    answer.current?.scrollIntoView?.({ block: "start" })
  }, [resultHtml, checks])
  return (
    <section className="bg-mist-100">
      <div className="mx-auto flex max-w-3xl flex-col gap-8 px-4 py-12 sm:px-6 sm:py-16">
        {/* Empty as built; the server fills it for a check sent without script (or a scanned link), and the
            hook starts from what the server wrote, so hydration keeps it. Above the form: a scanned link shows the
            answer on the first screen. */}
        <div
          {...{ [VERIFY_SLOT]: "" }}
          ref={answer}
          tabIndex={-1}
          aria-live="polite"
          className="scroll-mt-24 rounded-xl bg-white p-6 empty:hidden sm:p-8"
          dangerouslySetInnerHTML={{ __html: resultHtml }}
        />
        <form
          method="get"
          action={localizePath(VERIFY_PATH, locale)}
          onSubmit={onSubmit}
          className="space-y-5 rounded-xl border border-mist-200 bg-white p-6 sm:p-8"
        >
          <h2 className="text-xl font-semibold text-navy-900">
            <BidiText text={form.heading} />
          </h2>
          <Field id="verify-number" name="n" label={form.number} hint={form.numberHint} />
          <Field id="verify-code" name="c" label={form.code} hint={form.codeHint} />
          <SignedField label={form.signed} hint={form.signedHint} />
          <button type="submit" disabled={checking} className={buttonClass("primary", "w-full sm:w-auto")}>
            {checking ? form.checking : form.submit}
          </button>
        </form>
        {live && <ReportFileCheck texts={texts} brand={brand} locale={locale} show={show} />}
      </div>
    </section>
  )
}

function Field({ id, name, label, hint }: { id: string; name: string; label: string; hint: string }) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-navy-900">
        {label}
      </label>
      <input
        id={id}
        name={name}
        required
        maxLength={40}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        dir="ltr"
        aria-describedby={`${id}-hint`}
        className={`${controlClass} border-slate-400 font-mono uppercase`}
      />
      <p id={`${id}-hint`} className="mt-1.5 text-sm text-slate-600">
        <BidiText text={hint} />
      </p>
    </div>
  )
}

// The signed code printed under the QR label (docs/certificates.md): optional, case-sensitive and long, so a text
// area that keeps what is typed as typed. The server ignores it; without a network the page checks it itself.
function SignedField({ label, hint }: { label: string; hint: string }) {
  return (
    <div>
      <label htmlFor="verify-signed" className="block text-sm font-semibold text-navy-900">
        {label}
      </label>
      <textarea
        id="verify-signed"
        name="s"
        rows={3}
        maxLength={600}
        autoComplete="off"
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        dir="ltr"
        aria-describedby="verify-signed-hint"
        className={`${controlClass} border-slate-400 break-all font-mono text-sm`}
      />
      <p id="verify-signed-hint" className="mt-1.5 text-sm text-slate-600">
        <BidiText text={hint} />
      </p>
    </div>
  )
}
