import * as React from "react"
import { render, screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { arabic } from "../../../testing/content"
import { CLIENT_REMINDERS_PATH } from "../../lib/client-paths"
import type { ClientMe } from "../../lib/register-replies"
import { ReminderSettings } from "./reminder-settings"

const OWNER: ClientMe = {
  name: "Hany Ali",
  email: "hany.ali@niledelta-petroleum.test",
  role: "owner",
  company: { name: "Nile Delta Petroleum Co.", nameAr: "شركة دلتا النيل للبترول" },
  twoFactorMissing: false,
}

// A stand-in for the reminders' API: it answers what it was sent, as the server does.
function answering() {
  const sent: unknown[] = []
  window.fetch = jest.fn(async (path: string, init?: RequestInit) => {
    const posted = init?.body ? (JSON.parse(String(init.body)) as { enabled: boolean; days?: number[] }) : undefined
    if (posted) sent.push(posted)
    const body = { enabled: posted?.enabled ?? true, days: posted?.days ?? [60, 30, 7], locale: "ar" }
    const ok = path === CLIENT_REMINDERS_PATH
    return { ok, status: ok ? 200 : 404, statusText: "", text: async () => JSON.stringify(body) }
  }) as unknown as typeof fetch
  return sent
}

test("reminder days typed in Arabic-Indic digits with Arabic commas are saved, and shown with Arabic commas", async () => {
  const sent = answering()
  const texts = arabic.client.reminders
  render(<ReminderSettings texts={texts} me={OWNER} locale="ar" />)
  const field = await screen.findByRole("textbox", { name: new RegExp(`^${texts.days}`) })
  expect(field).toHaveValue("60، 30، 7")
  const user = userEvent.setup()
  await user.clear(field)
  await user.type(field, "٤٥، ١٤، ٣")
  await user.click(screen.getByRole("button", { name: texts.save }))
  expect(await screen.findByText(texts.saved)).toBeVisible()
  expect(sent).toEqual([{ enabled: true, days: [45, 14, 3] }])
  expect(screen.queryByText(texts.daysInvalid)).toBeNull()
  expect(field).toHaveValue("45، 14، 3")
})
