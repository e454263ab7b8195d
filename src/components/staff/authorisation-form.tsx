import * as React from "react"
import {
  CAPABILITIES,
  NDT_METHODS,
  NDT_REPORT_KIND,
  SCHEME_NAMES,
  type NewAuthorisation,
} from "../../lib/authorisation-replies"
import { staffAuthorisationsApi } from "../../lib/inspect-paths"
import type { ReportForm } from "../../lib/report-form-schema"
import { INPUT, LABEL, PRIMARY_BUTTON } from "../ui/app-styles"
import { authorisationRefusal, CAPABILITY_NAMES } from "./authorisation-words"
import { CompanyField } from "./company-field"
import { RefusalSummary } from "./form-refusal"
import { staffFetch } from "./staff-api"

type Props = {
  userId: string
  name: string
  // Inspectors examine; staff and administrators review (the server holds to it).
  capabilities: readonly (typeof CAPABILITIES)[number][]
  forms: readonly ReportForm[]
  onRecorded: (words: string) => void
}

const NDT = "ndt:"

// A labelled select with the server's refusal under it, tied to it for a screen reader.
function Choice({
  label,
  name,
  errors,
  children,
  ...select
}: { label: string; name: string; errors: Record<string, string> } & React.SelectHTMLAttributes<HTMLSelectElement>) {
  const id = React.useId()
  const error = errors[name]
  return (
    <div>
      <label className={LABEL}>
        {label}
        <select
          name={name}
          className={INPUT}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          {...select}
        >
          {children}
        </select>
      </label>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  )
}

// Administrators record an authorisation (ISO/IEC 17020 §6.1): what it covers — a kind of report, or an NDT method
// at a level with the holder's last near-vision test —, what the holder may do, and the certification behind it.
// A refusal names its fields and keeps what was typed.
export function AuthorisationForm({ userId, name, capabilities, forms, onRecorded }: Props) {
  const [cover, setCover] = React.useState("")
  const [errors, setErrors] = React.useState<Record<string, string>>({})
  const [sending, setSending] = React.useState(false)
  const ndt = cover.startsWith(NDT)

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    const data = new FormData(form)
    const text = (field: string) => String(data.get(field) ?? "").trim()
    const body: NewAuthorisation = {
      kind: ndt || !cover ? null : cover,
      method: ndt ? (cover.slice(NDT.length) as NewAuthorisation["method"]) : null,
      level: ndt && text("level") ? (Number(text("level")) as NewAuthorisation["level"]) : null,
      capability: text("capability") as NewAuthorisation["capability"],
      scheme: text("scheme") as NewAuthorisation["scheme"],
      certificateNumber: text("certificateNumber"),
      issuer: text("issuer"),
      validFrom: text("validFrom"),
      validUntil: text("validUntil"),
      visionTestOn: ndt && text("visionTestOn") ? text("visionTestOn") : null,
    }
    setSending(true)
    try {
      await staffFetch(staffAuthorisationsApi.to({ userId }), { method: "POST", body })
      setErrors({})
      form.reset()
      setCover("")
      onRecorded(`Recorded for ${name}: certificate ${body.certificateNumber}.`)
    } catch (caught) {
      setErrors(authorisationRefusal(caught))
    } finally {
      setSending(false)
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} className="grid max-w-4xl gap-4 md:grid-cols-2">
      <Choice
        label="What it covers"
        name="kind"
        errors={errors}
        value={cover}
        required
        onChange={(event) => setCover(event.target.value)}
      >
        <option value="">Choose a kind of report or an NDT method</option>
        {forms
          .filter((form) => form.kind !== NDT_REPORT_KIND)
          .map((form) => (
            <option key={form.kind} value={form.kind}>
              {form.title}
            </option>
          ))}
        {NDT_METHODS.map((method) => (
          <option key={method} value={`${NDT}${method}`}>
            {`NDT ${method}`}
          </option>
        ))}
      </Choice>
      <Choice label="What the holder may do" name="capability" errors={errors} required defaultValue={capabilities[0]}>
        {capabilities.map((capability) => (
          <option key={capability} value={capability}>
            {CAPABILITY_NAMES[capability]}
          </option>
        ))}
      </Choice>
      {ndt && (
        <>
          <Choice label="Level" name="level" errors={errors} required defaultValue="">
            <option value="">Choose the level</option>
            {[1, 2, 3].map((level) => (
              <option key={level} value={level}>{`Level ${level}`}</option>
            ))}
          </Choice>
          <CompanyField label="Last near-vision test" name="visionTestOn" type="date" required errors={errors} />
        </>
      )}
      <Choice label="Scheme" name="scheme" errors={errors} required defaultValue="">
        <option value="">Choose the scheme</option>
        {Object.entries(SCHEME_NAMES).map(([scheme, schemeName]) => (
          <option key={scheme} value={scheme}>
            {schemeName}
          </option>
        ))}
      </Choice>
      <CompanyField label="Certificate number" name="certificateNumber" required maxLength={100} errors={errors} />
      <CompanyField
        label="Issuer"
        hint="The body that certified the holder"
        name="issuer"
        required
        maxLength={200}
        errors={errors}
      />
      <CompanyField label="Valid from" name="validFrom" type="date" required errors={errors} />
      <CompanyField label="Valid until" name="validUntil" type="date" required errors={errors} />
      <div className="space-y-2 md:col-span-2">
        <RefusalSummary errors={errors} />
        <button type="submit" disabled={sending} className={PRIMARY_BUTTON}>
          Record the authorisation
        </button>
      </div>
    </form>
  )
}
