import * as React from "react"
import { render, screen, waitFor } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { CertificateForm } from "./certificate-form"
import { englishEdition } from "../../../testing/content"

// The shipped table (data/intervals.json), as the staff page's query hands it down; left out, months are null.
const intervals = englishEdition.intervals.map((interval) => ({ ...interval, months: interval.months ?? null }))
const named = (slug: string) => intervals.find((interval) => interval.slug === slug)!

// A stand-in for POST /api/staff/certificates answering as the server does.
function answer(status: number, body: object) {
  // Typed with fetch's arguments, so a test can read the body it was sent.
  const fetchMock = jest.fn<Promise<object>, [string, RequestInit?]>(async () => ({
    ok: status < 400,
    status,
    statusText: "",
    text: async () => JSON.stringify(body),
  }))
  window.fetch = fetchMock as unknown as typeof fetch
  return fetchMock
}

function renderForm() {
  const user = userEvent.setup()
  const onIssued = jest.fn()
  render(<CertificateForm intervals={intervals} onIssued={onIssued} />)
  return { user, onIssued }
}

const kind = () => screen.getByLabelText("Kind")
const equipmentClass = () => screen.getByLabelText(/^Equipment class/)
const inspected = () => screen.getByLabelText("Inspection date")
const validUntil = () => screen.getByLabelText(/^Valid until/)

test("picking a class proposes the inspection date plus its interval, with the source beside it", async () => {
  const { user } = renderForm()
  await user.selectOptions(equipmentClass(), named("lifting-accessories").name)
  // No inspection date yet: the rule is said, no date proposed.
  expect(validUntil()).toHaveValue("")
  expect(validUntil()).toHaveAccessibleDescription(
    /^6 months — LOLER 1998 reg\. 9\(3\)\(a\)\(i\)\. Enter the inspection date/,
  )
  await user.type(inspected(), "2026-08-31")
  // End of month: 31 August + 6 months is the last day of February.
  expect(validUntil()).toHaveValue("2027-02-28")
  expect(validUntil()).toHaveAccessibleDescription(/^Proposed: 6 months — LOLER 1998 reg\. 9\(3\)\(a\)\(i\)\./)

  await user.selectOptions(equipmentClass(), named("other-lifting-equipment").name)
  expect(validUntil()).toHaveValue("2027-08-31")
  expect(screen.getByText(/12 months — LOLER 1998 reg\. 9\(3\)\(a\)\(ii\); ILO C152 Art\. 23/)).toBeVisible()
})

test("staff can change the proposed date, and a date they typed is not replaced", async () => {
  const { user } = renderForm()
  await user.selectOptions(equipmentClass(), named("other-lifting-equipment").name)
  await user.type(inspected(), "2026-03-10")
  expect(validUntil()).toHaveValue("2027-03-10")
  await user.clear(validUntil())
  await user.type(validUntil(), "2026-12-31")
  await user.clear(inspected())
  await user.type(inspected(), "2026-03-12")
  await user.selectOptions(equipmentClass(), named("lifting-persons").name)
  expect(validUntil()).toHaveValue("2026-12-31")
})

test("a class with no interval proposes nothing and says the inspector states the date", async () => {
  const { user } = renderForm()
  await user.type(inspected(), "2026-05-04")
  // A thorough examination's class first, then a pressure test: the proposed date goes with its class.
  await user.selectOptions(equipmentClass(), named("lifting-accessories").name)
  expect(validUntil()).toHaveValue("2026-11-04")
  await user.selectOptions(kind(), "pressure-test")
  expect(equipmentClass()).toHaveValue("")
  expect(validUntil()).toHaveValue("")
  await user.selectOptions(equipmentClass(), named("pressure-equipment").name)
  expect(validUntil()).toHaveValue("")
  expect(validUntil()).toHaveAccessibleDescription(
    /^No fixed interval — API 510, API 570, API 653: the inspector states the date/,
  )
  // A kind no class is of offers no class.
  await user.selectOptions(kind(), "competence-card")
  expect(screen.queryByLabelText(/^Equipment class/)).toBeNull()
})

