import { screen, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { GUARD_CODES } from "../../lib/api-error"
import { BOOKINGS_PATH, CLIENT_AUTH_PATH, CLIENT_ME_PATH, REGISTER_PATH } from "../../lib/client-paths"
import type { ClientMe, RegisterItem } from "../../lib/register-replies"
import { fakeClientApi, NO_STATUSES, ok, renderClientApp } from "../../../testing/client-app-harness"

const OWNER: ClientMe = {
  name: "Layla Nabil",
  email: "layla.nabil@niledelta-petroleum.test",
  role: "owner",
  company: { name: "Nile Delta Petroleum Co.", nameAr: "شركة دلتا النيل للبترول" },
  twoFactorMissing: false,
}
const HOIST: RegisterItem = {
  number: "LE-2026-01004",
  kind: "lifting-equipment",
  item: "Chain hoist, 2 t",
  serial: "CH-07",
  rating: null,
  site: "Suez",
  inspectedOn: "2025-11-30",
  validUntil: "2026-11-30",
  status: "expired",
  statusAt: null,
  statusReason: null,
  examinations: 1,
  hasReport: false,
  booked: null,
  danger: null,
  code: "ABCDEFGHJK",
}
const NOTE = "Called Mona: outage starts 9 Feb, permit at gate 3"

// A stand-in for the client API whose session has ended by the time the booking is sent: the booking is refused
// 401 SIGNED_OUT until the person signs in again, then accepted.
function sessionEndsBeforeTheBooking() {
  let signedIn = true
  const calls = fakeClientApi(({ path, method }) => {
    if (path === CLIENT_ME_PATH) return ok(OWNER)
    if (path === REGISTER_PATH)
      return ok({ items: [HOIST], total: 1, next: null, sites: ["Suez"], summary: { ...NO_STATUSES, expired: 1 } })
    if (path === BOOKINGS_PATH && method === "GET") return ok({ requests: [] })
    if (path === BOOKINGS_PATH) {
      if (!signedIn)
        return { status: 401, body: { error: "Sign in to see your register.", code: GUARD_CODES.signedOut } }
      return ok({ reference: "Q-2026-000005", items: 1, neededBy: "2026-12-07" })
    }
    if (path === `${CLIENT_AUTH_PATH}/sign-in/email`) {
      signedIn = true
      return ok({})
    }
  })
  return { calls, endSession: () => (signedIn = false) }
}

test("a booking sent after the session ended keeps the ticks and the note, asks to sign in there, and is sent again", async () => {
  const api = sessionEndsBeforeTheBooking()
  const texts = renderClientApp("/client/book/", "en").client
  const user = userEvent.setup()
  await user.click(await screen.findByRole("checkbox", { name: /Chain hoist, 2 t/ }))
  await user.type(screen.getByLabelText(texts.book.note), NOTE)
  api.endSession()
  await user.click(screen.getByRole("button", { name: texts.book.submitOne }))

  // Said as it is, with the sign-in over the page; nothing typed is lost underneath.
  const dialog = await screen.findByRole("dialog", { name: texts.app.signedOut })
  expect(screen.queryByText(texts.book.failed)).toBeNull()
  expect(screen.getByLabelText(texts.book.note)).toHaveValue(NOTE)
  expect(screen.getByRole("checkbox", { name: /Chain hoist, 2 t/ })).toBeChecked()

  await user.type(within(dialog).getByLabelText(texts.signIn.email), OWNER.email)
  await user.type(within(dialog).getByLabelText(texts.signIn.password), "Cl1ent-layla-Pass!2026")
  await user.click(within(dialog).getByRole("button", { name: texts.signIn.submit }))

  // The booking goes again, the same, once signed in, and is received.
  expect(await screen.findByText(/Request Q-2026-000005 received/)).toBeVisible()
  expect(screen.queryByRole("dialog")).toBeNull()
  const bookings = api.calls.filter((call) => call.path === BOOKINGS_PATH && call.method === "POST")
  expect(bookings).toHaveLength(2)
  expect(bookings[1].body).toEqual(bookings[0].body)
  expect(bookings[1].body).toMatchObject({ numbers: [HOIST.number], note: NOTE })
})
