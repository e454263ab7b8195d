import * as React from "react"
import { render, screen, within } from "@testing-library/react"
import { arabic, englishEdition } from "../../../testing/content"
import { CLIENT_LOG_API_PATH } from "../../lib/client-paths"
import { dangerDetail } from "../../lib/company-log-events"
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

// The log's API as the page reads it: one page of these entries.
const answerLog = (entries: object[]) => {
  window.fetch = jest.fn(async (path: string) => ({
    ok: path === CLIENT_LOG_API_PATH,
    status: 200,
    statusText: "",
    text: async () => JSON.stringify({ entries, next: null }),
  })) as unknown as typeof fetch
}

test("on a phone each log entry is a card that names its when, who, what and detail", async () => {
  const entry = {
    id: 7,
    at: "2026-12-07T14:51:00Z",
    actorName: "Layla Nabil",
    event: "invitation-sent",
    detail: "hany.ali@niledelta-petroleum.test",
  }
  answerLog([entry])
  const texts = arabic.client.log
  render(<CompanyLog texts={texts} roles={{ owner: "", member: "" }} me={OWNER} locale="ar" />)
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

// The detail's words stored in English (a role, two-factor) read in the reader's language (issue 64).
test("the Arabic log names roles and two-factor sign-in in Arabic, the addresses and names as stored", async () => {
  const entries = [
    { id: 3, at: "2026-12-07T14:51:00Z", actorName: "Layla Nabil", event: "sign-in", detail: "two-factor" },
    {
      id: 2,
      at: "2026-12-07T14:40:00Z",
      actorName: "Layla Nabil",
      event: "invitation-sent",
      detail: "hany.ali@niledelta-petroleum.test (member)",
    },
    { id: 1, at: "2026-12-07T14:30:00Z", actorName: "Layla Nabil", event: "role-changed", detail: "Hany Ali: owner" },
  ]
  answerLog(entries)
  const { log, members } = arabic.client
  render(
    <CompanyLog texts={log} roles={{ owner: members.roleOwner, member: members.roleMember }} me={OWNER} locale="ar" />,
  )
  const cards = await screen.findByRole("list", { name: fill(log.heading, { company: OWNER.company.nameAr }) })
  const [signIn, invited, changed] = within(cards).getAllByRole("listitem")
  expect(signIn).toHaveTextContent(log.detailTwoFactor)
  expect(invited).toHaveTextContent(`hany.ali@niledelta-petroleum.test (${members.roleMember})`)
  expect(changed).toHaveTextContent(`Hany Ali: ${members.roleOwner}`)
  for (const english of ["two-factor", "(member)", "owner"]) expect(cards).not.toHaveTextContent(english)
})

// A dangerous defect told from the field (issue 61): the item as the inspector named it, and how many were mailed,
// in the reader's words; the counts' English never shows.
test.each([
  ["en", englishEdition],
  ["ar", arabic],
] as const)("a dangerous defect's entry names the item and how many were told, in %s", async (locale, edition) => {
  const entry = {
    id: 9,
    at: "2026-12-07T08:41:00Z",
    actorName: "Hany Youssef",
    event: "dangerous-defect",
    detail: dangerDetail("Crawler crane, 80 t (CR-7)", 2, 3),
  }
  answerLog([entry])
  const texts = edition.client.log
  render(<CompanyLog texts={texts} roles={{ owner: "", member: "" }} me={OWNER} locale={locale} />)
  const company = locale === "ar" ? OWNER.company.nameAr : OWNER.company.name
  const cards = await screen.findByRole("list", { name: fill(texts.heading, { company }) })
  const card = within(cards).getByRole("listitem")
  expect(card).toHaveTextContent(texts.eventDangerousDefect)
  expect(card).toHaveTextContent(`Crawler crane, 80 t (CR-7) — ${fill(texts.detailDanger, { owners: 2, staff: 3 })}`)
  expect(card).not.toHaveTextContent("owners 2")
})
