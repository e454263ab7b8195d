import * as React from "react"
import { setSessionRenewal } from "../../lib/session-renewal"

type Props = {
  // "You were signed out after 30 minutes without activity…", in the app's words.
  notice: string
  // The app's own sign-in form; `done` once the person is signed in again.
  signIn: (done: () => void) => React.ReactNode
}

// Mounted while an app is signed in (issue 64): when a call finds the session ended, this asks the person to sign
// in over the page, which stays as it was underneath (every input kept); then the waiting calls are sent again
// (src/lib/session-renewal.ts).
export function SessionRenewal({ notice, signIn }: Props) {
  const [waiting, setWaiting] = React.useState<(() => void) | null>(null)
  React.useEffect(() => {
    setSessionRenewal(() => new Promise<void>((resolve) => setWaiting(() => resolve)))
    return () => setSessionRenewal(null)
  }, [])
  if (!waiting) return null
  return (
    <div
      role="dialog"
      aria-modal="true"
      aria-labelledby="session-ended"
      className="fixed inset-0 z-50 overflow-y-auto bg-slate-900/60 p-4"
    >
      <div className="mx-auto mt-8 max-w-md rounded-lg bg-white p-4 shadow-lg">
        <p id="session-ended" role="alert" className="font-semibold text-slate-900">
          {notice}
        </p>
        {signIn(() => {
          setWaiting(null)
          waiting()
        })}
      </div>
    </div>
  )
}
