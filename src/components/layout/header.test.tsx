import * as React from "react"
import { render, screen, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { LocaleProvider } from "../ui/locale"
import { Header } from "./header"
import type { NavLabels, PageKind } from "./types"
import { arabic, englishEdition } from "../../../testing/content"

const site = englishEdition.site

const labels: NavLabels = site.nav
const brand: string = site.brand

// The Tailwind utilities the menu uses to hide itself, so visibility can be checked in jsdom.
const style = document.createElement("style")
style.textContent = ".invisible { visibility: hidden } .visible { visibility: visible }"
beforeAll(() => document.head.appendChild(style))
afterAll(() => style.remove())

const languages = [
  { locale: "en", nav: { languageName: "English" } },
  { locale: "ar", nav: { languageName: arabic.site.nav.languageName } },
]
const renderHeader = (page: PageKind = "home") =>
  render(<Header brand={brand} labels={labels} page={page} languages={languages} />)
const menuButton = () => screen.getByRole("button", { name: labels.openMenu })

async function openMenu() {
  const user = userEvent.setup()
  renderHeader()
  await user.click(menuButton())
  return { user, dialog: await screen.findByRole("dialog", { name: labels.menuTitle }) }
}

describe("Header", () => {
  it("links the logo home and shows the primary navigation with the labels from data", () => {
    renderHeader()
    expect(screen.getByRole("link", { name: labels.homeLabel.replace("{brand}", brand) })).toHaveAttribute("href", "/")
    const nav = screen.getByRole("navigation", { name: labels.primaryLabel })
    const names = within(nav)
      .getAllByRole("link")
      .map((link) => link.textContent)
    expect(names).toEqual([labels.home, labels.services, labels.industries, labels.about, labels.contact])
    expect(screen.getByRole("link", { name: labels.getQuote })).toHaveAttribute("href", "#contact")
  })

  it("offers this page in Arabic, and on an Arabic page keeps every link in the Arabic edition", () => {
    const { unmount } = render(
      <LocaleProvider value={{ locale: "en", path: "/services/ndt/" }}>
        <Header brand={brand} labels={labels} page="service" languages={languages} />
      </LocaleProvider>,
    )
    const toArabic = screen.getByRole("link", { name: arabic.site.nav.languageName })
    expect(toArabic).toHaveAttribute("href", "/ar/services/ndt/")
    expect(toArabic).toHaveAttribute("lang", "ar")
    expect(toArabic).toHaveAttribute("hreflang", "ar")
    expect(screen.queryByRole("link", { name: "English" })).not.toBeInTheDocument()
    unmount()

    render(
      <LocaleProvider value={{ locale: "ar", path: "/ar/services/ndt/" }}>
        <Header brand={brand} labels={arabic.site.nav} page="service" languages={languages} />
      </LocaleProvider>,
    )
    expect(screen.getByRole("link", { name: "English" })).toHaveAttribute("href", "/services/ndt/")
    expect(screen.getByRole("link", { name: arabic.site.nav.getQuote })).toHaveAttribute("href", "/ar/#contact")
    const nav = screen.getByRole("navigation", { name: arabic.site.nav.primaryLabel })
    for (const link of within(nav).getAllByRole("link")) expect(link.getAttribute("href")).toMatch(/^(\/ar\/|#)/)
  })

  it("has a closed menu button, whose dialog is rendered when first opened", async () => {
    const user = userEvent.setup()
    renderHeader()
    const button = menuButton()
    expect(button).toHaveAttribute("aria-expanded", "false")
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument()
    await user.click(button)
    // The menu is a chunk of its own (React.lazy): on a busy machine it renders after the click has returned.
    const dialog = await screen.findByRole("dialog", { name: labels.menuTitle })
    expect(dialog).toHaveAttribute("id", button.getAttribute("aria-controls"))
    await user.keyboard("{Escape}")
    // Closed again, it stays in the page, hidden.
    expect(document.getElementById(button.getAttribute("aria-controls")!)).not.toBeVisible()
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument()
  })

  it("opens the menu, shows the dialog and moves focus into it", async () => {
    const { dialog } = await openMenu()
    expect(menuButton()).toHaveAttribute("aria-expanded", "true")
    expect(dialog).toBeVisible()
    expect(dialog).toHaveAttribute("aria-modal", "true")
    expect(dialog).toContainElement(document.activeElement as HTMLElement)
    expect(within(dialog).getByRole("button", { name: labels.closeMenu })).toHaveFocus()
  })

  it("closes on Escape and returns focus to the menu button", async () => {
    const { user, dialog } = await openMenu()
    await user.keyboard("{Escape}")
    expect(menuButton()).toHaveAttribute("aria-expanded", "false")
    expect(dialog).not.toBeVisible()
    expect(menuButton()).toHaveFocus()
  })

  it("closes with the close button", async () => {
    const { user, dialog } = await openMenu()
    await user.click(within(dialog).getByRole("button", { name: labels.closeMenu }))
    expect(menuButton()).toHaveAttribute("aria-expanded", "false")
    expect(dialog).not.toBeVisible()
    expect(menuButton()).toHaveFocus()
  })

  it("closes when a menu entry is chosen", async () => {
    const { user, dialog } = await openMenu()
    await user.click(within(dialog).getByRole("link", { name: labels.industries }))
    expect(menuButton()).toHaveAttribute("aria-expanded", "false")
    expect(dialog).not.toBeVisible()
  })

  it.each<[PageKind, keyof NavLabels, string, string]>([
    ["home", "home", "/", "page"],
    ["contact", "contact", "#contact", "page"],
    ["service", "services", "/#services", "true"],
  ])("on the %s page marks the %s link with aria-current", (page, key, href, value) => {
    renderHeader(page)
    const nav = screen.getByRole("navigation", { name: labels.primaryLabel })
    const current = within(nav)
      .getAllByRole("link")
      .filter((link) => link.hasAttribute("aria-current"))
    expect(current).toHaveLength(1)
    expect(current[0]).toHaveTextContent(labels[key])
    expect(current[0]).toHaveAttribute("aria-current", value)
    expect(current[0]).toHaveAttribute("href", href)
  })
})

describe("the phone menu's way in (issue 64)", () => {
  it.each([
    ["en", englishEdition.site, "/verify/", "/client/"],
    ["ar", arabic.site, "/ar/verify/", "/ar/client/"],
  ] as const)(
    "in %s, it offers 'Verify a certificate' and 'Client sign-in' after the sections",
    async (locale, edition, verify, client) => {
      const user = userEvent.setup()
      render(
        <LocaleProvider value={{ locale, path: locale === "ar" ? "/ar/" : "/" }}>
          <Header
            brand={brand}
            labels={edition.nav}
            page="home"
            languages={languages}
            menuLinks={edition.footer.links}
          />
        </LocaleProvider>,
      )
      // Not in the wide header's first screen: only the menu has them.
      expect(screen.queryByRole("link", { name: edition.footer.links.client })).toBeNull()
      await user.click(screen.getByRole("button", { name: edition.nav.openMenu }))
      const dialog = screen.getByRole("dialog", { name: edition.nav.menuTitle })
      expect(within(dialog).getByRole("link", { name: edition.footer.links.verify })).toHaveAttribute("href", verify)
      expect(within(dialog).getByRole("link", { name: edition.footer.links.client })).toHaveAttribute("href", client)
    },
  )
})
