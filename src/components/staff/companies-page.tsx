import * as React from "react"
import { CompanyInviteForm } from "./company-invite-form"
import { CompanyLinkPanel } from "./company-link-panel"
import { CompanyNewForm } from "./company-new-form"
import { useClientCompanies, type ClientCompany } from "./use-client-companies"
import { FormError } from "../ui/app-controls"

const counted = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`

// The client companies whose registers the client pages show: every staff member sees them; an administrator
// creates one, invites its administrators and links certificates to it.
export function CompaniesPage({ admin }: { admin: boolean }) {
  const { companies, error, reload } = useClientCompanies()
  const [created, setCreated] = React.useState("")
  return (
    <section className="space-y-6">
      <h1 className="text-2xl font-semibold text-slate-900">Client companies</h1>
      {admin && (
        <details className="rounded border border-slate-300 bg-white p-4">
          <summary className="cursor-pointer font-semibold">Add a company</summary>
          <CompanyNewForm
            onCreated={(name) => {
              setCreated(`${name} created; its administrator was sent an invitation.`)
              void reload()
            }}
          />
        </details>
      )}
      {created && (
        <p role="status" className="text-sm text-green-800">
          {created}
        </p>
      )}
      <FormError message={error} />
      {companies.length === 0 ? (
        <p className="text-slate-700">No client companies yet.</p>
      ) : (
        <ul className="space-y-4">
          {companies.map((company) => (
            <CompanyItem key={company.id} company={company} admin={admin} onChanged={() => void reload()} />
          ))}
        </ul>
      )}
    </section>
  )
}

function CompanyItem({ company, admin, onChanged }: { company: ClientCompany; admin: boolean; onChanged: () => void }) {
  return (
    <li className="space-y-3 rounded border border-slate-300 bg-white p-4" data-testid={`company-${company.name}`}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-1">
        <h2 className="text-lg font-semibold">{company.name}</h2>
        <p lang="ar" dir="rtl" className="text-lg">
          {company.nameAr}
        </p>
      </div>
      <p className="break-words text-sm text-slate-800">
        {company.sites.length ? `Sites: ${company.sites.join(" · ")}` : "No sites"}
      </p>
      <p className="text-sm text-slate-700">
        {[
          counted(company.members, "member", "members"),
          counted(company.pendingInvitations, "pending invitation", "pending invitations"),
          counted(company.certificates, "linked certificate", "linked certificates"),
        ].join(" · ")}
      </p>
      {admin && (
        <div className="space-y-2">
          <details className="rounded border border-slate-200 p-3">
            <summary className="cursor-pointer text-sm font-semibold">Invite an administrator</summary>
            <div className="mt-3">
              <CompanyInviteForm company={company} onInvited={onChanged} />
            </div>
          </details>
          <details className="rounded border border-slate-200 p-3">
            <summary className="cursor-pointer text-sm font-semibold">Link certificates</summary>
            <div className="mt-3">
              <CompanyLinkPanel company={company} onLinked={onChanged} />
            </div>
          </details>
        </div>
      )}
    </li>
  )
}
