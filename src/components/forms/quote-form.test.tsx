import * as React from "react"
import { TextEncoder } from "util"
import { render, screen, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import toast from "react-hot-toast"
import { cairoToday } from "../../lib/cairo-time"
import { QUOTE_LIMITS } from "../../lib/form-limits"
import { QuoteForm, type Option } from "./quote-form"
import { englishEdition } from "../../../testing/content"

jest.mock("react-hot-toast", () => ({
  __esModule: true,
  default: Object.assign(jest.fn(), { success: jest.fn(), error: jest.fn() }),
}))

const { site, services: serviceData, industries: industryData } = englishEdition
const labels = site.form as unknown as Queries.QuoteFormLabelsFragment
const errors = labels.errors
const contact: { phones: string[]; email: string } = site.contact
const services: Option[] = serviceData.map((service) => ({ value: service.formValue, label: service.title }))
const industries: Option[] = industryData.map((industry) => ({ value: industry.slug, label: industry.title }))

const VALID_MESSAGE = "Two storage tanks to API 653, Alexandria port, in March."

function renderForm() {
  const user = userEvent.setup()
  render(<QuoteForm labels={labels} services={services} industries={industries} contact={contact} brand={site.brand} />)
  return user
}

const field = {
  firstName: () => screen.getByLabelText(labels.firstName.label),
  lastName: () => screen.getByLabelText(labels.lastName.label),
  email: () => screen.getByLabelText(labels.email.label),
  company: () => screen.getByLabelText(new RegExp(`^${labels.company.label}`)),
  phone: () => screen.getByLabelText(new RegExp(`^${labels.phone.label}`)),
  industry: () => screen.getByLabelText(labels.industry.label),
  service: () => screen.getByLabelText(labels.service.label),
  message: () => screen.getByLabelText(labels.message.label),
}
const submit = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole("button", { name: labels.submit }))

function expectError(control: HTMLElement, text: string) {
  expect(control).toHaveAttribute("aria-invalid", "true")
  const id = control.getAttribute("aria-describedby")
  expect(id).toBeTruthy()
  expect(document.getElementById(id!)).toHaveTextContent(text)
  expect(control).toHaveAccessibleDescription(text)
}

function expectNoError(control: HTMLElement) {
  expect(control).not.toHaveAttribute("aria-invalid")
  expect(control).not.toHaveAttribute("aria-describedby")
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field.firstName(), "Ahmed")
  await user.type(field.lastName(), "Hassan")
  await user.type(field.email(), "ahmed@example.com")
  await user.type(field.phone(), "+20 100 555 0147")
  await user.selectOptions(field.industry(), industries[0].value)
  await user.selectOptions(field.service(), services[0].value)
  await user.type(field.message(), VALID_MESSAGE)
  await user.click(screen.getByRole("checkbox"))
}

// The network is the browser tests' business (e2e/quote.spec.ts sends to the real API); here a stand-in
// answers like the API does, so the form's handling of each answer can be checked.
function answer(status: number, body: object) {
  const fetchMock = jest.fn(async () => ({
    status,
    json: async () => body,
    headers: { get: () => null },
  }))
  window.fetch = fetchMock as unknown as typeof fetch
  globalThis.fetch = window.fetch
  return fetchMock
}

beforeEach(() => window.sessionStorage.clear())

afterEach(() => {
  window.history.pushState({}, "", "/")
  jest.mocked(toast).mockClear()
  jest.mocked(toast.success).mockClear()
  jest.mocked(toast.error).mockClear()
})

