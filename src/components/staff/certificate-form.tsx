import * as React from "react"
import { EquipmentClassSelect } from "./equipment-class-select"
import { CERTIFICATE_KINDS } from "../../lib/certificate-kinds"
import type { ExaminationInterval } from "../../lib/valid-until-proposal"
import type { Issued } from "./certificate-types"
import type { ClientCompany } from "./use-client-companies"
import { issuedCertificate } from "../../lib/certificate-replies"
import { readReply } from "../../lib/read-reply"
import { RefusalSummary, refusalErrors } from "./form-refusal"
import { INPUT, LABEL, PRIMARY_BUTTON } from "../ui/app-styles"
import { useValidUntilProposal } from "./use-valid-until-proposal"
import { CERTIFICATES_API } from "../../lib/staff-paths"
import { nameOf } from "../../lib/code-names"
import { useCodeNames } from "./use-code-names"

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

const PROPOSAL_ID = "cert-valid_until-proposal"

// One new record; the server answers with its verification code, or names the fields that are wrong. The equipment
// class is not sent: it only proposes valid-until from its examination interval (data/intervals.json). `companies`:
// the client companies the record may belong to (its `company`; the client text stays, for the public check).
export function CertificateForm({
  intervals,
  companies = [],
  onIssued,
}: {
  intervals: readonly ExaminationInterval[]
  companies?: readonly Pick<ClientCompany, "id" | "name">[]
  onIssued: (issued: Issued[]) => void
}) {
  const [errors, setErrors] = React.useState<Record<string, string>>({})
  const [sending, setSending] = React.useState(false)
  // The kinds by their names (data/verify.json), as the public check says them.
  const names = useCodeNames()
  const dates = useValidUntilProposal(intervals)
  const controlled: Record<string, React.InputHTMLAttributes<HTMLInputElement>> = {
    inspected_on: { value: dates.inspectedOn, onChange: (event) => dates.enterInspectedOn(event.target.value) },
    valid_until: { value: dates.validUntil, onChange: (event) => dates.enterValidUntil(event.target.value) },
  }

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    setSending(true)
    try {
      const body = Object.fromEntries(new FormData(form)) as Record<string, string>
      const issued = await readReply(issuedCertificate, CERTIFICATES_API, { method: "POST", body })
      setErrors({})
      form.reset()
      dates.clear()
      onIssued([issued])
    } catch (caught) {
      setErrors(refusalErrors(caught))
    } finally {
      setSending(false)
    }
  }

  // The client's name follows the chosen company (issue 64, P15) while it is empty or the name last filled in;
  // staff may still change it (the public check shows it as typed), and a name they typed is not replaced.
  const filledClient = React.useRef("")
  const fillClient = (select: HTMLSelectElement) => {
    const client = select.form?.elements.namedItem("client")
    if (!(client instanceof HTMLInputElement)) return
    if (client.value.trim() !== "" && client.value !== filledClient.current) return
    const name = companies.find((company) => company.id === select.value)?.name ?? ""
    client.value = filledClient.current = name
  }

  const described = (name: string) => {
    const ids = [errors[name] && `cert-${name}-error`, name === "valid_until" && dates.proposal && PROPOSAL_ID]
    const describedBy = ids.filter(Boolean).join(" ")
    return {
      ...(errors[name] ? { "aria-invalid": true } : {}),
      ...(describedBy ? { "aria-describedby": describedBy } : {}),
    }
  }
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="mt-4 space-y-3">
      <label className={LABEL}>
        Kind
        <select
          name="kind"
          className={INPUT}
          value={dates.kind}
          onChange={(event) => dates.chooseKind(event.target.value)}
          {...described("kind")}
        >
          {CERTIFICATE_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {nameOf(names?.kinds, kind)}
            </option>
          ))}
        </select>
      </label>
      {dates.classes.length > 0 && <EquipmentClassSelect dates={dates} />}
      {FIELDS.map((field) => (
        <div key={field.name}>
          <label className={LABEL}>
            {field.label}
            {field.optional && <span className="font-normal text-slate-600"> (optional)</span>}
            {field.hint && <span className="block font-normal text-slate-600">{field.hint}</span>}
            <input
              name={field.name}
              type={field.type ?? "text"}
              className={INPUT}
              {...controlled[field.name]}
              {...described(field.name)}
            />
          </label>
          {field.name === "valid_until" && (
            // Always there, so a screen reader hears the proposal change as the class or the date does.
            <p id={PROPOSAL_ID} aria-live="polite" className="mt-1 text-sm text-slate-700">
              {dates.proposal?.basis}
            </p>
          )}
          <FieldError name={field.name} errors={errors} />
          {field.name === "client" && (
            <div className="mt-3">
              <label className={LABEL}>
                Client company
                <span className="block font-normal text-slate-600">Whose register the record is listed in</span>
                <select
                  name="company"
                  defaultValue=""
                  className={INPUT}
                  onChange={(event) => fillClient(event.currentTarget)}
                  {...described("company")}
                >
                  <option value="">— none —</option>
                  {companies.map((company) => (
                    <option key={company.id} value={company.id}>
                      {company.name}
                    </option>
                  ))}
                </select>
              </label>
              <FieldError name="company" errors={errors} />
            </div>
          )}
        </div>
      ))}
      <RefusalSummary errors={errors} />
      <button type="submit" disabled={sending} className={PRIMARY_BUTTON}>
        Add the record
      </button>
    </form>
  )
}

function FieldError({ name, errors }: { name: string; errors: Record<string, string> }) {
  if (!errors[name]) return null
  return (
    <p id={`cert-${name}-error`} className="mt-1 text-sm text-red-700">
      {errors[name]}
    </p>
  )
}
