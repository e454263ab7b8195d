import * as React from "react"
import { render, screen, within } from "@testing-library/react"
import { arabic } from "../../../testing/content"
import { CLIENT_LOG_API_PATH } from "../../lib/client-paths"
import { fill } from "../../lib/format"
import type { ClientMe } from "../../lib/register-replies"
import { CompanyLog } from "./company-log"

const OWNER: ClientMe = {
  name: "Layla Nabil",
  email: "layla.nabil@niledelta-petroleum.test",
  role: "owner",
  company: { name: "Nile Delta Petroleum Co.", nameAr: "شركة دلتا النيل للبترول" },
  twoFactorMissing: false,
}

test("on a phone each log entry is a card that names its when, who, what and detail", async () => {
  const entry = {
    id: 7,
    at: "2026-12-07T14:51:00Z",
    actorName: "Layla Nabil",
    event: "invitation-sent",
    detail: "hany.ali@niledelta-petroleum.test",
  }
  window.fetch = jest.fn(async (path: string) => ({
    ok: path === CLIENT_LOG_API_PATH,
    status: 200,
    statusText: "",
    text: async () => JSON.stringify({ entries: [entry], next: null }),
  })) as unknown as typeof fetch
  const texts = arabic.client.log
  render(<CompanyLog texts={texts} me={OWNER} locale="ar" />)
  const cards = await screen.findByRole("list", { name: fill(texts.heading, { company: OWNER.company.nameAr }) })
  const card = within(cards).getByRole("listitem")
  for (const [term, value] of [
    [texts.who, entry.actorName],
    [texts.what, texts.eventInvitationSent],
    [texts.detail, entry.detail],
  ]) {
    const shown = within(card).getByText(term)
    expect(shown.tagName).toBe("DT")
    expect(shown.nextElementSibling).toHaveTextContent(value)
  }
})
