import * as React from "react"
import { CheckCircle2 } from "lucide-react"
import { fill } from "../../lib/format"
import { buttonClass } from "../ui/button-link"
import { FormField } from "../ui/form-field"
import { Icon, ICON_STROKE } from "../ui/icon"
import { useLocale } from "../ui/locale"
import type { useRequestForm } from "./use-request-form"
import { ConsentField } from "./consent-field"
import { isolateLtrRuns } from "../../lib/bidi-runs"

// What every form of the request pipeline (quote, complaint) shows around its own fields.

type Labels = {
  // The form's own words: the status once sent ("… reference {reference}") and the button's label.
  readonly sentStatus: string
  readonly submit: string
  readonly consent: string
  readonly consentLink: string
  readonly honeypotLabel: string
  readonly sending: string
}

type ShellProps = {
  state: Pick<
    ReturnType<typeof useRequestForm>,
    | "form"
    | "hydrated"
    | "onSubmit"
    | "prepare"
    | "sending"
    | "reference"
    | "honeypot"
    | "onChange"
    | "onBlur"
    | "sendPress"
  > & { errors: { consent?: string } }
  action: string
  labels: Labels
  brand: string
  // multipart/form-data where the form has a file field (the quote form's attachments).
  encType?: string
  children: React.ReactNode
}

// The form element around a form's own fields: posts natively to `action` until hydrated, then checks and sends
// in the background. The sent status comes first; the consent box, the hidden fields and the button last.
export function RequestFormShell({ state, action, labels, brand, encType, children }: ShellProps) {
  return (
    <form
      ref={state.form}
      method="post"
      action={action}
      encType={encType}
      noValidate={state.hydrated}
      onSubmit={state.onSubmit}
      onFocus={state.prepare}
      aria-busy={state.sending}
      className="grid gap-5 sm:grid-cols-2"
    >
      <SentStatus template={labels.sentStatus} reference={state.reference} />
      {children}
      <ConsentField
        label={labels.consent}
        linkLabel={labels.consentLink}
        brand={brand}
        error={state.errors.consent}
        onChange={state.onChange}
        onBlur={state.onBlur}
        pressHandlers={state.sendPress}
      />
      <HiddenFields honeypot={state.honeypot} honeypotLabel={labels.honeypotLabel} />
      <SendButton
        sending={state.sending}
        label={labels.submit}
        sendingLabel={labels.sending}
        pressHandlers={state.sendPress}
      />
    </form>
  )
}

// The lasting confirmation sits at the top of the form, off-screen on a phone once the button at the bottom is
// pressed: each new reference brings it into view and takes focus, so the emptied form is not what remains.
export function SentStatus({ template, reference }: { template: string; reference: string | null }) {
  const status = React.useRef<HTMLParagraphElement>(null)
  React.useEffect(() => {
    if (!reference) return
    status.current?.focus({ preventScroll: true })
    status.current?.scrollIntoView?.({ block: "center" })
  }, [reference])
  if (!reference) return null
  return (
    <p
      ref={status}
      role="status"
      tabIndex={-1}
      className="flex scroll-mt-24 items-start gap-2 rounded-md bg-mist-100 p-4 text-navy-900 sm:col-span-2"
    >
      <CheckCircle2 aria-hidden="true" className="h-5 w-5 shrink-0 text-steel-700" strokeWidth={ICON_STROKE} />
      {fill(template, { reference })}
    </p>
  )
}

// The edition the form was sent from (for a post without JavaScript too), and a field people never see: bots
// fill it in.
export function HiddenFields({
  honeypot,
  honeypotLabel,
}: {
  honeypot: React.RefObject<HTMLInputElement>
  honeypotLabel: string
}) {
  const locale = useLocale()
  return (
    <>
      <input type="hidden" name="locale" value={locale} />
      <div aria-hidden="true" className="sr-only">
        <label htmlFor="website">{honeypotLabel}</label>
        <input
          ref={honeypot}
          id="website"
          name="website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>
    </>
  )
}

type SendButtonProps = {
  sending: boolean
  label: string
  sendingLabel: string
  pressHandlers: React.ButtonHTMLAttributes<HTMLButtonElement>
}

export function SendButton({ sending, label, sendingLabel, pressHandlers }: SendButtonProps) {
  return (
    <div className="sm:col-span-2">
      <button
        type="submit"
        disabled={sending}
        {...pressHandlers}
        className={buttonClass("primary", "w-full disabled:opacity-70 sm:w-auto")}
      >
        <Icon name="Send" className="h-5 w-5 rtl:-scale-x-100" />
        {sending ? sendingLabel : label}
      </button>
    </div>
  )
}

type MessageFieldProps = {
  id: string
  texts: { readonly label: string; readonly placeholder: string }
  error?: string
  minLength: number
  control: { className?: string }
  rows?: 5 | 6
}

// The field keeps the height of its rows (24 px each) however it is resized; a class, as the CSP refuses a style
// attribute.
const MIN_HEIGHT = { 5: "min-h-[120px]", 6: "min-h-[144px]" } as const

// The free-text field every request form ends with (the quote's project details, the complaint's details).
export function MessageField({ id, texts, error, minLength, control, rows = 5 }: MessageFieldProps) {
  return (
    <FormField id={id} label={texts.label} error={error} className="sm:col-span-2">
      {(aria) => (
        <textarea
          {...control}
          {...aria}
          rows={rows}
          minLength={minLength}
          required
          placeholder={isolateLtrRuns(texts.placeholder)}
          className={`${control.className ?? ""} ${MIN_HEIGHT[rows]}`}
        />
      )}
    </FormField>
  )
}