test("a refused record keeps what was typed, the proposal included; the class is not sent", async () => {
  const { user, onIssued } = renderForm()
  const fetchMock = answer(400, { error: "Invalid record", errors: { item: "Please fill in this field." } })
  await user.type(screen.getByLabelText(/^Certificate number/), "LE-2026-00421")
  await user.selectOptions(equipmentClass(), named("lifting-accessories").name)
  await user.type(inspected(), "2026-08-31")
  await user.click(screen.getByRole("button", { name: "Add the record" }))
  expect(await screen.findByText("Please fill in this field.")).toBeVisible()
  expect(onIssued).not.toHaveBeenCalled()
  expect(screen.getByLabelText(/^Certificate number/)).toHaveValue("LE-2026-00421")
  expect(equipmentClass()).toHaveValue("lifting-accessories")
  expect(validUntil()).toHaveValue("2027-02-28")
  const sent = JSON.parse(String(fetchMock.mock.calls[0][1]!.body)) as Record<string, string>
  expect(sent).toMatchObject({ kind: "lifting-equipment", inspected_on: "2026-08-31", valid_until: "2027-02-28" })
  expect(Object.values(sent)).not.toContain("lifting-accessories")

  // Accepted: the form is empty for the next record.
  answer(201, { number: "LE-2026-00421", code: "ABCDEFGHJK" })
  await user.click(screen.getByRole("button", { name: "Add the record" }))
  await waitFor(() => expect(onIssued).toHaveBeenCalledWith([{ number: "LE-2026-00421", code: "ABCDEFGHJK" }]))
  expect(validUntil()).toHaveValue("")
  expect(equipmentClass()).toHaveValue("")
})

test("the client company is chosen from the list and sent by id; the server's refusal is shown beside it", async () => {
  const user = userEvent.setup()
  const companies = [
    { id: "c-delta", name: "Delta Refining" },
    { id: "c-nile", name: "Nile Cement" },
  ]
  render(<CertificateForm intervals={intervals} companies={companies} onIssued={jest.fn()} />)
  const company = screen.getByLabelText(/^Client company/)
  expect(company).toHaveValue("")
  expect(screen.getByRole("option", { name: "— none —" })).toBeInTheDocument()
  const fetchMock = answer(400, { errors: { company: "is not a client company" } })
  await user.selectOptions(company, "Nile Cement")
  await user.click(screen.getByRole("button", { name: "Add the record" }))
  expect(await screen.findByText("is not a client company")).toBeVisible()
  expect(company).toHaveAccessibleDescription("is not a client company")
  expect(company).toHaveValue("c-nile")
  const sent = JSON.parse(String(fetchMock.mock.calls[0][1]!.body)) as Record<string, string>
  expect(sent.company).toBe("c-nile")
})

// The review (P15): the form asked "Client" as free text and "Client company" as a select; choosing the company did
// not fill the text.
test("choosing the client company fills the client's name, which stays editable and is not overwritten", async () => {
  const user = userEvent.setup()
  const companies = [
    { id: "c-delta", name: "Delta Refining" },
    { id: "c-nile", name: "Nile Cranes" },
  ]
  render(<CertificateForm intervals={intervals} companies={companies} onIssued={jest.fn()} />)
  const client = screen.getByLabelText("Client")
  await user.selectOptions(screen.getByLabelText(/^Client company/), "Delta Refining")
  expect(client).toHaveValue("Delta Refining")
  // Another company replaces a name it filled in itself.
  await user.selectOptions(screen.getByLabelText(/^Client company/), "Nile Cranes")
  expect(client).toHaveValue("Nile Cranes")
  // What staff typed is theirs: a later choice leaves it.
  await user.clear(client)
  await user.type(client, "Nile Cranes – Alexandria yard")
  await user.selectOptions(screen.getByLabelText(/^Client company/), "Delta Refining")
  expect(client).toHaveValue("Nile Cranes – Alexandria yard")
})
