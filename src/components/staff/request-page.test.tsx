import * as React from "react"
import { render, screen } from "@testing-library/react"
import { RequestPage } from "./request-page"
import type { RequestDetail } from "../../lib/staff-replies"
import { STAFF_MEMBERS_API, STAFF_NAMES_API, staffRequestApi } from "../../lib/staff-paths"

const DETAIL: RequestDetail = {
  id: 4,
  reference: "Q-2026-000004",
  created_at: "2026-12-07T10:00:00.000Z",
  first_name: "Mona",
  last_name: "Adel",
  company: "Delta Refining",
  industry: "oil-gas",
  service: "hydrotesting",
  locale: "en",
  spam: 1,
  spam_reason: "too-fast",
  fill_ms: 2400,
  mail_status: "skipped",
  ack_limited: 0,
  status: "new",
  assignee_id: null,
  erased_at: null,
  kind: "quote",
  due_at: null,
  first_reply_at: null,
  assignee_name: null,
  left_ms: null,
  email: "mona@example.com",
  phone: null,
  message: "Hydrotest of two vessels.",
  user_agent: null,
  page: "/contact/",
  consent_at: null,
  notice_version: null,
  lost_reason: null,
  job_reference: null,
  site_kind: "offshore",
  site: "West Nile Delta field",
  needed_by: null,
  reminded_soon_at: null,
  reminded_overdue_at: null,
  scheduled_for: null,
  items: [],
  mails: [
    {
      kind: "notification",
      status: "waiting",
      attempts: 1,
      last_error: null,
      sent_at: null,
      next_attempt_at: "2026-12-07T10:01:00.000Z",
    },
  ],
  notes: [],
  attachments: [],
  history: [],
}
const NAMES = {
  services: { hydrotesting: "Pressure Testing" },
  industries: { "oil-gas": "Oil & Gas" },
  kinds: {},
  languages: { en: "English" },
  sites: { offshore: "Offshore" },
}

test("a request's page says its codes by name, why it is in Spam, and its mail's attempts in words", async () => {
  const answers: Record<string, unknown> = {
    [staffRequestApi.to({ reference: DETAIL.reference })]: DETAIL,
    [STAFF_NAMES_API]: NAMES,
    [STAFF_MEMBERS_API]: [],
  }
  window.fetch = jest.fn(async (path: string) => {
    const body = answers[path]
    const status = body === undefined ? 404 : 200
    return { ok: status === 200, status, statusText: "", text: async () => JSON.stringify(body ?? {}) }
  }) as unknown as typeof fetch
  render(<RequestPage reference={DETAIL.reference} />)
  const value = (term: string) => screen.getByText(term, { selector: "dt" }).nextElementSibling
  expect(await screen.findByText("Pressure Testing")).toBeVisible()
  expect(value("Industry")).toHaveTextContent(/^Oil & Gas$/)
  expect(value("Language")).toHaveTextContent(/^English$/)
  expect(value("Site")).toHaveTextContent(/^Offshore$/)
  expect(screen.getByTestId("spam-reason")).toHaveTextContent("In Spam: Sent 2.4 s after the form opened.")
  expect(screen.getByText(/^Notification to the company:/)).toHaveTextContent(
    "Notification to the company: not sent yet, 1 attempt",
  )
})
