import * as React from "react"
import { navigate } from "gatsby"
import {
  STAFF_ACCOUNTS,
  STAFF_CERTIFICATES,
  STAFF_COMING,
  STAFF_COMPANIES,
  STAFF_FIGURES,
  STAFF_PERSON,
  STAFF_ROOT,
  STAFF_SPAM,
  STAFF_SET_PASSWORD,
  STAFF_ME_API,
  STAFF_MEMBERS_API,
  staffRequestPage,
} from "../../lib/staff-paths"
import {
  STAFF_AUTHORISATIONS,
  STAFF_JOBS,
  staffPersonAuthorisationsPage,
  staffReportPage,
} from "../../lib/inspect-paths"
import { GUARD_CODES } from "../../lib/api-error"
import { readReply } from "../../lib/read-reply"
import { staffMember } from "../../lib/staff-replies"
import type { ExaminationInterval } from "../../lib/valid-until-proposal"
import { AccountsPage } from "./accounts-page"
import { AdminOnly } from "./admin-only"
import { CompaniesPage } from "./companies-page"
import { ComingWorkPage } from "./coming-work-page"
import { Inbox } from "./inbox"
import { FiguresPage } from "./figures-page"
import { PersonPage } from "./person-page"
import { RequestPage } from "./request-page"
import { SetPassword } from "./set-password"
import { ResetRequest } from "./reset-request"
import { SignIn } from "./sign-in"
import { SessionRenewal } from "../ui/session-renewal"
import { AUTH, staffFetch, StaffApiError, type Me } from "./staff-api"
import { StaffTwoFactor } from "./staff-two-factor"
import { type RouteComponentProps } from "@gatsbyjs/reach-router"
import { AppRoute, AppRoutes } from "../ui/app-routes"
import { StaffNotFound } from "./staff-not-found"
import { StaffNav, type StaffMenuItem } from "./staff-nav"
import { AppHeader } from "../ui/app-header"
import { QUIET_BUTTON_ON_DARK } from "../ui/app-styles"

// Pages a visit seldom opens first come with their first use, so the inbox and the sign-in load alone (the tools'
// first-load budget, e2e/budgets.spec.ts). Named chunks: a build over the last one's cache names them as a clean one.
const CertificatesPage = React.lazy(() =>
  import(/* webpackChunkName: "staff-certificates" */ "./certificates-page").then((module) => ({
    default: module.CertificatesPage,
  })),
)
const JobsPage = React.lazy(() =>
  import(/* webpackChunkName: "staff-jobs" */ "./jobs-page").then((module) => ({ default: module.JobsPage })),
)
const InspectionReportPage = React.lazy(() =>
  import(/* webpackChunkName: "staff-jobs" */ "./inspection-report-page").then((module) => ({
    default: module.InspectionReportPage,
  })),
)

const AuthorisationsPage = React.lazy(() =>
  import(/* webpackChunkName: "staff-authorisations" */ "./authorisations-page").then((module) => ({
    default: module.AuthorisationsPage,
  })),
)
const PersonAuthorisationsPage = React.lazy(() =>
  import(/* webpackChunkName: "staff-authorisations" */ "./person-authorisations-page").then((module) => ({
    default: module.PersonAuthorisationsPage,
  })),
)

// The workspace's menu, in its order; the administrators' pages last.
const MENU: readonly (StaffMenuItem & { admin?: true })[] = [
  { to: STAFF_ROOT, label: "Inbox", waiting: "requests" },
  { to: STAFF_SPAM, label: "Spam", waiting: "spam" },
  { to: STAFF_CERTIFICATES, label: "Certificates" },
  { to: STAFF_FIGURES, label: "Figures" },
  { to: STAFF_COMPANIES, label: "Client companies" },
  { to: STAFF_COMING, label: "Coming work" },
  { to: STAFF_JOBS, label: "Jobs" },
  { to: STAFF_AUTHORISATIONS, label: "Authorisations" },
  { to: STAFF_ACCOUNTS, label: "Accounts", admin: true },
  { to: STAFF_PERSON, label: "Personal data", admin: true },
]

const SIGNED_OUT_NOTICE =
  "You were signed out after 30 minutes without activity. Sign in again to carry on: what you typed stays, and your last action is sent once you are back."

type State = { kind: "loading" } | { kind: "signed-out" } | { kind: "needs-2fa" } | { kind: "in"; me: Me }

