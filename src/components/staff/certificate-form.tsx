import * as React from "react"
import { CERTIFICATE_KINDS } from "../../lib/certificate-kinds"
import type { Issued } from "./certificate-types"
import { staffFetch, StaffApiError } from "./staff-api"
import { BUTTON, INPUT, LABEL } from "./styles"

// The CSV's field names, so a record typed in and a row imported are checked by the same schema on the server.
const FIELDS = [
  { name: "number", label: "Certificate number", hint: "e.g. LE-2026-00421" },
  { name: "item", label: "Item (description)" },
  { name: "serial", label: "Serial / identification number", optional: true },
  { name: "rating", label: "Rating (e.g. SWL 25 t)", optional: true },
  { name: "client", label: "Client" },
  { name: "site", label: "Site (city)" },
  { name: "inspected_on", label: "Inspection date", type: "date" },
  { name: "valid_until", label: "Valid until", type: "date", optional: true },
  { name: "inspector", label: "Inspector" },
  { name: "inspector_certificate", label: "Inspector's certification number", hint: "e.g. PCN 331245" },
]

// One new record; the server answers with its verification code, or names the fields that are wrong.
export function CertificateForm({ onIssued }: { onIssued: (issued: Issued[]) => void }) {
  const [errors, setErrors] = React.useState<Record<string, string>>({})
  const [sending, setSending] = React.useState(false)

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    setSending(true)
    try {
      const body = Object.fromEntries(new FormData(form)) as Record<string, string>
      const issued = await staffFetch<Issued>("/api/staff/certificates", { method: "POST", body })
      setErrors({})
      form.reset()
      onIssued([issued])
    } catch (caught) {
      const fieldErrors = caught instanceof StaffApiError ? (caught.body.errors as Record<string, string>) : undefined
      setErrors(fieldErrors ?? { form: (caught as Error).message })
    } finally {
      setSending(false)
    }
  }

  const described = (name: string) =>
    errors[name] ? { "aria-invalid": true, "aria-describedby": `cert-${name}-error` } : {}
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="mt-4 space-y-3">
      <label className={LABEL}>
        Kind
        <select name="kind" className={INPUT} defaultValue={CERTIFICATE_KINDS[0]} {...described("kind")}>
          {CERTIFICATE_KINDS.map((kind) => (
            <option key={kind}>{kind}</option>
          ))}
        </select>
      </label>
      {FIELDS.map((field) => (
        <div key={field.name}>
          <label className={LABEL}>
            {field.label}
            {field.optional && <span className="font-normal text-slate-600"> (optional)</span>}
            {field.hint && <span className="block font-normal text-slate-600">{field.hint}</span>}
            <input name={field.name} type={field.type ?? "text"} className={INPUT} {...described(field.name)} />
          </label>
          {errors[field.name] && (
            <p id={`cert-${field.name}-error`} className="mt-1 text-sm text-red-700">
              {errors[field.name]}
            </p>
          )}
        </div>
      ))}
      {errors.form && (
        <p role="alert" className="text-sm text-red-700">
          {errors.form}
        </p>
      )}
      {Object.keys(errors).length > 0 && !errors.form && (
        <p role="alert" className="text-sm text-red-700">
          Correct the fields marked above; nothing was saved.
        </p>
      )}
      <button type="submit" disabled={sending} className={BUTTON}>
        Add the record
      </button>
    </form>
  )
}
