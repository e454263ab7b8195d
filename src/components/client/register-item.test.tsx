import * as React from "react"
import { render, screen, within } from "@testing-library/react"
import { arabic, englishEdition } from "../../../testing/content"
import { formatDate } from "../../lib/format"
import type { Locale } from "../../lib/locales"
import type { RegisterItem as Item } from "../../lib/register-replies"
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
  return screen.getByRole("listitem")
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
