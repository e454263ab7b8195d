import { screen, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import {
  CLIENT_CALENDAR_PATH,
  CLIENT_ME_PATH,
  CLIENT_REMINDERS_PATH,
  CLIENT_SETTINGS_PATH,
  REGISTER_PATH,
} from "../../lib/client-paths"
import { localizePath, type Locale } from "../../lib/locales"
import type { ClientMe } from "../../lib/register-replies"
import { fakeClientApi, NO_STATUSES, ok, renderClientApp } from "../../../testing/client-app-harness"

// Reminder mails and the calendar feed have a page of their own beside People (issue 64, P11): on the register
// they came after every item, 5,000 px down on a phone.

const MEMBER: ClientMe = {
  name: "Hany Ali",
  email: "hany.ali@niledelta-petroleum.test",
  role: "member",
  company: { name: "Nile Delta Petroleum Co.", nameAr: "شركة دلتا النيل للبترول" },
  twoFactorMissing: false,
}
const FEED = "https://www.inspection-eg.test/api/client/calendar.ics?token=abcdefghijklmnopqrstuvwxyz012345"
const NEW_FEED = "https://www.inspection-eg.test/api/client/calendar.ics?token=ZYXWVUTSRQPONMLKJIHGFEDCBA987654"

// The client API, signed in as a member with a calendar address; every call recorded.
function signedIn() {
  return fakeClientApi(({ path, method }) => {
    if (path === CLIENT_ME_PATH) return ok(MEMBER)
    if (path === REGISTER_PATH) return ok({ items: [], total: 0, next: null, sites: [], summary: NO_STATUSES })
    if (path === CLIENT_REMINDERS_PATH) return ok({ enabled: true, days: [60, 30, 7], locale: null })
    if (path === CLIENT_CALENDAR_PATH) return ok({ url: method === "POST" ? NEW_FEED : FEED })
  })
}

test.each(["en", "ar"] as const)(
  "in %s the register no longer ends with the settings; the navigation's Settings page holds both",
  async (locale: Locale) => {
    signedIn()
    const { client: texts } = renderClientApp(localizePath("/client/", locale), locale)
    expect(await screen.findByRole("heading", { level: 1, name: texts.register.heading })).toBeVisible()
    expect(screen.queryByRole("region", { name: texts.reminders.heading })).toBeNull()
    expect(screen.queryByRole("region", { name: texts.calendar.heading })).toBeNull()
    const nav = screen.getByRole("navigation", { name: texts.app.nav })
    expect(within(nav).getByRole("link", { name: texts.app.navSettings })).toHaveAttribute(
      "href",
      localizePath(CLIENT_SETTINGS_PATH, locale),
    )

    signedIn()
    document.body.innerHTML = ""
    renderClientApp(localizePath(CLIENT_SETTINGS_PATH, locale), locale)
    expect(await screen.findByRole("heading", { level: 1, name: texts.app.settingsHeading })).toBeVisible()
    expect(await screen.findByRole("region", { name: texts.reminders.heading })).toBeVisible()
    expect(await screen.findByRole("region", { name: texts.calendar.heading })).toBeVisible()
  },
)

test.each(["en", "ar"] as const)(
  "in %s the feed's address is copied with a button, subscribed with webcal:, and renewed only once confirmed",
  async (locale: Locale) => {
    const calls = signedIn()
    const writeText = jest.fn(async () => undefined)
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true })
    const { client: texts } = renderClientApp(localizePath(CLIENT_SETTINGS_PATH, locale), locale)
    const calendar = await screen.findByRole("region", { name: texts.calendar.heading })
    const user = userEvent.setup()
    // userEvent installs a clipboard of its own: put the stand-in back.
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true })
    await user.click(await within(calendar).findByRole("button", { name: texts.calendar.copy }))
    expect(writeText).toHaveBeenCalledWith(FEED)
    expect(await within(calendar).findByText(texts.calendar.copied)).toBeVisible()
    expect(within(calendar).getByRole("link", { name: texts.calendar.subscribe })).toHaveAttribute(
      "href",
      FEED.replace(/^https:/, "webcal:"),
    )

    const posts = () => calls.filter((call) => call.path === CLIENT_CALENDAR_PATH && call.method === "POST")
    await user.click(within(calendar).getByRole("button", { name: texts.calendar.renew }))
    expect(within(calendar).getByText(texts.calendar.renewConfirm)).toBeVisible()
    expect(posts()).toHaveLength(0)
    // Kept: nothing is sent and the address stays.
    await user.click(within(calendar).getByRole("button", { name: texts.calendar.keep }))
    expect(posts()).toHaveLength(0)
    await user.click(within(calendar).getByRole("button", { name: texts.calendar.renew }))
    await user.click(within(calendar).getByRole("button", { name: texts.calendar.renewYes }))
    expect(await within(calendar).findByDisplayValue(NEW_FEED)).toBeVisible()
    expect(posts().map((call) => call.body)).toEqual([{ action: "renew" }])
  },
)
