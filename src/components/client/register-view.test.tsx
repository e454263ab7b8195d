import * as React from "react"
import { render, screen, within } from "@testing-library/react"
import { arabic, englishEdition } from "../../../testing/content"
import { REGISTER_PATH } from "../../lib/client-paths"
import { fillCompany } from "../../lib/company-words"
import { fill, formatDate } from "../../lib/format"
import type { Locale } from "../../lib/locales"
import type { ClientMe, RegisterItem, RegisterPage } from "../../lib/register-replies"
import { RegisterView } from "./register-view"

const ME: ClientMe = {
  name: "Layla Nabil",
  email: "layla.nabil@niledelta-petroleum.test",
  role: "owner",
  company: { name: "Nile Delta Petroleum Co.", nameAr: "شركة دلتا النيل للبترول" },
  twoFactorMissing: false,
}
const EDITIONS = { en: englishEdition, ar: arabic }

const ITEM: RegisterItem = {
  number: "LE-2026-01009",
  kind: "lifting-equipment",
  item: "Lifting beam LB-02, 3 t",
  serial: "LB-02",
  rating: null,
  site: "Suez",
  inspectedOn: "2026-08-26",
  validUntil: "2027-02-26",
  status: "withdrawn",
  statusAt: "2026-12-07",
  statusReason: "Beam found with a cracked lug; taken out of service",
  examinations: 1,
  hasReport: false,
  booked: null,
  danger: null,
  code: "ABCDEFGHJK",
}
const SUSPENDED: RegisterItem = {
  ...ITEM,
  number: "LE-2026-01010",
  item: "Davit DV-01",
  serial: "DV-01",
  validUntil: "2027-03-14",
  status: "suspended",
  statusAt: "2026-12-06",
  statusReason: "Awaiting repair of the winch brake",
}
const CRANE: RegisterItem = {
  ...ITEM,
  number: "LE-2026-01001",
  item: "Mobile crane, 50 t",
  serial: "MC-1",
  validUntil: "2027-01-20",
  status: "valid",
  statusAt: null,
  statusReason: null,
}
const NONE = { valid: 0, due: 0, expired: 0, issued: 0, suspended: 0, withdrawn: 0 }

// A stand-in for the client API's register; the reminders and calendar below it are not asked about here.
function answering(page: RegisterPage) {
  window.fetch = jest.fn(async (path: string) => {
    const body = path.split("?")[0] === REGISTER_PATH ? page : undefined
    const status = body === undefined ? 404 : 200
    return { ok: status === 200, status, statusText: "", text: async () => JSON.stringify(body ?? {}) }
  }) as unknown as typeof fetch
}

function show(locale: Locale) {
  const edition = EDITIONS[locale]
  const site = {
    phone: edition.site.contact.phones[0],
    email: edition.site.contact.email,
    suspendedText: edition.verify.result.suspendedText,
    withdrawnText: edition.verify.result.withdrawnText,
  }
  render(
    <RegisterView texts={edition.client} me={ME} brand={edition.site.brand} kinds={{}} locale={locale} site={site} />,
  )
  return edition
}

const items = async () =>
  (await screen.findAllByRole("listitem")).filter((item) => within(item).queryByRole("heading") !== null)

test.each(["en", "ar"] as const)(
  "in %s, a withdrawn and a suspended item say so first, with the date, 'Do not use' and the reason, and no next due",
  async (locale) => {
    answering({
      items: [ITEM, SUSPENDED, CRANE],
      total: 3,
      next: null,
      sites: ["Suez"],
      summary: { ...NONE, valid: 1, suspended: 1, withdrawn: 1 },
    })
    const { client, verify, site } = show(locale)
    const [withdrawn, suspended, valid] = await items()
    const date = formatDate("2026-12-07", locale)
    expect(withdrawn.textContent).toMatch(new RegExp(`^${client.statuses.withdrawn} — ${client.register.doNotUse}`))
    expect(withdrawn).toHaveTextContent(fill(verify.result.withdrawnText, { brand: site.brand, date }))
    expect(withdrawn).toHaveTextContent(fill(client.register.reason, { reason: ITEM.statusReason! }))
    expect(withdrawn).not.toHaveTextContent(client.register.validUntil)
    expect(suspended.textContent).toMatch(new RegExp(`^${client.statuses.suspended} — ${client.register.doNotUse}`))
    expect(suspended).toHaveTextContent(SUSPENDED.statusReason!)
    expect(valid).not.toHaveTextContent(client.register.doNotUse)
    expect(valid).toHaveTextContent(client.register.validUntil)
  },
)

