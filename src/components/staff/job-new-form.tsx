import * as React from "react"
import { formatDate } from "../../lib/format"
import { STAFF_JOBS_API } from "../../lib/inspect-paths"
import type { NewJobBody } from "../../lib/inspect-replies"
import type { ReportForm } from "../../lib/report-form-schema"
import type { StaffMemberNames } from "../../lib/staff-replies"
import { INPUT, LABEL, PRIMARY_BUTTON } from "../ui/app-styles"
import { ChoiceGroup } from "./choice-group"
import { CompanyField } from "./company-field"
import { RefusalSummary } from "./form-refusal"
import { jobRefusal } from "./job-refusal"
import { staffFetch } from "./staff-api"
import type { ClientCompany } from "./use-client-companies"

type Props = {
  companies: readonly ClientCompany[]
  forms: readonly ReportForm[]
  inspectors: StaffMemberNames
  onMade: (words: string) => void
}
type Place = "site" | "booking"

// A new job: a client company's site on a day, or a client's booking of a re-examination by its reference (which
// brings the company and the site); the kinds of report it asks for and its inspectors. A refusal names the fields
// and keeps what was typed and ticked.
export function JobNewForm({ companies, forms, inspectors, onMade }: Props) {
  const [place, setPlace] = React.useState<Place>("site")
  const [companyId, setCompanyId] = React.useState("")
  const [errors, setErrors] = React.useState<Record<string, string>>({})
  const [sending, setSending] = React.useState(false)
  const sitesId = React.useId()
  const companyError = errors.companyId
  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    const data = new FormData(form)
    const text = (name: string) => String(data.get(name) ?? "").trim()
    const body: NewJobBody = {
      day: text("day"),
      kinds: data.getAll("kinds").map(String),
      inspectorIds: data.getAll("inspectorIds").map(String),
      // An empty field is left out: the server then says which of the two ways is missing.
      ...(place === "booking"
        ? { bookingReference: text("bookingReference") || undefined }
        : { companyId: companyId || undefined, site: text("site") || undefined }),
    }
    setSending(true)
    try {
      await staffFetch(STAFF_JOBS_API, { method: "POST", body })
      setErrors({})
      form.reset()
      setCompanyId("")
      const where =
        place === "booking"
          ? `booking ${body.bookingReference}`
          : `${companies.find((one) => one.id === companyId)?.name ?? ""}, ${body.site}`
      onMade(`Job made for ${where} on ${formatDate(body.day, "en-GB")}.`)
    } catch (caught) {
      const refused = jobRefusal(caught)
      // The schema's "name the company and the site, or the booking" falls on the company, hidden here.
      if (place === "booking" && refused.companyId && !refused.bookingReference) {
        refused.bookingReference = "Please give the booking's reference."
        delete refused.companyId
      }
      setErrors(refused)
    } finally {
      setSending(false)
    }
  }
  const sites = companies.find((one) => one.id === companyId)?.sites ?? []
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="grid max-w-4xl gap-4 md:grid-cols-2">
      <fieldset className="md:col-span-2">
        <legend className="text-sm font-medium text-slate-800">Where</legend>
        <div className="mt-1 flex flex-wrap gap-x-6">
          {(
            [
              ["site", "At a company's site"],
              ["booking", "From a client's booking of a re-examination"],
            ] as const
          ).map(([value, label]) => (
            <label key={value} className="inline-flex min-h-[2.75rem] items-center gap-2 text-sm">
              <input
                type="radio"
                name="place"
                value={value}
                checked={place === value}
                onChange={() => setPlace(value)}
                className="h-5 w-5"
              />
              {label}
            </label>
          ))}
        </div>
      </fieldset>
      {place === "site" ? (
        <>
          <div>
            <label className={LABEL}>
              Client company
              <select
                name="companyId"
                value={companyId}
                onChange={(event) => setCompanyId(event.target.value)}
                className={INPUT}
                aria-invalid={companyError ? true : undefined}
                aria-describedby={companyError ? `${sitesId}-company-error` : undefined}
              >
                <option value="">Choose a company</option>
                {companies.map((company) => (
                  <option key={company.id} value={company.id}>
                    {company.name}
                  </option>
                ))}
              </select>
            </label>
            {companyError && (
              <p id={`${sitesId}-company-error`} className="mt-1 text-sm text-red-700">
                {companyError}
              </p>
            )}
          </div>
          <CompanyField
            label="Site"
            hint={sites.length ? "One of the company's sites, or another" : undefined}
            name="site"
            errors={errors}
            maxLength={200}
            list={sitesId}
            autoComplete="off"
          />
          <datalist id={sitesId}>
            {sites.map((site) => (
              <option key={site} value={site} />
            ))}
          </datalist>
        </>
      ) : (
        <CompanyField
          label="Booking reference"
          hint="As the client's booking is listed in the inbox; it brings the company and the site"
          name="bookingReference"
          errors={errors}
          maxLength={40}
          autoComplete="off"
        />
      )}
      <CompanyField label="Day" name="day" type="date" errors={errors} />
      <div className="md:col-span-2">
        <ChoiceGroup
          legend="Kinds of report"
          name="kinds"
          errors={errors}
          options={forms.map((form) => ({ value: form.kind, label: form.title }))}
          none="No kinds of report are defined (data/report-forms/)."
        />
      </div>
      <div className="md:col-span-2">
        <ChoiceGroup
          legend="Inspectors"
          name="inspectorIds"
          errors={errors}
          options={inspectors.map((inspector) => ({ value: inspector.id, label: inspector.name }))}
          none="No inspectors' accounts yet: an administrator invites one on the Accounts page."
        />
      </div>
      <div className="space-y-2 md:col-span-2">
        <RefusalSummary errors={errors} />
        <button type="submit" disabled={sending} className={PRIMARY_BUTTON}>
          Make the job
        </button>
      </div>
    </form>
  )
}
