import * as React from "react"
import { Field, FormError } from "../ui/app-controls"
import { BUTTON } from "../ui/app-styles"
import { clientAuthCall, linkValues } from "./client-auth"
import { ClientForm } from "./client-form"
import type { ClientTexts } from "./client-types"

// The workspace's password policy (server/staff/password-policy.ts), which the server holds to as well.
const PASSWORD_MIN_LENGTH = 12

type Props = {
  texts: ClientTexts["setPassword"]
  signIn: ClientTexts["signIn"]
  // Where the sign-in is (the register's root in this edition): the way on from a used or broken link.
  signInHref: string
  // `signedIn`: the person is signed in (and their invitation accepted); otherwise they sign in next.
  onDone: (signedIn: boolean) => void
}

// The page an invitation's or a reset's one-time link opens (/client/set-password/?token=…): the account's address
// and a password; once set, the person is signed in with them and the link's invitation accepted, so an invitee
// reaches the register from this one screen (issue 64). What was typed stays when the two passwords differ.
export function ClientSetPassword({ texts, signIn, signInHref, onDone }: Props) {
  const [error, setError] = React.useState("")
  const { token, invitation } = linkValues()

  async function submit(form: FormData) {
    const newPassword = String(form.get("password"))
    if (newPassword !== String(form.get("confirm"))) return setError(texts.mismatch)
    setError("")
    try {
      await clientAuthCall("/reset-password", { newPassword, token })
    } catch {
      return setError(texts.noLink)
    }
    onDone(await signedInWith(String(form.get("email")).trim(), newPassword, invitation))
  }

  const dead = !token || error === texts.noLink
  return (
    <ClientForm heading={texts.heading} intro={texts.intro} onSubmit={submit}>
      {!token && <p role="alert">{texts.noLink}</p>}
      <Field label={signIn.email} name="email" type="email" autoComplete="username" required />
      <Field
        label={texts.password}
        name="password"
        type="password"
        autoComplete="new-password"
        minLength={PASSWORD_MIN_LENGTH}
        aria-describedby="password-hint"
      />
      <p id="password-hint" className="text-xs text-slate-600">
        {texts.passwordHint}
      </p>
      <Field label={texts.confirm} name="confirm" type="password" autoComplete="new-password" />
      <FormError message={error} />
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" disabled={!token} className={BUTTON}>
          {texts.submit}
        </button>
        {/* A used or broken link is no dead end: the sign-in, with "Forgotten your password?" under it. */}
        {dead && (
          <a href={signInHref} className="font-medium text-blue-800 underline">
            {signIn.submit}
          </a>
        )}
      </div>
    </ClientForm>
  )
}

// Signs in with the password just set and accepts the link's invitation; false where the person must still sign
// in themselves (another address typed, or a second factor to give), and the app's invitation page then offers
// the acceptance.
async function signedInWith(email: string, password: string, invitation: string): Promise<boolean> {
  try {
    const result = await clientAuthCall<{ twoFactorRedirect?: boolean }>("/sign-in/email", { email, password })
    if (result.twoFactorRedirect) return false
  } catch {
    return false
  }
  if (invitation)
    await clientAuthCall("/organization/accept-invitation", { invitationId: invitation }).catch(() => null)
  return true
}
