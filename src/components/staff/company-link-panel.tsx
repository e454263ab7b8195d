import * as React from "react"
import { CompanyField } from "./company-field"
import { linkedReply, linkPreviewReply, type LinkPreview } from "../../lib/client-company-replies"
import { readReply } from "../../lib/read-reply"
import { StaffApiError } from "./staff-api"
import { StaffTable } from "./staff-table"
import { type ClientCompany } from "./use-client-companies"
import { BUTTON } from "../ui/app-styles"
import { companyApi } from "../../lib/staff-paths"

// What the server previewed, and for which filter.
type Preview = LinkPreview & { filter: string }

// Administrators: link the certificates already in the register to a company by their client text. The preview
// lists what would be linked; linking sends the count seen, and the server refuses if it changed meanwhile.
export function CompanyLinkPanel({ company, onLinked }: { company: ClientCompany; onLinked: () => void }) {
  const [preview, setPreview] = React.useState<Preview | null>(null)
  const [errors, setErrors] = React.useState<Record<string, string>>({})
  const [done, setDone] = React.useState("")
  const [busy, setBusy] = React.useState(false)

  async function run(action: () => Promise<void>) {
    setBusy(true)
    setDone("")
    try {
      await action()
      setErrors({})
    } catch (caught) {
      setErrors({ client: (caught as Error).message })
    } finally {
      setBusy(false)
    }
  }
  const showPreview = (filter: string) =>
    run(async () => {
      setPreview(null)
      if (filter.trim().length < 2) throw new Error("Type at least 2 characters of the client's name.")
      const found = await readReply(linkPreviewReply, companyApi("link-preview").to({ id: company.id }), {
        method: "POST",
        body: { client: filter },
      })
      setPreview({ ...found, filter })
    })
  const link = (seen: Preview) =>
    run(async () => {
      try {
        const { linked } = await readReply(linkedReply, companyApi("link").to({ id: company.id }), {
          method: "POST",
          body: { client: seen.filter, expected: seen.count },
        })
        setPreview(null)
        setDone(`${linked} ${linked === 1 ? "certificate" : "certificates"} linked to ${company.name}.`)
        onLinked()
      } catch (caught) {
        // Changed since the preview: show what matches now, to be looked at again.
        if (caught instanceof StaffApiError && caught.status === 409) await showPreview(seen.filter)
        throw caught
      }
    })

  return (
    <div className="space-y-3">
      <form
        noValidate
        className="flex flex-wrap items-end gap-3"
        onSubmit={(event) => {
          event.preventDefault()
          void showPreview(String(new FormData(event.currentTarget).get("client") ?? ""))
        }}
      >
        <div className="min-w-0 flex-1 basis-64">
          <CompanyField
            label={`Client text for ${company.name}`}
            hint="Certificates whose client contains this (any case) and not linked to it yet"
            name="client"
            errors={errors}
            maxLength={200}
          />
        </div>
        <button type="submit" disabled={busy} className={BUTTON}>
          Preview
        </button>
      </form>
      {done && (
        <p role="status" className="text-sm text-green-800">
          {done}
        </p>
      )}
      {preview && (
        <div className="space-y-3" aria-live="polite">
          <p className="text-sm font-semibold">
            {preview.count === 0
              ? "No certificate matches."
              : `${preview.count} ${preview.count === 1 ? "certificate matches" : "certificates match"}` +
                (preview.count > preview.certificates.length ? `; the first ${preview.certificates.length}:` : ":")}
          </p>
          {preview.count > 0 && (
            <>
              <StaffTable
                label={`Certificates to link to ${company.name}`}
                headings={["Number", "Item", "Client", "Site", "Company now"]}
              >
                {preview.certificates.map((row) => (
                  <tr key={row.number} className="border-b border-slate-200 align-top">
                    <td className="whitespace-nowrap p-2 font-mono">{row.number}</td>
                    <td className="p-2">{row.item}</td>
                    <td className="p-2">{row.client}</td>
                    <td className="p-2">{row.site}</td>
                    <td className="p-2">{row.company_name ?? "—"}</td>
                  </tr>
                ))}
              </StaffTable>
              <button type="button" disabled={busy} className={BUTTON} onClick={() => void link(preview)}>
                Link {preview.count} {preview.count === 1 ? "certificate" : "certificates"}
              </button>
            </>
          )}
        </div>
      )}
    </div>
  )
}
