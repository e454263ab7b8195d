import * as React from "react"
import { render } from "@testing-library/react"
import { arabic } from "../../../testing/content"
import { unisolatedRuns } from "../../../testing/unisolated-runs"
import type { RegisterItem as Item, RegisterPage } from "../../lib/register-replies"
import { BookingChoice } from "./booking-choice"
import { RegisterItem } from "./register-item"

// What staff typed, shown inside the Arabic register (issue 63): an item with its rating ("5 t" would read "t 5"),
// a site named by its line number, a withdrawal's reason with a tag number. Each is isolated where it is rendered;
// a field printed as a plain string fails here, naming the run (testing/unisolated-runs.ts).
const ITEM: Item = {
  number: "LE-2026-00412",
  kind: "lifting-equipment",
  item: "رافعة علوية 5 t",
  serial: "40-P-1204",
  rating: "حمولة العمل الآمنة 5 t",
  site: "الخط 40-P-1204، الرصيف 3",
  inspectedOn: "2026-03-31",
  validUntil: "2026-12-20",
  status: "withdrawn",
  statusAt: "2026-11-02",
  statusReason: "تشقق في الخطاف H-2",
  examinations: 2,
  hasReport: false,
  booked: null,
  danger: null,
  code: "LECODE0412",
}
const { client, verify, site } = arabic
const kinds = Object.fromEntries(verify.kinds.map((kind) => [kind.id, kind.name]))
const within = (element: React.ReactElement) => unisolatedRuns(render(<div dir="rtl">{element}</div>).container)

test("an item's card: its name, rating, site and the withdrawal's sentences", () => {
  const card = (
    <ul>
      <RegisterItem
        item={ITEM}
        texts={client.register}
        statuses={client.statuses}
        kinds={kinds}
        locale="ar"
        brand={site.brand}
        site={{
          phone: site.contact.phones[0],
          email: site.contact.email,
          suspendedText: verify.result.suspendedText,
          withdrawnText: verify.result.withdrawnText,
        }}
      />
    </ul>
  )
  expect(within(card)).toEqual([])
})

test("the booking page's list of due items and its sites", () => {
  const due = { items: [ITEM], sites: [ITEM.site], total: 1 } as unknown as RegisterPage
  const choice = (
    <BookingChoice
      texts={client as unknown as React.ComponentProps<typeof BookingChoice>["texts"]}
      kinds={kinds}
      locale="ar"
      due={due}
      site=""
      chosen={new Set()}
      onSite={() => undefined}
      onChosen={() => undefined}
    />
  )
  expect(within(choice)).toEqual([])
})
