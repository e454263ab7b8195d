import * as React from "react"
import { render, screen, waitFor, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import type { Authorisation } from "../../lib/authorisation-replies"
import {
  STAFF_INSPECTORS_API,
  STAFF_LAPSING_AUTHORISATIONS_API,
  STAFF_REPORT_FORMS_API,
  staffAuthorisationsApi,
  staffWithdrawAuthorisationApi,
} from "../../lib/inspect-paths"
import type { ReportForm } from "../../lib/report-form-schema"
import { STAFF_MEMBERS_API } from "../../lib/staff-paths"
import { englishEdition } from "../../../testing/content"
import { AuthorisationsPage } from "./authorisations-page"
import { PersonAuthorisationsPage } from "./person-authorisations-page"

const FORMS = englishEdition.reportForms as ReportForm[]
const SAMIR = { id: "u-samir", name: "Samir Gaber" }
const OMAR = { id: "u-omar", name: "Omar Said" }
const UT: Authorisation = {
  ...{ id: "a-ut", userId: SAMIR.id, kind: "ndt-report", method: "UT", level: 2, capability: "examine" },
  ...{ scheme: "pcn-iso-9712", certificateNumber: "PCN-UT-31877", issuer: "BINDT" },
  ...{ validFrom: "2025-01-01", validUntil: "2027-01-20", visionTestOn: "2026-02-01" },
  ...{ recordedBy: "Amal Fathy", recordedAt: "2026-12-01T08:00:00.000Z", withdrawnAt: null, withdrawnBy: null },
}
const records = (list: Authorisation[]) => ({ status: 200, body: { authorisations: list } })
const LIST = `GET ${staffAuthorisationsApi.to({ userId: SAMIR.id })}`
const RECORD = `POST ${staffAuthorisationsApi.to({ userId: SAMIR.id })}`
const WITHDRAW = `POST ${staffWithdrawAuthorisationApi.to({ userId: SAMIR.id, authorisationId: UT.id })}`

type Answer = { status: number; body: unknown }
// The workspace API: each "METHOD path" answers in turn from its list (the last answer repeats); the bodies sent kept.
function serve(answers: Record<string, Answer[]>) {
  const bodies: Record<string, unknown[]> = {}
  window.fetch = jest.fn(async (path: string, init: RequestInit = {}) => {
    const key = `${init.method ?? "GET"} ${path}`
    if (init.body) (bodies[key] ??= []).push(JSON.parse(String(init.body)))
    const queue = answers[key] ?? [{ status: 404, body: { error: "Not found." } }]
    const answer = queue.length > 1 ? queue.shift()! : queue[0]
    return {
      ok: answer.status < 400,
      status: answer.status,
      statusText: "",
      text: async () => JSON.stringify(answer.body),
    }
  }) as unknown as typeof fetch
  return bodies
}
const PEOPLE = {
  [`GET ${STAFF_REPORT_FORMS_API}`]: [{ status: 200, body: { forms: FORMS } }],
  [`GET ${STAFF_INSPECTORS_API}`]: [{ status: 200, body: [SAMIR] }],
  [`GET ${STAFF_MEMBERS_API}`]: [{ status: 200, body: [OMAR] }],
}

test("an administrator reads an inspector's records, records one (a refusal marks its field and keeps what was typed) and withdraws one after confirming", async () => {
  const user = userEvent.setup()
  const withdrawn = { ...UT, withdrawnAt: "2026-12-07T10:00:00.000Z", withdrawnBy: "Amal Fathy" }
  const lifting = { ...UT, id: "a-te", kind: "thorough-examination", method: null, level: null, visionTestOn: null }
  const bodies = serve({
    ...PEOPLE,
    [LIST]: [records([UT]), records([UT, lifting]), records([withdrawn, lifting])],
    [RECORD]: [
      {
        status: 400,
        body: {
          error: "The certificate ends before it starts.",
          code: "INVALID_REQUEST",
          fields: { validUntil: "The certificate ends before it starts." },
        },
      },
      { status: 201, body: { id: "a-te" } },
    ],
    [WITHDRAW]: [{ status: 200, body: { ok: true } }],
  })
  render(<PersonAuthorisationsPage userId={SAMIR.id} admin />)
  expect(await screen.findByRole("heading", { level: 1, name: "Authorisations of Samir Gaber" })).toBeVisible()
  const ut = await screen.findByTestId("authorisation-a-ut")
  expect(ut).toHaveTextContent("Examine: NDT UT, level 2")
  expect(ut).toHaveTextContent("PCN PCN-UT-31877, issued by BINDT")
  expect(ut).toHaveTextContent("Valid 1 January 2025 to 20 January 2027 · near-vision test 1 February 2026")

  await user.selectOptions(await screen.findByRole("combobox", { name: "What it covers" }), "thorough-examination")
  expect(screen.getByRole("combobox", { name: "What the holder may do" })).toHaveValue("examine")
  expect(screen.queryByLabelText("Last near-vision test")).toBeNull()
  await user.selectOptions(screen.getByRole("combobox", { name: "Scheme" }), "leea")
  await user.type(screen.getByRole("textbox", { name: "Certificate number" }), "LEEA-TE-0042")
  await user.type(screen.getByRole("textbox", { name: /^Issuer/ }), "LEEA")
  await user.type(screen.getByLabelText("Valid from"), "2026-01-01")
  await user.type(screen.getByLabelText("Valid until"), "2025-12-31")
  await user.click(screen.getByRole("button", { name: "Record the authorisation" }))
  expect(await screen.findByText("The certificate ends before it starts.")).toBeVisible()
  expect(screen.getByLabelText("Valid until")).toHaveAttribute("aria-invalid", "true")
  expect(screen.getByRole("textbox", { name: "Certificate number" })).toHaveValue("LEEA-TE-0042")
  await user.clear(screen.getByLabelText("Valid until"))
  await user.type(screen.getByLabelText("Valid until"), "2028-12-31")
  await user.click(screen.getByRole("button", { name: "Record the authorisation" }))
  expect(await screen.findByRole("status")).toHaveTextContent("Recorded for Samir Gaber: certificate LEEA-TE-0042.")
  expect(bodies[RECORD]?.[1]).toEqual({
    ...{ kind: "thorough-examination", method: null, level: null, capability: "examine", scheme: "leea" },
    ...{ certificateNumber: "LEEA-TE-0042", issuer: "LEEA", validFrom: "2026-01-01", validUntil: "2028-12-31" },
    visionTestOn: null,
  })
  expect(await screen.findByTestId("authorisation-a-te")).toHaveTextContent("Examine: Report of a thorough examination")

  await user.click(within(screen.getByTestId("authorisation-a-ut")).getByRole("button", { name: /^Withdraw…/ }))
  const question = screen.getByRole("alertdialog")
  expect(question).toHaveFocus()
  expect(question).toHaveTextContent("reports already issued stay as they are")
  await user.click(within(question).getByRole("button", { name: "Withdraw it" }))
  await waitFor(() => expect(screen.getByTestId("authorisation-a-ut")).toHaveTextContent("Withdrawn"))
  expect(screen.getByTestId("authorisation-a-ut")).toHaveTextContent("withdrawn by Amal Fathy")
  expect(bodies[WITHDRAW]).toHaveLength(1)
})

test("staff read the records without the form or withdrawing; the authorisations page lists what lapses and who holds what", async () => {
  serve({
    ...PEOPLE,
    [LIST]: [records([UT])],
    [`GET ${STAFF_LAPSING_AUTHORISATIONS_API}`]: [
      {
        status: 200,
        body: {
          lapsing: [{ authorisation: UT, inspectorName: "Samir Gaber", what: "certificate", lastDay: "2027-01-20" }],
        },
      },
    ],
  })
  const { unmount } = render(<PersonAuthorisationsPage userId={SAMIR.id} admin={false} />)
  expect(await screen.findByTestId("authorisation-a-ut")).toBeVisible()
  expect(screen.queryByRole("button", { name: /Withdraw/ })).toBeNull()
  expect(screen.queryByRole("button", { name: "Record the authorisation" })).toBeNull()
  unmount()
  render(<AuthorisationsPage />)
  const lapsing = await screen.findByRole("region", { name: "Lapsing within 60 days" })
  expect(await within(lapsing).findByRole("listitem")).toHaveTextContent(
    "Samir Gaber: examine NDT UT, level 2 — certificate PCN-UT-31877 ends on 20 January 2027",
  )
  expect(await screen.findByRole("link", { name: "Omar Said" })).toHaveAttribute(
    "href",
    "/staff/authorisations/u-omar/",
  )
  expect(screen.getAllByRole("link", { name: "Samir Gaber" })[0]).toHaveAttribute(
    "href",
    "/staff/authorisations/u-samir/",
  )
})