test.each(["en", "ar"] as const)("in %s, the summary counts each status and each count is a filter", async (locale) => {
  answering({
    items: [ITEM, CRANE],
    total: 5,
    next: null,
    sites: ["Suez"],
    summary: { ...NONE, valid: 1, expired: 2, withdrawn: 1, issued: 1 },
  })
  const { client } = show(locale)
  const summary = await screen.findByRole("navigation", { name: client.register.summary })
  const counts = within(summary)
    .getAllByRole("button")
    .map((button) => button.textContent)
  expect(counts).toEqual([
    `1 ${client.statuses.withdrawn}`,
    `2 ${client.statuses.expired}`,
    `1 ${client.statuses.valid}`,
    `1 ${client.statuses.issued}`,
  ])
  within(summary)
    .getByRole("button", { name: `2 ${client.statuses.expired}` })
    .click()
  expect(await within(summary).findByRole("button", { pressed: true })).toHaveTextContent(client.statuses.expired)
  expect(window.location.search).toBe("?status=expired")
  window.history.replaceState(null, "", "/")
})

test.each(["en", "ar"] as const)(
  "in %s, a company with no certificate yet reads so, with whom to call, and no filters or CSV",
  async (locale) => {
    answering({ items: [], total: 0, next: null, sites: [], summary: NONE })
    const { client, site } = show(locale)
    const company = locale === "ar" ? ME.company.nameAr : ME.company.name
    expect(
      await screen.findByText(fillCompany(client.register.emptyCompany, { brand: site.brand, company })),
    ).toBeVisible()
    expect(screen.getByRole("link", { name: site.contact.phones[0] })).toHaveAttribute(
      "href",
      expect.stringMatching(/^tel:/),
    )
    expect(screen.getByRole("link", { name: client.register.bookFirst })).toHaveAttribute(
      "href",
      locale === "ar" ? "/ar/contact/#contact" : "/contact/#contact",
    )
    expect(screen.queryByText(client.register.empty)).toBeNull()
    expect(screen.queryByRole("search")).toBeNull()
    expect(screen.queryByRole("link", { name: client.register.csv })).toBeNull()
  },
)

test("a filter that matches nothing says so and offers to clear it", async () => {
  answering({ items: [], total: 0, next: null, sites: ["Suez"], summary: { ...NONE, valid: 3 } })
  const { client } = show("en")
  expect(await screen.findByText(client.register.empty)).toBeVisible()
  expect(screen.getByRole("search")).toBeVisible()
  expect(screen.getAllByRole("button", { name: client.register.clear }).length).toBeGreaterThan(0)
})

test("the Arabic intro names a company whose name begins with «شركة» without saying the word twice", async () => {
  answering({ items: [CRANE], total: 1, next: null, sites: ["Suez"], summary: { ...NONE, valid: 1 } })
  show("ar")
  await items()
  expect(document.body.textContent).toContain("لشركة دلتا النيل للبترول")
  expect(document.body.textContent).not.toContain("شركة شركة")
})

test("the Document filter offers the kinds the company's items are, not every kind", async () => {
  answering({
    items: [CRANE],
    total: 1,
    next: null,
    sites: ["Suez"],
    kinds: ["lifting-equipment"],
    summary: { ...NONE, valid: 1 },
  })
  const edition = EDITIONS.en
  const kinds = Object.fromEntries(edition.verify.kinds.map((kind) => [kind.id, kind.name]))
  render(
    <RegisterView
      texts={edition.client}
      me={ME}
      brand={edition.site.brand}
      kinds={kinds}
      locale="en"
      site={{
        phone: edition.site.contact.phones[0],
        email: edition.site.contact.email,
        suspendedText: edition.verify.result.suspendedText,
        withdrawnText: edition.verify.result.withdrawnText,
      }}
    />,
  )
  const document = await screen.findByRole("combobox", { name: edition.client.register.kind })
  expect(
    within(document)
      .getAllByRole("option")
      .map((option) => option.textContent),
  ).toEqual([edition.client.register.any, kinds["lifting-equipment"]])
})

test.each([
  [[CRANE], "1 of 1 item"],
  [[ITEM, SUSPENDED, CRANE], "3 of 3 items"],
] as const)("the count reads as a sentence: %#, %s", async (shown, words) => {
  answering({ items: [...shown], total: shown.length, next: null, sites: ["Suez"], summary: { ...NONE, valid: 1 } })
  show("en")
  expect(await screen.findByText(words, { exact: true })).toBeInTheDocument()
})
