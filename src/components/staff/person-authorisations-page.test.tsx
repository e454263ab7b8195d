import * as React from "react"
import { render, screen, waitFor, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import type { Authorisation } from "../../lib/authorisation-replies"
import {
  STAFF_INSPECTORS_API,
  STAFF_LAPSING_AUTHORISATIONS_API,
  STAFF_REPORT_FORMS_API,
  staffAuthorisationScanApi,
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
const records = (list: (Authorisation & { scan?: { name: string; size: number } })[]) => ({
  status: 200,
  body: { authorisations: list },
})
const LIST = `GET ${staffAuthorisationsApi.to({ userId: SAMIR.id })}`
const RECORD = `POST ${staffAuthorisationsApi.to({ userId: SAMIR.id })}`
const SCAN = staffAuthorisationScanApi.to({ userId: SAMIR.id, authorisationId: UT.id })
const WITHDRAW = `POST ${staffWithdrawAuthorisationApi.to({ userId: SAMIR.id, authorisationId: UT.id })}`

type Answer = { status: number; body: unknown }
// The workspace API: each "METHOD path" answers in turn from its list (the last answer repeats); the bodies sent kept.
function serve(answers: Record<string, Answer[]>) {
  const bodies: Record<string, unknown[]> = {}
  window.fetch = jest.fn(async (path: string, init: RequestInit = {}) => {
    const key = `${init.method ?? "GET"} ${path}`
    // A file goes as multipart (the scan of a certificate): kept as the File sent.
    const body =
      init.body instanceof FormData ? init.body.get("attachments") : init.body && JSON.parse(String(init.body))
    if (body) (bodies[key] ??= []).push(body)
    const queue = answers[key] ?? [{ status: 404, body: { error: "Not found." } }]
    const answer = queue.length > 1 ? queue.shift()! : queue[0]
    return {
      ok: answer.status < 400,
      status: answer.status,
      statusText: "",
      text: async () => JSON.stringify(answer.body),
      json: async () => answer.body,
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

test("an administrator attaches the scan: a refusal shows under the input, an oversized file is not sent, then the scan downloads from the record", async () => {
  const user = userEvent.setup()
  const bodies = serve({
    ...PEOPLE,
    [LIST]: [records([UT])],
    [`PUT ${SCAN}`]: [
      {
        status: 400,
        body: {
          error: 'Attach one scan of the certificate, a PDF, JPEG or PNG file, in the field "attachments".',
          code: "INVALID_REQUEST",
        },
      },
      { status: 200, body: { scan: { name: "PCN-UT-31877.pdf", size: 204_800 } } },
    ],
  })
  render(<PersonAuthorisationsPage userId={SAMIR.id} admin />)
  const record = await screen.findByTestId("authorisation-a-ut")
  expect(record).toHaveTextContent("No scan of the certificate attached.")
  const input = within(record).getByLabelText(
    "Attach the scan of certificate PCN-UT-31877 (PDF, JPEG or PNG, 10 MB at most)",
  )
  expect(input).toHaveAttribute("accept", ".pdf,.jpg,.jpeg,.png")

  await user.upload(input, new File(["typed, not scanned"], "certificate.pdf", { type: "application/pdf" }))
  const refusal = await within(record).findByRole("alert")
  expect(refusal).toHaveTextContent("Attach one scan of the certificate, a PDF, JPEG or PNG file")
  expect(input).toHaveAttribute("aria-invalid", "true")
  expect(input).toHaveAccessibleDescription(refusal.textContent!)

  const big = new File([new Uint8Array(10 * 1024 * 1024 + 1)], "big.pdf", { type: "application/pdf" })
  await user.upload(input, big)
  expect(await within(record).findByRole("alert")).toHaveTextContent("big.pdf is 10 MB: a scan may be 10 MB at most.")
  expect((bodies[`PUT ${SCAN}`] as File[]).map((file) => file.name)).toEqual(["certificate.pdf"])

  await user.upload(input, new File(["%PDF-1.4"], "PCN-UT-31877.pdf", { type: "application/pdf" }))
  const link = await within(record).findByRole("link", { name: "PCN-UT-31877.pdf" })
  expect(link).toHaveAttribute("href", SCAN)
  expect(record).toHaveTextContent("Scan of the certificate: PCN-UT-31877.pdf · 200 KB")
  expect(within(record).queryByRole("alert")).toBeNull()
  expect(screen.getByRole("status")).toHaveTextContent("Scan attached: certificate PCN-UT-31877.")
  expect(within(record).getByLabelText(/^Replace the scan of certificate PCN-UT-31877/)).toBeEnabled()
  expect((bodies[`PUT ${SCAN}`] as File[]).map((file) => file.name)).toEqual(["certificate.pdf", "PCN-UT-31877.pdf"])
})

test("staff download the scan and are offered no upload", async () => {
  serve({ ...PEOPLE, [LIST]: [records([{ ...UT, scan: { name: "PCN-UT-31877.pdf", size: 204_800 } }])] })
  render(<PersonAuthorisationsPage userId={SAMIR.id} admin={false} />)
  const record = await screen.findByTestId("authorisation-a-ut")
  expect(within(record).getByRole("link", { name: "PCN-UT-31877.pdf" })).toHaveAttribute("href", SCAN)
  expect(within(record).queryByLabelText(/scan of certificate/)).toBeNull()
})
