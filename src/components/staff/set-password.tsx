import * as React from "react"
import { Link } from "gatsby"
import { STAFF_ROOT } from "../../lib/staff-paths"
import { AUTH, staffFetch } from "./staff-api"
import { BUTTON, INPUT, LABEL } from "./styles"

// The page an invitation's one-time link lands on (the library adds ?token=…): choose a password, then sign in.
export function SetPassword() {
  const [state, setState] = React.useState<{ done: boolean; error: string }>({ done: false, error: "" })
  const token = typeof window === "undefined" ? "" : (new URLSearchParams(window.location.search).get("token") ?? "")

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const newPassword = String(new FormData(event.currentTarget).get("password"))
    try {
      await staffFetch(`${AUTH}/reset-password`, { method: "POST", body: { newPassword, token } })
      setState({ done: true, error: "" })
    } catch (error) {
      setState({ done: false, error: (error as Error).message })
    }
  }

  if (state.done)
    return (
      <p className="mx-auto mt-16 max-w-sm">
        Your password is set. <Link to={STAFF_ROOT}>Sign in</Link>
      </p>
    )
  return (
    <form
      onSubmit={(event) => void submit(event)}
      className="mx-auto mt-16 max-w-sm space-y-4 rounded-lg border border-slate-200 bg-white p-6"
    >
      <h1 className="text-xl font-semibold text-slate-900">Set your password</h1>
      {!token && <p role="alert">This link is incomplete: open the link from your invitation e-mail again.</p>}
      <label className={LABEL}>
        New password (at least 12 characters)
        <input name="password" type="password" autoComplete="new-password" minLength={12} required className={INPUT} />
      </label>
      {state.error && (
        <p role="alert" className="text-sm text-red-700">
          {state.error}
        </p>
      )}
      <button type="submit" disabled={!token} className={BUTTON}>
        Set password
      </button>
    </form>
  )
}
