import * as React from "react"
import { Link } from "gatsby"
import { STAFF_ROOT } from "../../lib/staff-paths"
import { AUTH, staffFetch } from "./staff-api"
import { Field, FormError } from "../ui/app-controls"
import { CARD, CARD_HEADING, PRIMARY_BUTTON } from "../ui/app-styles"
import { LogoMark } from "../layout/logo"

// The page an invitation's or a reset's one-time link opens (SITE_URL/staff/set-password/?token=…): choose a
// password, then sign in.
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
    <form onSubmit={(event) => void submit(event)} className={`mx-auto mt-16 max-w-sm space-y-4 ${CARD}`}>
      <h1 className={`flex items-center gap-2.5 ${CARD_HEADING}`}>
        <LogoMark className="h-8 w-8 shrink-0" />
        Set your password
      </h1>
      {!token && <p role="alert">This link is incomplete: open the link from your e-mail again.</p>}
      <Field
        label="New password (at least 12 characters)"
        name="password"
        type="password"
        autoComplete="new-password"
        minLength={12}
      />
      <FormError message={state.error} />
      <button type="submit" disabled={!token} className={PRIMARY_BUTTON}>
        Set password
      </button>
    </form>
  )
}
