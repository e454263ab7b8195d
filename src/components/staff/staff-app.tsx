import * as React from "react"
import { Link, navigate } from "gatsby"
import {
  STAFF_ACCOUNTS,
  STAFF_CERTIFICATES,
  STAFF_COMING,
  STAFF_COMPANIES,
  STAFF_FIGURES,
  STAFF_PERSON,
  STAFF_ROOT,
  STAFF_ME_API,
  STAFF_MEMBERS_API,
} from "../../lib/staff-paths"
import { GUARD_CODES } from "../../lib/api-error"
import type { ExaminationInterval } from "../../lib/valid-until-proposal"
import { AccountsPage } from "./accounts-page"
import { AdminOnly } from "./admin-only"
import { CertificatesPage } from "./certificates-page"
import { CompaniesPage } from "./companies-page"
import { ComingWorkPage } from "./coming-work-page"
import { Inbox } from "./inbox"
import { FiguresPage } from "./figures-page"
import { PersonPage } from "./person-page"
import { RequestPage } from "./request-page"
import { SetPassword } from "./set-password"
import { ResetRequest } from "./reset-request"
import { SignIn } from "./sign-in"
import { AUTH, staffFetch, StaffApiError, type Me } from "./staff-api"
import { StaffTwoFactor } from "./staff-two-factor"

// The workspace's menu, in its order; the administrators' pages last.
const MENU: readonly { to: string; label: string; admin?: true }[] = [
  { to: STAFF_ROOT, label: "Inbox" },
  { to: "/staff/spam/", label: "Spam" },
  { to: STAFF_CERTIFICATES, label: "Certificates" },
  { to: STAFF_FIGURES, label: "Figures" },
  { to: STAFF_COMPANIES, label: "Client companies" },
  { to: STAFF_COMING, label: "Coming work" },
  { to: STAFF_ACCOUNTS, label: "Accounts", admin: true },
  { to: STAFF_PERSON, label: "Personal data", admin: true },
]

type State = { kind: "loading" } | { kind: "signed-out" } | { kind: "needs-2fa" } | { kind: "in"; me: Me }

// The workspace: who is signed in decides what shows; the path picks the page. `intervals`: data/intervals.json,
// from the page's query, for the certificate form's proposed valid-until.
export function StaffApp({ path, intervals }: { path: string; intervals: readonly ExaminationInterval[] }) {
  const [state, setState] = React.useState<State>({ kind: "loading" })
  const refresh = React.useCallback(async () => {
    try {
      const me = await staffFetch<Me>(STAFF_ME_API)
      // An administrator without two-factor sign-in may do nothing else until it is set up.
      const probe = await staffFetch(STAFF_MEMBERS_API).then(
        () => null,
        (error: StaffApiError) => error,
      )
      setState(probe?.code === GUARD_CODES.twoFactorRequired ? { kind: "needs-2fa" } : { kind: "in", me })
    } catch {
      setState({ kind: "signed-out" })
    }
  }, [])
  React.useEffect(() => void refresh(), [refresh])

  async function signOut() {
    await staffFetch(`${AUTH}/sign-out`, { method: "POST", body: {} }).catch(() => undefined)
    setState({ kind: "signed-out" })
    void navigate(STAFF_ROOT)
  }

  if (state.kind === "loading")
    return (
      <main className="p-6">
        <p>Loading…</p>
      </main>
    )
  // An invitation's link is opened signed out; it needs no session.
  if (path.startsWith("/staff/set-password"))
    return (
      <main className="px-4">
        <SetPassword />
      </main>
    )
  if (state.kind === "signed-out")
    return (
      <main className="px-4">
        <SignIn onSignedIn={() => void refresh()} />
        <ResetRequest />
      </main>
    )
  const request = /^\/staff\/requests\/([QC]-\d{4}-\d{6})\/?$/.exec(path)?.[1]
  return (
    <div>
      <header className="flex flex-wrap items-center gap-4 border-b border-slate-300 bg-white px-4 py-3">
        <span className="font-semibold text-slate-900">Staff workspace</span>
        {state.kind === "in" && (
          <nav aria-label="Workspace" className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
            {MENU.filter((page) => !page.admin || state.me.role === "admin").map((page) => (
              <Link key={page.to} to={page.to} className="text-blue-800 underline">
                {page.label}
              </Link>
            ))}
          </nav>
        )}
        <button
          type="button"
          onClick={() => void signOut()}
          className="ml-auto shrink-0 whitespace-nowrap rounded bg-blue-800 px-3 py-1.5 text-sm font-semibold text-white"
        >
          Sign out
        </button>
      </header>
      <main className="p-4">
        {state.kind === "needs-2fa" ? (
          <StaffTwoFactor onDone={() => void refresh()} />
        ) : request ? (
          <RequestPage reference={request} />
        ) : path.startsWith(STAFF_CERTIFICATES) ? (
          <CertificatesPage intervals={intervals} />
        ) : path.startsWith(STAFF_FIGURES) ? (
          <FiguresPage />
        ) : path.startsWith(STAFF_COMING) ? (
          <ComingWorkPage />
        ) : path.startsWith(STAFF_COMPANIES) ? (
          <CompaniesPage admin={state.me.role === "admin"} />
        ) : path.startsWith("/staff/admin") ? (
          <AdminPage path={path} me={state.me} />
        ) : (
          <Inbox key={path} spam={path.startsWith("/staff/spam")} />
        )}
      </main>
    </div>
  )
}

// Administrators' pages; a staff member gets a clear refusal instead of a page of failed calls.
function AdminPage({ path, me }: { path: string; me: Me }) {
  if (me.role !== "admin") return <AdminOnly />
  return path.startsWith(STAFF_PERSON) ? <PersonPage /> : <AccountsPage myId={me.id} />
}
