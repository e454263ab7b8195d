import * as React from "react"
import { render, screen, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { arabic, englishEdition } from "../../../testing/content"
import type { FieldValue } from "../../lib/inspect-replies"
import type { ReportForm } from "../../lib/report-form-schema"
import { ReportFormView, type Values } from "./report-form-view"

const formOf = (edition: typeof englishEdition, kind: string) =>
  edition.reportForms.find((form: ReportForm) => form.kind === kind) as ReportForm

// The form as the app holds it: values in state, each change through the field's updater.
function Harness({
  form,
  edition = englishEdition,
  onDangerNow = () => undefined,
  notices = {},
}: {
  form: ReportForm
  edition?: typeof englishEdition
  onDangerNow?: (defectId: string) => void
  notices?: Record<string, { sent: boolean }>
}) {
  const [values, setValues] = React.useState<Values>({})
  let next = 0
  return (
    <ReportFormView
      form={form}
      values={values}
      onChange={(fieldId, update) =>
        setValues((current) => ({ ...current, [fieldId]: update(current[fieldId]) as FieldValue }))
      }
      onDangerNow={onDangerNow}
      notices={notices}
      photos={[]}
      photoActions={{ add: async () => undefined, caption: () => undefined, remove: () => undefined }}
      missing={new Set()}
      texts={edition.client.inspect}
      newId={() => `00000000-0000-4000-8000-00000000000${next++}`}
    />
  )
}

test("the thorough examination is drawn from its definition: sections in order, help under each field, required said in words", () => {
  const form = formOf(englishEdition, "thorough-examination")
  render(<Harness form={form} />)
  expect(screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent)).toEqual(
    form.sections.map((section) => section.title),
  )
  const name = screen.getByRole("textbox", { name: "Employer's name (required)" })
  expect(name).toHaveAccessibleDescription(expect.stringContaining(form.sections[0].fields[0].help))
  expect(screen.getByRole("textbox", { name: "Date of manufacture (where known)" })).toBeInTheDocument()
  // A choice of five is a list; yes/no two big radio buttons.
  expect(screen.getByRole("combobox", { name: /Reason for the examination/ })).toBeInTheDocument()
  const safe = screen.getByRole("group", { name: "Safe to operate (required)" })
  expect(within(safe).getAllByRole("radio").map((radio) => radio.closest("label")?.textContent)).toEqual(["Yes", "No"])
  expect(screen.getByText("Take a photo", { exact: false })).toBeInTheDocument()
})

test("a number says its unit; an NDT report's indications are listed with location, size and evaluation", async () => {
  const user = userEvent.setup()
  render(<Harness form={formOf(englishEdition, "pressure-test")} />)
  expect(screen.getByRole("textbox", { name: /Test pressure \(\s*bar g\s*\)/ })).toHaveAttribute("inputmode", "decimal")
  render(<Harness form={formOf(englishEdition, "ndt-report")} />)
  await user.click(screen.getByRole("button", { name: "Add an indication" }))
  expect(screen.getByRole("textbox", { name: "Location" })).toBeInTheDocument()
  expect(screen.getByRole("textbox", { name: "Size" })).toBeInTheDocument()
  expect(screen.getByRole("combobox", { name: "Evaluation" })).toHaveDisplayValue("Recorded only")
})

test("a defect marked a danger now queues its notice at once and says it waits for the network", async () => {
  const user = userEvent.setup()
  const onDangerNow = jest.fn()
  const form = formOf(englishEdition, "thorough-examination")
  const { rerender } = render(<Harness form={form} onDangerNow={onDangerNow} />)
  await user.click(screen.getByRole("button", { name: "Add a defect" }))
  await user.type(screen.getByRole("textbox", { name: "The defect" }), "Hook safety catch missing")
  await user.click(screen.getByRole("radio", { name: "Yes, now" }))
  expect(onDangerNow).toHaveBeenCalledWith("00000000-0000-4000-8000-000000000000")
  rerender(
    <Harness form={form} onDangerNow={onDangerNow} notices={{ "00000000-0000-4000-8000-000000000000": { sent: false } }} />,
  )
  expect(screen.getByRole("status")).toHaveTextContent("Waiting for network — will be sent first")
  rerender(
    <Harness form={form} onDangerNow={onDangerNow} notices={{ "00000000-0000-4000-8000-000000000000": { sent: true } }} />,
  )
  expect(screen.getByRole("status")).toHaveTextContent("Sent to the owner")
  // A will-be-danger defect asks for the date it must be remedied by.
  await user.click(screen.getByRole("radio", { name: "It will be, by a date" }))
  expect(screen.getByLabelText("To be remedied by")).toBeRequired()
})

test("the Arabic edition draws the same form in Arabic", () => {
  render(
    <div dir="rtl">
      <Harness form={formOf(arabic, "thorough-examination")} edition={arabic} />
    </div>,
  )
  const form = formOf(arabic, "thorough-examination")
  expect(screen.getByRole("heading", { name: form.sections[0].title })).toBeInTheDocument()
  expect(screen.getByRole("button", { name: arabic.client.inspect.defects.add })).toBeInTheDocument()
  expect(screen.getAllByText(`(${arabic.client.inspect.report.required})`).length).toBeGreaterThan(5)
})
