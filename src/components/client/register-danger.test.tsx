import * as React from "react"
import { render, screen, within } from "@testing-library/react"
import { arabic, englishEdition } from "../../../testing/content"
import { unisolatedRuns } from "../../../testing/unisolated-runs"
import { fill, formatDate } from "../../lib/format"
import type { Locale } from "../../lib/locales"
import type { RegisterItem as Item } from "../../lib/register-replies"
import { RegisterItem } from "./register-item"

// An item an inspector found dangerous on site (issue 61), as the register's API answers it: found at 09:41 in
// Cairo on 10 March, still valid by its certificate. The card says "do not use" first, in the reader's language.
const CRANE: Item = {
  number: "LE-2025-00387",
  kind: "lifting-equipment",
  item: "Crawler crane, 80 t",
  serial: "CR-7",
  rating: "80 t",
  site: "Rig 7",
  inspectedOn: "2025-09-14",
  validUntil: "2026-09-13",
  status: "valid",
  statusAt: null,
  statusReason: null,
  examinations: 3,
  hasReport: false,
  danger: { since: "2026-03-10T07:41:00.000Z", defect: "Hook latch missing, throat opened 12 % (hook H-2)" },
  code: "LECODE0387",
}

const EDITIONS = { en: englishEdition, ar: arabic }
function renderItem(item: Item, locale: Locale) {
  const edition = EDITIONS[locale]
  const kinds = Object.fromEntries(edition.verify.kinds.map((kind) => [kind.id, kind.name]))
  const { container } = render(
    <ul dir={locale === "ar" ? "rtl" : "ltr"}>
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
  return { card: screen.getAllByRole("listitem").at(-1)!, container }
}

test.each(["en", "ar"] as const)(
  "a dangerous item says 'do not use' first in %s, with the day and the defect",
  (locale) => {
    const { card, container } = renderItem(CRANE, locale)
    const texts = EDITIONS[locale].client.register
    const notice = within(card).getByRole("note")
    // First on the card, before the item's name and its certificate's status.
    expect(card.firstElementChild).toBe(notice)
    expect(notice).toHaveTextContent(texts.dangerous)
    expect(notice).toHaveTextContent(
      fill(texts.dangerFound, { date: formatDate("2026-03-10", locale), defect: CRANE.danger!.defect }),
    )
    expect(notice).toHaveTextContent(texts.dangerUntil)
    expect(card.className).toContain("border-red-700")
    // The defect's codes and the date read in their own direction inside the Arabic sentence.
    if (locale === "ar") expect(unisolatedRuns(container)).toEqual([])
  },
)

test("an item without an open notice shows none", () => {
  const { card } = renderItem({ ...CRANE, danger: null }, "en")
  expect(within(card).queryByRole("note")).toBeNull()
  expect(card).not.toHaveTextContent(englishEdition.client.register.dangerous)
})