describe("QuoteForm", () => {
  it.each<[keyof typeof field, string, string | null, boolean]>([
    ["firstName", "INPUT", "text", true],
    ["lastName", "INPUT", "text", true],
    ["email", "INPUT", "email", true],
    ["company", "INPUT", "text", false],
    ["phone", "INPUT", "tel", false],
    ["industry", "SELECT", null, true],
    ["service", "SELECT", null, true],
    ["message", "TEXTAREA", null, true],
  ])("labels the %s control and gives it its id, type and required state", (name, tagName, type, required) => {
    renderForm()
    const control = field[name]()
    expect(control.tagName).toBe(tagName)
    expect(control).toHaveAttribute("id", name)
    if (type) expect(control).toHaveAttribute("type", type)
    if (required) expect(control).toBeRequired()
    else expect(control).not.toBeRequired()
  })

  it("marks the optional controls as optional in their labels", () => {
    renderForm()
    expect(field.company()).toHaveAccessibleName(expect.stringContaining(labels.optional))
    expect(field.phone()).toHaveAccessibleName(expect.stringContaining(labels.optional))
    expect(field.firstName()).toHaveAccessibleName(labels.firstName.label)
  })

  it("offers the industries and services from data after a disabled placeholder", () => {
    renderForm()
    const industryOptions = within(field.industry()).getAllByRole<HTMLOptionElement>("option")
    const serviceOptions = within(field.service()).getAllByRole<HTMLOptionElement>("option")
    for (const [select, options, placeholder] of [
      [field.industry(), industryOptions, labels.industry.placeholder],
      [field.service(), serviceOptions, labels.service.placeholder],
    ] as const) {
      expect(select).toHaveDisplayValue(placeholder)
      expect(options[0]).toHaveTextContent(placeholder)
      expect(options[0].value).toBe("")
      expect(options[0]).toBeDisabled()
    }
    const pairs = (options: HTMLOptionElement[]) =>
      options.slice(1).map((o) => ({ value: o.value, label: o.textContent }))
    expect(pairs(industryOptions)).toEqual([...industries, { value: "other", label: labels.industryOther }])
    expect(pairs(serviceOptions)).toEqual(services)
  })

  it("shows an error under each required field on an empty submit and focuses the first", async () => {
    const user = renderForm()
    await submit(user)
    expectError(field.firstName(), errors.required)
    expectError(field.lastName(), errors.required)
    expectError(field.email(), errors.required)
    expectError(field.industry(), errors.select)
    expectError(field.service(), errors.select)
    expectError(field.message(), errors.required)
    expectNoError(field.company())
    expectNoError(field.phone())
    expect(field.firstName()).toHaveFocus()
    expect(toast).not.toHaveBeenCalled()
  })

  it("keeps what was typed after a failed submit and focuses the first field still invalid", async () => {
    const user = renderForm()
    await user.type(field.firstName(), "Ahmed")
    await user.type(field.company(), "Delta Fabricators")
    await submit(user)
    expect(field.firstName()).toHaveValue("Ahmed")
    expect(field.company()).toHaveValue("Delta Fabricators")
    expectNoError(field.firstName())
    expect(field.lastName()).toHaveFocus()
  })

  it("does not check a field on blur before the first submit", async () => {
    const user = renderForm()
    await user.click(field.firstName())
    await user.tab()
    expectNoError(field.firstName())
  })

  it("re-checks a field on blur after the first submit", async () => {
    const user = renderForm()
    await submit(user)
    await user.type(field.lastName(), "Hassan")
    expectError(field.lastName(), errors.required)
    await user.tab()
    expectNoError(field.lastName())
    expect(screen.getAllByText(errors.required)).toHaveLength(3) // first name, e-mail, project details
  })

  it("rejects a malformed phone number", async () => {
    const user = renderForm()
    await user.type(field.phone(), "12ab")
    await submit(user)
    expectError(field.phone(), errors.phone)
  })

  it("rejects an invalid e-mail address", async () => {
    const user = renderForm()
    await user.type(field.email(), "ahmed@")
    await submit(user)
    expectError(field.email(), errors.email)
  })

  it(`asks for at least ${QUOTE_LIMITS.messageMin} characters of project details`, async () => {
    const user = renderForm()
    await user.type(field.message(), "a".repeat(QUOTE_LIMITS.messageMin - 1))
    await submit(user)
    expectError(field.message(), errors.tooShort.replace("{min}", String(QUOTE_LIMITS.messageMin)))
  })

  it("sends a complete request once, shows its reference and empties the form", async () => {
    const fetchMock = answer(201, { reference: "Q-2026-000042" })
    const user = renderForm()
    await fillValid(user)
    await submit(user)
    expect(fetchMock).toHaveBeenCalledTimes(1)
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit]
    expect(url).toBe("/api/quote")
    expect(JSON.parse(String(init.body))).toMatchObject({
      firstName: "Ahmed",
      message: VALID_MESSAGE,
      consent: "on",
      website: "",
    })
    expect((init.headers as Record<string, string>)["Idempotency-Key"]).toMatch(/\S{16,}/)
    expect(toast.success).toHaveBeenCalledWith(expect.stringContaining("Q-2026-000042"))
    expect(await screen.findByRole("status")).toHaveTextContent("Q-2026-000042")
    expect(field.message()).toHaveValue("")
    expect(window.sessionStorage.getItem("quote-draft")).toBeNull()
  })

  // On a phone the status sits at the top of the form, off-screen once the button is pressed (UX review P16).
  it("moves focus to the lasting confirmation after a successful send and scrolls it into view", async () => {
    answer(201, { reference: "Q-2026-000043" })
    const scrolled: Element[] = []
    const scrollIntoView = jest.fn(function (this: Element) {
      scrolled.push(this)
    })
    Element.prototype.scrollIntoView = scrollIntoView
    const user = renderForm()
    await fillValid(user)
    await submit(user)
    const status = await screen.findByRole("status")
    expect(status).toHaveTextContent("Q-2026-000043")
    expect(status).toHaveFocus()
    expect(scrolled).toContain(status)
  })

  it("shows a sending state and cannot send twice while a request is under way", async () => {
    let release!: () => void
    const fetchMock = jest.fn(
      () =>
        new Promise((resolve) => {
          release = () =>
            resolve({ status: 201, json: async () => ({ reference: "Q-2026-000043" }), headers: { get: () => null } })
        }),
    )
    window.fetch = fetchMock as unknown as typeof fetch
    const user = renderForm()
    await fillValid(user)
    await submit(user)
    const button = screen.getByRole("button", { name: labels.sending })
    expect(button).toBeDisabled()
    await user.click(button)
    expect(fetchMock).toHaveBeenCalledTimes(1)
    release()
    expect(await screen.findByRole("button", { name: labels.submit })).toBeEnabled()
    expect(fetchMock).toHaveBeenCalledTimes(1)
  })

  it("keeps what was typed and tells the visitor what to do when sending fails", async () => {
    answer(422, { errors: {} })
    const user = renderForm()
    await fillValid(user)
    await submit(user)
    expect(toast.error).toHaveBeenCalledWith(expect.stringContaining(contact.phones[0]))
    expect(field.message()).toHaveValue(VALID_MESSAGE)
    expect(JSON.parse(window.sessionStorage.getItem("quote-draft")!)).toMatchObject({ message: VALID_MESSAGE })
  })

  it("shows the server's field messages when it refuses the request", async () => {
    answer(400, { errors: { email: "Please enter a valid e-mail address, like name@company.com." } })
    const user = renderForm()
    await fillValid(user)
    await submit(user)
    expectError(field.email(), "Please enter a valid e-mail address, like name@company.com.")
    expect(field.email()).toHaveFocus()
  })

  it("restores a draft kept in sessionStorage", () => {
    window.sessionStorage.setItem("quote-draft", JSON.stringify({ firstName: "Laila", message: VALID_MESSAGE }))
    renderForm()
    expect(field.firstName()).toHaveValue("Laila")
    expect(field.message()).toHaveValue(VALID_MESSAGE)
  })

  it("preselects the service named in ?service=", () => {
    const ndt = services.find((option) => option.value === "ndt")!
    window.history.pushState({}, "", "/contact/?service=ndt")
    renderForm()
    expect(field.service()).toHaveValue("ndt")
    expect(field.service()).toHaveDisplayValue(ndt.label)
  })

  // The form as the built page holds it, before its script hydrates it (`hydrate`).
  async function prerendered() {
    // React's server renderer needs TextEncoder, which jsdom lacks.
    Object.assign(globalThis, { TextEncoder })
    const { renderToString } = await import("react-dom/server")
    const form = (
      <QuoteForm labels={labels} services={services} industries={industries} contact={contact} brand={site.brand} />
    )
    const container = document.body.appendChild(document.createElement("div"))
    container.innerHTML = renderToString(form)
    return { container, hydrate: () => render(form, { container, hydrate: true }) }
  }

  it("keeps what was typed into the prerendered form before it hydrated", async () => {
    const { container, hydrate } = await prerendered()
    ;(container.querySelector("#firstName") as HTMLInputElement).value = "Mona"
    ;(container.querySelector("#industry") as HTMLSelectElement).value = industries[0].value
    hydrate()
    const user = userEvent.setup()
    await user.type(field.lastName(), "El-Sayed")
    expect(field.firstName()).toHaveValue("Mona")
    expect(field.industry()).toHaveValue(industries[0].value)
    expect(JSON.parse(window.sessionStorage.getItem("quote-draft")!)).toMatchObject({
      firstName: "Mona",
      lastName: "El-Sayed",
    })
  })

  // The built page's needed-by field, before the script runs and for visitors without script, and the date it
  // becomes once the script has taken over (testing the first with what the server renders).
  async function prerenderedNeededBy(typed?: string) {
    const { container, hydrate } = await prerendered()
    const built = container.querySelector("#neededBy") as HTMLInputElement
    const inHtml = { type: built.getAttribute("type"), placeholder: built.placeholder, pattern: built.pattern }
    if (typed !== undefined) built.value = typed
    hydrate()
    return { inHtml, hydrated: container.querySelector("#neededBy") as HTMLInputElement }
  }

  it("sends the needed-by field as a text field for YYYY-MM-DD, which becomes a date field once the script runs", async () => {
    const { inHtml, hydrated } = await prerenderedNeededBy()
    // A date field's parts cost a phone's main thread the first time it lays one out: the built page has none.
    expect(inHtml).toEqual({ type: "text", placeholder: labels.neededBy.placeholder, pattern: "\\d{4}-\\d{2}-\\d{2}" })
    expect(hydrated).toHaveAttribute("type", "date")
    expect(hydrated).not.toHaveAttribute("placeholder")
  })

  it("keeps a date typed before the script ran, and leaves a field it could not show as a date as text", async () => {
    const kept = await prerenderedNeededBy("2027-03-31")
    expect(kept.hydrated).toHaveAttribute("type", "date")
    expect(kept.hydrated).toHaveValue("2027-03-31")
    document.body.innerHTML = ""
    // A date field would empty it: it stays text, as typed, for the check on sending to name.
    const partial = await prerenderedNeededBy("31/03/2027")
    expect(partial.hydrated).toHaveAttribute("type", "text")
    expect(partial.hydrated).toHaveValue("31/03/2027")
    document.body.innerHTML = ""
    // So does such a value kept in the draft, which the form restores after it has hydrated.
    window.sessionStorage.setItem("quote-draft", JSON.stringify({ neededBy: "31/03/2027" }))
    renderForm()
    const restored = screen.getByLabelText(new RegExp(`^${labels.neededBy.label}`))
    expect(restored).toHaveAttribute("type", "text")
    expect(restored).toHaveValue("31/03/2027")
  })

  it("gives the needed-by date today in Cairo as its lower bound once the visitor reaches it, not before", async () => {
    const user = renderForm()
    const neededBy = screen.getByLabelText(new RegExp(`^${labels.neededBy.label}`))
    expect(neededBy).not.toHaveAttribute("min")
    // The day read before and after the click: a click at midnight in Cairo may give either.
    const before = cairoToday()
    await user.click(neededBy)
    expect([before, cairoToday()]).toContain(neededBy.getAttribute("min"))
  })

  it("ignores an unknown ?service= value", () => {
    window.history.pushState({}, "", "/contact/?service=welding-robots")
    renderForm()
    expect(field.service()).toHaveDisplayValue(labels.service.placeholder)
  })
})
