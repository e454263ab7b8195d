import * as React from "react"
import { LoadingState } from "./loading-state"
import { navigate } from "gatsby"
import {
  CLIENT_BOOKING_PATH,
  CLIENT_INVITATION_PATH,
  CLIENT_LOG_PATH,
  CLIENT_MEMBERS_PATH,
  CLIENT_ME_PATH,
  CLIENT_SET_PASSWORD_PATH,
  CLIENT_SETTINGS_PATH,
  clientRoot,
  CLIENT_ROOT,
} from "../../lib/client-paths"
import { GUARD_CODES } from "../../lib/api-error"
import { fill } from "../../lib/format"
import { ApiError, jsonFetch } from "../../lib/json-fetch"
import { LOCALES, localizePath, unlocalizePath, type Locale } from "../../lib/locales"
import { TwoFactorSetup } from "../ui/two-factor-setup"
import { BookingPage } from "./booking-page"
import { clientAuthCall, linkValues } from "./client-auth"
import { ClientInvitation } from "./client-invitation"
import { ClientNav } from "./client-nav"
import { ClientSetPassword } from "./client-set-password"
import { ClientSignIn } from "./client-sign-in"
import { CompanyLog } from "./company-log"
import type { ClientMe, ClientTexts, KindNames } from "./client-types"
import { MembersPage } from "./members-page"
import { RegisterView } from "./register-view"
import { PageLanguage } from "./page-language"
import { SettingsPage } from "./settings-page"
import { companyName } from "./company-name"
import { useLocation, useMatch } from "@gatsbyjs/reach-router"
import { AppRoute, AppRoutes } from "../ui/app-routes"
import { AppHeader } from "../ui/app-header"
import { QUIET_BUTTON_ON_DARK } from "../ui/app-styles"
import { ClientNotFound } from "./client-not-found"
import { ClientFooter } from "./client-footer"
import { NoCompany } from "./no-company"
import { SessionRenewal } from "../ui/session-renewal"
import type { SiteFacts } from "./site-facts"

type State =
  | { kind: "loading" }
  | { kind: "signed-out" }
  // Signed in, a member of no company yet: an invitee before accepting.
  | { kind: "no-company" }
  | { kind: "in"; me: ClientMe }

// `notFound`: the site's "page not found" heading, in the edition's language.
// `site`: the company's contacts and the public check's words (site-facts.ts).
type Props = { texts: ClientTexts; brand: string; kinds: KindNames; locale: Locale; notFound: string; site: SiteFacts }

