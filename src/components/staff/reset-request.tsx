import * as React from "react"
import { AUTH, staffFetch, StaffApiError } from "./staff-api"
import { Field, FormError } from "../ui/app-controls"
import { APP_LINK, BUTTON, CARD } from "../ui/app-styles"

// "Forgot your password?": a one-time link to the address, if it has an account. The answer is the same either
// way, so the form tells no one which addresses have accounts.
export function ResetRequest() {
  const [open, setOpen] = React.useState(false)
  const [state, setState] = React.useState<{ sent: boolean; error: string; busy: boolean }>({
    sent: false,
    error: "",
    busy: false,
  })

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const email = String(new FormData(event.currentTarget).get("email")).trim()
    setState({ sent: false, error: "", busy: true })
    try {
      await staffFetch(`${AUTH}/request-password-reset`, { method: "POST", body: { email } })
      setState({ sent: true, error: "", busy: false })
    } catch (caught) {
      const tooMany = caught instanceof StaffApiError && caught.status === 429
      const error = tooMany ? "Too many reset requests. Try again in an hour." : "The link could not be sent."
      setState({ sent: false, error, busy: false })
    }
  }

  if (!open)
    return (
      <p className="mx-auto mt-4 max-w-sm text-sm">
        <button type="button" className={APP_LINK} onClick={() => setOpen(true)}>
          Forgot your password?
        </button>
      </p>
    )
  return (
    <form
      onSubmit={(event) => void submit(event)}
      aria-label="Reset your password"
      className={`mx-auto mt-4 max-w-sm space-y-4 ${CARD}`}
    >
      <h2 className="text-lg font-semibold text-slate-900">Reset your password</h2>
      <Field label="Email of your account" name="email" type="email" autoComplete="username" />
      <FormError message={state.error} />
      {state.sent && (
        <p role="status" className="text-sm text-green-800">
          If this address has a workspace account, a link to set a new password is on its way. It works once, within 24
          hours.
        </p>
      )}
      <button type="submit" disabled={state.busy} className={BUTTON}>
        Send a reset link
      </button>
    </form>
  )
}