// The workspace: who is signed in decides what shows; the path picks the page (Reach Router, as Gatsby documents
// for client-only routes). `intervals`: data/intervals.json,
// from the page's query, for the certificate form's proposed valid-until.
export function StaffApp({ intervals }: { intervals: readonly ExaminationInterval[] }) {
  const [state, setState] = React.useState<State>({ kind: "loading" })
  const refresh = React.useCallback(async () => {
    try {
      const me = await readReply(staffMember, STAFF_ME_API)
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
  const signedIn = state.kind !== "signed-out"
  return (
    <AppRoutes>
      {/* An invitation's link is opened signed out; it needs no session. */}
      <AppRoute
        path={STAFF_SET_PASSWORD}
        page={
          <main className="px-4">
            <SetPassword />
          </main>
        }
      />
      <AppRoute
        default
        page={
          signedIn ? (
            <div>
              <AppHeader title="Staff workspace">
                {state.kind === "in" && (
                  <StaffNav items={MENU.filter((page) => !page.admin || state.me.role === "admin")} />
                )}
                <button
                  type="button"
                  onClick={() => void signOut()}
                  className={`ms-auto shrink-0 whitespace-nowrap ${QUIET_BUTTON_ON_DARK}`}
                >
                  Sign out
                </button>
              </AppHeader>
              <main className="p-4">
                {state.kind === "needs-2fa" ? (
                  <StaffTwoFactor onDone={() => void refresh()} />
                ) : (
                  <React.Suspense fallback={<p aria-busy="true">Loading…</p>}>
                    <WorkspacePages me={state.me} intervals={intervals} />
                  </React.Suspense>
                )}
              </main>
              {/* A session that ends under an open page: sign in over it, every input kept, the call sent again. */}
              {state.kind === "in" && (
                <SessionRenewal notice={SIGNED_OUT_NOTICE} signIn={(done) => <SignIn onSignedIn={done} />} />
              )}
            </div>
          ) : (
            <main className="px-4">
              <SignIn onSignedIn={() => void refresh()} />
              <ResetRequest />
            </main>
          )
        }
      />
    </AppRoutes>
  )
}

// The workspace's pages by their paths; an administrator's page tells a staff member it is not theirs (the API
// behind it refuses anyway), and any other path below /staff/ is the workspace's "no such page".
function WorkspacePages({ me, intervals }: { me: Me; intervals: readonly ExaminationInterval[] }) {
  const admin = me.role === "admin"
  return (
    <AppRoutes>
      <AppRoute key="inbox" path={STAFF_ROOT} page={<Inbox spam={false} />} />
      <AppRoute key="spam" path={STAFF_SPAM} page={<Inbox spam />} />
      <RequestRoute path={staffRequestPage.pattern} />
      <AppRoute path={STAFF_CERTIFICATES} page={<CertificatesPage intervals={intervals} />} />
      <AppRoute path={STAFF_FIGURES} page={<FiguresPage />} />
      <AppRoute path={STAFF_COMING} page={<ComingWorkPage />} />
      <AppRoute path={STAFF_JOBS} page={<JobsPage />} />
      <ReportRoute path={staffReportPage.pattern} intervals={intervals} />
      <AppRoute path={STAFF_AUTHORISATIONS} page={<AuthorisationsPage />} />
      <PersonAuthorisationsRoute path={staffPersonAuthorisationsPage.pattern} admin={admin} />
      <AppRoute path={STAFF_COMPANIES} page={<CompaniesPage admin={admin} />} />
      <AppRoute path={STAFF_ACCOUNTS} page={admin ? <AccountsPage myId={me.id} /> : <AdminOnly />} />
      <AppRoute path={STAFF_PERSON} page={admin ? <PersonPage /> : <AdminOnly />} />
      <AppRoute default page={<StaffNotFound />} />
    </AppRoutes>
  )
}

// A request's page, by the reference in its path (the server answers an unknown one as missing).
function RequestRoute({ reference = "" }: RouteComponentProps<{ reference: string }>) {
  return <RequestPage reference={reference} />
}

// An inspector's report, by the id in its path (the server answers an unknown one as missing); `intervals` for the
// valid-until its authorisation proposes.
function ReportRoute({
  reportId = "",
  intervals,
}: RouteComponentProps<{ reportId: string }> & { intervals: readonly ExaminationInterval[] }) {
  return <InspectionReportPage reportId={reportId} intervals={intervals} />
}

// One person's authorisations, by the account id in its path (the server answers an unknown one as missing).
function PersonAuthorisationsRoute({
  userId = "",
  admin,
}: RouteComponentProps<{ userId: string }> & { admin: boolean }) {
  return <PersonAuthorisationsPage userId={userId} admin={admin} />
}