// The clients' register (issue 50): who is signed in decides what shows, the path picks the page (Reach Router, as
// Gatsby documents for client-only routes). The server
// decides everything that matters (which company, which items); this only asks it.
export function ClientApp({ texts, brand, kinds, locale, notFound, site }: Props) {
  const [state, setState] = React.useState<State>({ kind: "loading" })
  const [passwordSet, setPasswordSet] = React.useState(false)
  const refresh = React.useCallback(async () => {
    try {
      setState({ kind: "in", me: await jsonFetch<ClientMe>(CLIENT_ME_PATH) })
    } catch (error) {
      setState({
        kind: error instanceof ApiError && error.code === GUARD_CODES.noCompany ? "no-company" : "signed-out",
      })
    }
  }, [])
  React.useEffect(() => void refresh(), [refresh])

  async function signOut() {
    await clientAuthCall("/sign-out").catch(() => undefined)
    setState({ kind: "signed-out" })
    void navigate(clientRoot(locale))
  }

  // The app's paths in its edition (/client/…, /ar/client/…).
  const at = (path: string) => localizePath(path, locale)
  const page = unlocalizePath(useLocation().pathname)
  // An invitation's link, or a set-password link that came with one: accepted once signed in.
  const invited = useMatch(at(CLIENT_INVITATION_PATH)) !== null || Boolean(linkValues().invitation)
  let content: React.ReactNode
  if (state.kind === "loading") content = <LoadingState label={texts.app.loading} />
  else if (state.kind === "signed-out") {
    const signIn = (
      <ClientSignIn
        texts={texts.signIn}
        brand={brand}
        notice={passwordSet ? texts.setPassword.done : undefined}
        onSignedIn={() => void refresh()}
      />
    )
    content = (
      <AppRoutes>
        <AppRoute
          path={at(CLIENT_SET_PASSWORD_PATH)}
          page={
            passwordSet ? (
              signIn
            ) : (
              <ClientSetPassword
                texts={texts.setPassword}
                signIn={texts.signIn}
                signInHref={clientRoot(locale)}
                onDone={(signedIn) => {
                  // Signed in and joined: the register, without the spent link in the address.
                  if (!signedIn) return setPasswordSet(true)
                  void navigate(clientRoot(locale), { replace: true })
                  void refresh()
                }}
              />
            )
          }
        />
        <AppRoute default page={signIn} />
      </AppRoutes>
    )
  } else if (invited)
    content = (
      <ClientInvitation
        texts={texts.invitation}
        app={texts.app}
        brand={brand}
        locale={locale}
        onAccepted={() => {
          void navigate(clientRoot(locale))
          void refresh()
        }}
      />
    )
  else if (state.kind === "no-company")
    content = <NoCompany texts={texts} brand={brand} locale={locale} onJoined={() => void refresh()} />
  else if (state.me.twoFactorMissing)
    content = (
      <TwoFactorSetup
        texts={{
          ...texts.twoFactor,
          intro: fill(texts.twoFactor.requiredIntro, { company: companyName(state.me, locale) }),
        }}
        call={clientAuthCall}
        onDone={() => void refresh()}
      />
    )
  else {
    const { me } = state
    // The administrators' pages are the register to a member (the server refuses them their calls anyway).
    const owner = me.role === "owner"
    const register = <RegisterView texts={texts} me={me} brand={brand} kinds={kinds} locale={locale} site={site} />
    content = (
      <AppRoutes>
        <AppRoute path={at(CLIENT_ROOT)} page={register} />
        <AppRoute
          path={at(CLIENT_BOOKING_PATH)}
          page={<BookingPage texts={texts} me={me} brand={brand} kinds={kinds} locale={locale} />}
        />
        <AppRoute
          path={at(CLIENT_MEMBERS_PATH)}
          page={owner ? <MembersPage texts={texts} me={me} locale={locale} /> : register}
        />
        <AppRoute path={at(CLIENT_SETTINGS_PATH)} page={<SettingsPage texts={texts} me={me} locale={locale} />} />
        <AppRoute
          path={at(CLIENT_LOG_PATH)}
          page={
            owner ? (
              <CompanyLog
                texts={texts.log}
                roles={{ owner: texts.members.roleOwner, member: texts.members.roleMember }}
                me={me}
                locale={locale}
              />
            ) : (
              register
            )
          }
        />
        {/* A set-password link opened by someone already signed in. */}
        <AppRoute path={at(CLIENT_SET_PASSWORD_PATH)} page={register} />
        <AppRoute
          default
          page={<ClientNotFound heading={notFound} back={texts.app.navRegister} to={at(CLIENT_ROOT)} />}
        />
      </AppRoutes>
    )
  }

  const other = LOCALES.find((edition) => edition !== locale) ?? locale
  const search = typeof window === "undefined" ? "" : window.location.search
  return (
    <div className="min-h-screen bg-slate-50">
      <AppHeader title={`${brand} · ${texts.title}`}>
        {state.kind === "in" && <span className="text-sm text-steel-100">{companyName(state.me, locale)}</span>}
        {/* Not in the built page: its path there is the page's own (/client/[...]/), and hydration would keep that
            href. Shown once the session is known, with the path the browser is at. */}
        {state.kind !== "loading" && (
          <a
            href={`${localizePath(page, other)}${search}`}
            lang={other}
            className="ms-auto text-sm text-steel-100 underline hover:text-white"
          >
            {texts.app.language}
          </a>
        )}
        {state.kind !== "signed-out" && state.kind !== "loading" && (
          <button
            type="button"
            onClick={() => void signOut()}
            className={`shrink-0 whitespace-nowrap ${QUIET_BUTTON_ON_DARK}`}
          >
            {texts.app.signOut}
          </button>
        )}
      </AppHeader>
      {state.kind === "in" && !state.me.twoFactorMissing && (
        <>
          <ClientNav texts={texts.app} me={state.me} page={page} locale={locale} />
          <PageLanguage locale={locale} />
        </>
      )}
      <main id="main" className="mx-auto max-w-6xl p-4">
        {content}
      </main>
      <ClientFooter texts={texts.app} brand={brand} site={site} locale={locale} />
      {/* A session that ends under an open page: sign in over it, every input kept, the refused call sent again. */}
      {state.kind === "in" && (
        <SessionRenewal
          notice={texts.app.signedOut}
          signIn={(done) => <ClientSignIn texts={texts.signIn} brand={brand} onSignedIn={done} />}
        />
      )}
    </div>
  )
}
