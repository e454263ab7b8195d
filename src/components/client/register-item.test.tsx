import * as React from "react"
import { fireEvent, render, screen, within } from "@testing-library/react"
import { fakeClientApi, ok } from "../../../testing/client-app-harness"
import { arabic, englishEdition } from "../../../testing/content"
import { unisolatedRuns } from "../../../testing/unisolated-runs"
import { REGISTER_HISTORY_PATH, REGISTER_REPORT_PATH } from "../../lib/client-paths"
import { fill, formatDate } from "../../lib/format"
import type { Locale } from "../../lib/locales"
import type { HistoryCertificate, RegisterItem as Item } from "../../lib/register-replies"
import { RegisterItem } from "./register-item"

// A pressure test's record as the register's API answers it: issued, no due date (server/client/record-kinds.test.ts).
const RECORD: Item = {
  number: "PT-2026-00031",
  kind: "pressure-test",
  item: "Pig launcher, hydrotest",
  serial: "PL-2",
  rating: null,
  site: "Rig 7",
  inspectedOn: "2026-10-28",
  validUntil: null,
  status: "issued",
  statusAt: null,
  statusReason: null,
  examinations: 1,
  hasReport: false,
  booked: null,
  danger: null,
  code: "PTCODE0031",
}
const SLING: Item = {
  ...RECORD,
  number: "LE-2026-00412",
  kind: "lifting-equipment",
  item: "Webbing sling, 2 t",
  validUntil: "2026-11-30",
  status: "expired",
}

const EDITIONS = { en: englishEdition, ar: arabic }
function renderItem(item: Item, locale: Locale) {
  const edition = EDITIONS[locale]
  const kinds = Object.fromEntries(edition.verify.kinds.map((kind) => [kind.id, kind.name]))
  render(
    <ul>
      <RegisterItem
        item={item}
        texts={edition.client.register}
        statuses={edition.client.statuses}
        kinds={kinds}
        locale={locale}
        brand={edition.site.brand}
        site={{
          phone: edition.site.contact.phones[0],
          email: edition.site.contact.email,
          suspendedText: edition.verify.result.suspendedText,
          withdrawnText: edition.verify.result.withdrawnText,
        }}
      />
    </ul>,
  )
  return screen.getAllByRole("listitem").at(-1)!
}

test.each([
  ["en", `Issued on ${formatDate("2026-10-28", "en")}`],
  ["ar", `صدر في ${formatDate("2026-10-28", "ar")}`],
] as const)("a record reads issued on its day in %s, never valid, expired or due", (locale, words) => {
  const shown = renderItem(RECORD, locale)
  const { statuses, register } = EDITIONS[locale].client
  expect(within(shown).getByText(words)).toHaveAttribute("data-status", "issued")
  for (const status of ["valid", "expired", "due"] as const) expect(shown).not.toHaveTextContent(statuses[status])
  // No validity, so no "next due" either, as the public check leaves it out.
  expect(shown).not.toHaveTextContent(register.validUntil)
  expect(shown).not.toHaveTextContent(register.noExpiry)
})

test.each(["en", "ar"] as const)("a thorough examination still reads expired in %s", (locale) => {
  const shown = renderItem(SLING, locale)
  const { statuses, register } = EDITIONS[locale].client
  expect(within(shown).getByText(statuses.expired)).toHaveAttribute("data-status", "expired")
  expect(shown).toHaveTextContent(register.validUntil)
})

// The sling's item after its second examination: the old certificate, valid until last month, was replaced.
const RENEWED: Item = { ...SLING, number: "LE-2026-01002", validUntil: "2027-05-31", status: "valid", examinations: 2 }
const renewedFields = {
  number: RENEWED.number,
  kind: RENEWED.kind,
  item: RENEWED.item,
  serial: RENEWED.serial,
  rating: RENEWED.rating,
  site: RENEWED.site,
  inspectedOn: RENEWED.inspectedOn,
  validUntil: RENEWED.validUntil,
  status: RENEWED.status,
  statusAt: null,
  statusReason: null,
}
const HISTORY: HistoryCertificate[] = [
  { ...renewedFields, report: null, supersededBy: null },
  {
    ...renewedFields,
    number: "LE-2025-00902",
    inspectedOn: "2025-11-20",
    validUntil: "2026-11-30",
    status: "expired",
    report: { size: 1200, sha256: "a".repeat(64) },
    supersededBy: "LE-2026-01002",
  },
]

test.each(["en", "ar"] as const)(
  "an older certificate in the history reads superseded by its successor in %s, not expired; rows say Certificate",
  async (locale) => {
    fakeClientApi((call) => (call.path === REGISTER_HISTORY_PATH ? ok({ certificates: HISTORY }) : undefined))
    const shown = renderItem(RENEWED, locale)
    const { statuses, register } = EDITIONS[locale].client
    fireEvent.click(within(shown).getByRole("button", { name: new RegExp(register.history) }))
    const rows = within(await screen.findByRole("list", { name: register.historyHeading })).getAllByRole("listitem")
    expect(rows).toHaveLength(2)
    const [latest, older] = rows
    expect(within(older).getByText(register.superseded)).toHaveAttribute("data-status", "superseded")
    expect(older).toHaveTextContent(fill(register.supersededBy, { number: "LE-2026-01002" }))
    expect(older).not.toHaveTextContent(statuses.expired)
    // A replaced certificate has no next examination of its own: the item's is the latest's.
    expect(older).not.toHaveTextContent(register.validUntil)
    expect(within(latest).getByText(statuses.valid)).toHaveAttribute("data-status", "valid")
    for (const row of rows) {
      expect(within(row).getByText(register.certificateNumber)).toBeInTheDocument()
      expect(row).not.toHaveTextContent(register.certificate)
    }
    // The report's SHA-256 stays in the history, for whoever compares the saved file.
    expect(older).toHaveTextContent("a".repeat(64))
  },
)

