// A signed-in app's session ends after 30 minutes idle, and its next call is refused 401 SIGNED_OUT. The app that
// is open registers how the person signs in again where they are (components/ui/session-renewal.tsx); a call that
// meets the refusal waits for that sign-in and is sent once more (json-fetch.ts), so what was typed stays on the
// page and the action is not asked for twice. Without a registered renewal (a signed-out page), the refusal
// throws as any other.
type Renewal = () => Promise<void>

let renewal: Renewal | null = null
let pending: Promise<void> | null = null

export function setSessionRenewal(next: Renewal | null) {
  renewal = next
  pending = null
}

// One sign-in for every call the end of the session refused together; null when no app offers one.
export function signedInAgain(): Promise<void> | null {
  if (!renewal) return null
  pending ??= renewal().finally(() => {
    pending = null
  })
  return pending
}
