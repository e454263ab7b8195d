import { screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { navigate } from "gatsby"
import { GUARD_CODES } from "../../lib/api-error"
import { CLIENT_AUTH_PATH, CLIENT_ME_PATH, REGISTER_PATH } from "../../lib/client-paths"
import type { Locale } from "../../lib/locales"
import type { ClientMe } from "../../lib/register-replies"
import { fakeClientApi, NO_STATUSES, ok, renderClientApp } from "../../../testing/client-app-harness"

const INVITEE: ClientMe = {
  name: "Mariam Saleh",
  email: "mariam.saleh@redsea-terminals.test",
  role: "member",
  company: { name: "Red Sea Marine Terminals", nameAr: "شركة محطات البحر الأحمر" },
  twoFactorMissing: false,
}
const PASSWORD = "Cl1ent-mariam-Pass!2026"

// A stand-in for the client API: signed out until the password set by the link signs the invitee in.
function invitee() {
  let signedIn = false
  return fakeClientApi(({ path }) => {
    if (path === CLIENT_ME_PATH)
      return signedIn ? ok(INVITEE) : { status: 401, body: { error: "Sign in", code: GUARD_CODES.signedOut } }
    if (path === `${CLIENT_AUTH_PATH}/reset-password`) return ok({ status: true })
    if (path === `${CLIENT_AUTH_PATH}/sign-in/email`) {
      signedIn = true
      return ok({})
    }
    if (path === `${CLIENT_AUTH_PATH}/organization/accept-invitation`) return ok({ member: {} })
    if (path === REGISTER_PATH) return ok({ items: [], total: 0, next: null, sites: [], summary: NO_STATUSES })
  })
}

function openLink(path: string, locale: Locale) {
  window.history.replaceState(null, "", path)
  // Gatsby's navigate moves the browser's address, as it does in a page.
  jest.mocked(navigate).mockImplementation(async (to) => window.history.replaceState(null, "", String(to)))
  return renderClientApp(path, locale).client
}

afterEach(() => window.history.replaceState(null, "", "/"))

test.each([
  ["/client/set-password/?token=t0ken&invitation=inv-1", "en"],
  ["/ar/client/set-password/?token=t0ken&invitation=inv-1", "ar"],
] as const)("setting the password from %s signs the invitee in and accepts the invitation", async (path, locale) => {
  const calls = invitee()
  const texts = openLink(path, locale)
  const user = userEvent.setup()
  await user.type(await screen.findByLabelText(texts.signIn.email), INVITEE.email)
  await user.type(screen.getByLabelText(texts.setPassword.password), PASSWORD)
  await user.type(screen.getByLabelText(texts.setPassword.confirm), PASSWORD)
  await user.click(screen.getByRole("button", { name: texts.setPassword.submit }))

  // One screen: the register, not a second sign-in and an "Accept" page.
  expect(await screen.findByRole("heading", { level: 1, name: texts.register.heading })).toBeVisible()
  expect(screen.queryByRole("button", { name: texts.invitation.accept })).toBeNull()
  const auth = calls.filter((call) => call.path.startsWith(CLIENT_AUTH_PATH))
  expect(auth.map(({ path, body }) => ({ path, body }))).toEqual([
    { path: `${CLIENT_AUTH_PATH}/reset-password`, body: { newPassword: PASSWORD, token: "t0ken" } },
    { path: `${CLIENT_AUTH_PATH}/sign-in/email`, body: { email: INVITEE.email, password: PASSWORD } },
    { path: `${CLIENT_AUTH_PATH}/organization/accept-invitation`, body: { invitationId: "inv-1" } },
  ])
})

test.each([
  ["/client/set-password/", "en", "/client/"],
  ["/ar/client/set-password/", "ar", "/ar/client/"],
] as const)("a link without its token at %s says so and leads to the sign-in", async (path, locale, root) => {
  invitee()
  const texts = openLink(path, locale)
  expect(await screen.findByRole("alert")).toHaveTextContent(texts.setPassword.noLink)
  expect(screen.getByRole("link", { name: texts.signIn.submit })).toHaveAttribute("href", root)
})