test.each(["en", "ar"] as const)("a record's history row says Report, its card the latest report, in %s", (locale) => {
  const shown = renderItem(RECORD, locale)
  const { register } = EDITIONS[locale].client
  expect(within(shown).getByText(register.latestReport)).toBeInTheDocument()
  expect(shown).not.toHaveTextContent(register.certificate)
})

test.each(["en", "ar"] as const)(
  "a card with a signed report links its PDF directly in %s, without the SHA-256",
  (locale) => {
    const shown = renderItem({ ...RECORD, hasReport: true }, locale)
    const { register } = EDITIONS[locale].client
    const reportLink = { name: `${register.report} ${fill(register.reportFor, { number: RECORD.number })}` }
    expect(within(shown).getByRole("link", reportLink)).toHaveAttribute(
      "href",
      `${REGISTER_REPORT_PATH}?number=${RECORD.number}`,
    )
    expect(shown).not.toHaveTextContent(register.checksum)
    // No report, no link.
    const without = renderItem({ ...SLING, number: RECORD.number }, locale)
    expect(within(without).queryByRole("link", reportLink)).toBeNull()
  },
)

test.each(["en", "ar"] as const)(
  "the card copies the public check's address of its certificate in %s, as the label's QR opens it",
  async (locale) => {
    const writeText = jest.fn(async () => undefined)
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true })
    const shown = renderItem(SLING, locale)
    const { register } = EDITIONS[locale].client
    fireEvent.click(within(shown).getByRole("button", { name: register.copyLink }))
    expect(await within(shown).findByText(register.copied)).toBeInTheDocument()
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/verify/?n=LE-2026-00412&c=PTCODE0031`)
  },
)

// An item an inspector found dangerous on site (issue 61), as the register's API answers it: found at 09:41 in Cairo
// on 10 March, still valid by its certificate. The card says "do not use" first, in the reader's language.
const CRANE: Item = {
  ...SLING,
  item: "Crawler crane, 80 t",
  serial: "CR-7",
  validUntil: "2026-09-13",
  status: "valid",
  danger: { since: "2026-03-10T07:41:00.000Z", defect: "Hook latch missing, throat opened 12 % (hook H-2)" },
}

test.each(["en", "ar"] as const)(
  "a dangerous item says 'do not use' first in %s, with the day and the defect",
  (locale) => {
    const shown = renderItem(CRANE, locale)
    const { register } = EDITIONS[locale].client
    const notice = within(shown).getByRole("note")
    // First on the card, before the item's name and its certificate's status.
    expect(shown.firstElementChild).toBe(notice)
    expect(notice).toHaveTextContent(register.dangerous)
    expect(notice).toHaveTextContent(
      fill(register.dangerFound, { date: formatDate("2026-03-10", locale), defect: CRANE.danger!.defect }),
    )
    expect(notice).toHaveTextContent(register.dangerUntil)
    expect(shown.className).toContain("border-red-700")
    // The defect's codes and the date read in their own direction inside the Arabic sentence.
    if (locale === "ar") expect(unisolatedRuns(shown)).toEqual([])
    // Without an open notice, none.
    expect(within(renderItem({ ...CRANE, danger: null }, locale)).queryByRole("note")).toBeNull()
  },
)

// Issue 62: a report replaced by an amendment says so in the register and in its history, a report too (which a
// later examination never supersedes), with the day; no due date of its own.
test.each(["en", "ar"] as const)(
  "an amended report reads 'Superseded by N on <date>' on its card and in its history in %s",
  async (locale) => {
    const amended = { number: "PT-2026-00032", on: "2026-11-02" }
    const { register } = EDITIONS[locale].client
    const expected = (text: string) => text.replace(/\s+/g, " ")
    const sentence = fill(register.supersededOn, { number: amended.number, date: formatDate(amended.on, locale) })
    const history: HistoryCertificate[] = [
      { ...RECORD, number: amended.number, report: null, supersededBy: null, amendedBy: null },
      { ...RECORD, report: null, supersededBy: amended.number, amendedBy: amended },
    ]
    fakeClientApi((call) => (call.path === REGISTER_HISTORY_PATH ? ok({ certificates: history }) : undefined))
    const card = renderItem({ ...RECORD, amendedBy: amended }, locale)
    const status = card.querySelector(`[data-amended-by="${amended.number}"]`)!
    expect(within(status as HTMLElement).getByText(register.superseded)).toHaveAttribute("data-status", "superseded")
    expect(status.textContent?.replace(/[\u2066-\u2069]/g, "")).toContain(expected(sentence))
    fireEvent.click(within(card).getByRole("button", { name: new RegExp(register.history) }))
    const rows = within(await screen.findByRole("list", { name: register.historyHeading })).getAllByRole("listitem")
    expect(rows[0].querySelector("[data-amended-by]")).toBeNull()
    expect(rows[1].querySelector(`[data-amended-by="${amended.number}"]`)?.textContent).toContain(amended.number)
    expect(rows[1]).not.toHaveTextContent(fill(register.issuedOn, { date: formatDate(RECORD.inspectedOn, locale) }))
    if (locale === "ar") expect(unisolatedRuns(card)).toEqual([])
  },
)
