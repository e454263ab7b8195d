import * as React from "react"
import { InviteForm } from "./invite-form"
import { readReply } from "../../lib/read-reply"
import { accounts as accountList, type StaffAccount } from "../../lib/staff-replies"
import { staffFetch } from "./staff-api"
import { Link } from "gatsby"
import { staffPersonAuthorisationsPage } from "../../lib/inspect-paths"
import { APP_LINK, INPUT, QUIET_BUTTON } from "../ui/app-styles"
import { FormError } from "../ui/app-controls"
import { STAFF_ACCOUNTS_API, accountActionApi } from "../../lib/staff-paths"

// Administrators: the accounts, an invitation, disabling an account and changing a role.
export function AccountsPage({ myId }: { myId: string }) {
  const [accounts, setAccounts] = React.useState<StaffAccount[]>([])
  const [error, setError] = React.useState("")
  const load = React.useCallback(
    () => readReply(accountList, STAFF_ACCOUNTS_API).then(setAccounts, (caught: Error) => setError(caught.message)),
    [],
  )
  React.useEffect(() => void load(), [load])
  const post = (id: string, action: "disable" | "role", body: unknown) =>
    staffFetch(accountActionApi(action).to({ id }), { method: "POST", body }).then(
      () => {
        setError("")
        void load()
      },
      (caught: Error) => setError(caught.message),
    )

  return (
    <section className="space-y-6">
      <h1 className="text-2xl font-semibold text-slate-900">Accounts</h1>
      <section className="space-y-2">
        <h2 className="text-lg font-semibold">Invite a colleague</h2>
        <InviteForm onInvited={() => void load()} />
      </section>
      <FormError message={error} />
      <ul className="divide-y divide-slate-200 border-y border-slate-200">
        {accounts.map((account) => (
          <li key={account.id} className="flex flex-wrap items-end gap-x-6 gap-y-2 py-3">
            <div className="min-w-0 flex-1 basis-60">
              <p className="font-semibold">{account.name}</p>
              <p className="break-words text-sm text-slate-700">{account.email}</p>
              <p className="text-sm text-slate-700">
                {account.disabled ? "Disabled" : "Active"} · two-factor {account.twoFactorEnabled ? "on" : "off"}
              </p>
              {!account.disabled && (
                <Link to={staffPersonAuthorisationsPage.to({ userId: account.id })} className={`${APP_LINK} text-sm`}>
                  Authorisations<span className="sr-only"> of {account.name}</span>
                </Link>
              )}
            </div>
            <label className="text-sm text-slate-800">
              Role of {account.name}
              <select
                value={account.role ?? ""}
                disabled={account.id === myId}
                onChange={(event) => void post(account.id, "role", { role: event.target.value })}
                className={INPUT}
              >
                <option value="staff">Staff</option>
                <option value="admin">Administrator</option>
                <option value="inspector">Inspector</option>
              </select>
            </label>
            {account.id !== myId && !account.disabled && (
              <button
                type="button"
                className={QUIET_BUTTON}
                aria-label={`Disable ${account.name}`}
                onClick={() => void post(account.id, "disable", {})}
              >
                Disable
              </button>
            )}
          </li>
        ))}
      </ul>
    </section>
  )
}
