import * as React from "react"
import { fireEvent, render, screen, within } from "@testing-library/react"
import { CLIENT_EDITIONS, NO_STATUSES } from "../../../testing/client-app-harness"
import { unisolatedRuns } from "../../../testing/unisolated-runs"
import { fill, formatDate } from "../../lib/format"
import type { Locale } from "../../lib/locales"
import type { RegisterItem as Item } from "../../lib/register-replies"
import { BookingChoice } from "./booking-choice"
import { RegisterItem } from "./register-item"

// Issue 64, P7: an item a standing request names reads "Booked <day> (<reference>)" on its card and on the booking
// page, where it cannot be ticked again.
const FREE: Item = {
  number: "LE-2026-00412",
  kind: "lifting-equipment",
  item: "Webbing sling, 2 t",
  serial: "WS-12",
  rating: null,
  site: "Rig 7",
  inspectedOn: "2025-12-01",
  validUntil: "2026-12-20",
  status: "due",
  statusAt: null,
  statusReason: null,
  examinations: 1,
  hasReport: false,
  booked: null,
  danger: null,
  code: "LECODE0412",
}
const BOOKED: Item = {
  ...FREE,
  number: "LE-2026-00413",
  item: "Chain hoist, 5 t",
  serial: "CH-03",
  booked: { reference: "Q-2026-000005", on: "2026-12-07" },
}
const kindsOf = (locale: Locale) =>
  Object.fromEntries(CLIENT_EDITIONS[locale].verify.kinds.map((kind) => [kind.id, kind.name]))
const bookedWords = (locale: Locale) =>
  fill(CLIENT_EDITIONS[locale].client.register.booked, {
    day: formatDate("2026-12-07", locale),
    reference: "Q-2026-000005",
  })

test.each(["en", "ar"] as const)("a booked item's card says so beside its status in %s", (locale) => {
  const edition = CLIENT_EDITIONS[locale]
  render(
    <ul>
      {[FREE, BOOKED].map((item) => (
        <RegisterItem
          key={item.number}
          item={item}
          texts={edition.client.register}
          statuses={edition.client.statuses}
          kinds={kindsOf(locale)}
          locale={locale}
          brand={edition.site.brand}
          site={{
            phone: edition.site.contact.phones[0],
            email: edition.site.contact.email,
            suspendedText: edition.verify.result.suspendedText,
            withdrawnText: edition.verify.result.withdrawnText,
          }}
        />
      ))}
    </ul>,
  )
  const [free, booked] = screen.getAllByRole("listitem")
  expect(booked).toHaveTextContent(bookedWords(locale))
  expect(within(booked).getByText(edition.client.statuses.due)).toBeVisible()
  expect(free).not.toHaveTextContent(bookedWords(locale).slice(0, 6))
  if (locale === "ar") expect(unisolatedRuns(booked)).toEqual([])
})

test.each(["en", "ar"] as const)(
  "on the booking page a booked item cannot be ticked, alone or with all, in %s",
  (locale) => {
    const edition = CLIENT_EDITIONS[locale]
    const onChosen = jest.fn()
    render(
      <BookingChoice
        texts={edition.client}
        kinds={kindsOf(locale)}
        locale={locale}
        due={{ items: [BOOKED, FREE], total: 2, next: null, sites: ["Rig 7"], summary: NO_STATUSES }}
        site=""
        chosen={new Set()}
        onSite={() => undefined}
        onChosen={onChosen}
      />,
    )
    const [booked, free] = screen.getAllByRole("checkbox")
    expect(booked).toBeDisabled()
    expect(free).toBeEnabled()
    expect(screen.getByText(edition.client.book.bookedNote)).toBeVisible()
    expect(screen.getAllByRole("listitem")[0]).toHaveTextContent(bookedWords(locale))
    fireEvent.click(screen.getByRole("button", { name: edition.client.book.tickAll }))
    expect(onChosen).toHaveBeenCalledWith(new Set([FREE.number]))
  },
)
