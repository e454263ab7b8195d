import * as React from "react"
import { TwoFactorSetup, type TwoFactorTexts } from "../ui/two-factor-setup"
import { AUTH, staffFetch } from "./staff-api"

// The workspace is in English: its words for the shared setup.
const TEXTS: TwoFactorTexts = {
  heading: "Set up two-factor sign-in",
  intro: "Your account needs a code from an authenticator app at every sign-in.",
  password: "Password",
  continue: "Continue",
  scan: "Scan this code with your authenticator app.",
  qrTitle: "Authenticator setup code",
  backupCodes: "Backup codes (each works once; keep them safe):",
  code: "Code from the app",
  turnOn: "Turn on",
  wrongPassword: "The password is not right.",
  wrongCode: "That code is not valid. Try the current one.",
}

const call = <T,>(endpoint: string, body: Record<string, unknown>) =>
  staffFetch<T>(`${AUTH}${endpoint}`, { method: "POST", body })

// Required for administrators (staff-app.tsx).
export const StaffTwoFactor = ({ onDone }: { onDone: () => void }) => (
  <TwoFactorSetup texts={TEXTS} call={call} onDone={onDone} />
)
