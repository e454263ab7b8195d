import { navItems, quoteHref } from "./nav-items"
import type { NavLabels, PageKind } from "./types"
import { englishEdition } from "../../../testing/content"

const site = englishEdition.site

const labels: NavLabels = site.nav

const byKey = (page: PageKind) => Object.fromEntries(navItems(labels, page).map((item) => [item.key, item]))

describe("navItems", () => {
  it("lists Home, Services, Industries, About and Contact with the labels from data", () => {
    expect(navItems(labels, "home").map((item) => item.label)).toEqual([
      labels.home,
      labels.services,
      labels.industries,
      labels.about,
      labels.contact,
    ])
  })

  it("uses in-page anchors on the home page and marks Home as the current page", () => {
    const items = byKey("home")
    expect(items.home).toMatchObject({ href: "/", current: "page" })
    expect(items.services.href).toBe("#services")
    expect(items.industries.href).toBe("#industries")
    expect(items.about.href).toBe("#about")
    expect(items.contact.href).toBe("#contact")
    expect(items.services.current).toBeUndefined()
    expect(items.contact.current).toBeUndefined()
  })

  it.each<PageKind>(["services", "service", "other"])("links the sections to the home page on a %s page", (page) => {
    const items = byKey(page)
    expect(items.home).toMatchObject({ href: "/", current: undefined })
    expect(items.services.href).toBe("/#services")
    expect(items.industries.href).toBe("/#industries")
    expect(items.about.href).toBe("/#about")
    expect(items.contact.href).toBe("/#contact")
  })

  it.each<PageKind>(["services", "service"])('marks Services as current ("true") on a %s page', (page) => {
    const current = navItems(labels, page).filter((item) => item.current)
    expect(current).toEqual([expect.objectContaining({ key: "services", current: "true" })])
  })

  it("marks nothing as current on another page", () => {
    expect(navItems(labels, "other").filter((item) => item.current)).toEqual([])
  })

  it("points Contact at the page's own #contact section and marks it current on the contact page", () => {
    const items = byKey("contact")
    expect(items.contact).toMatchObject({ href: "#contact", current: "page" })
    expect(items.services.href).toBe("/#services")
    expect(navItems(labels, "contact").filter((item) => item.current)).toHaveLength(1)
  })
})

describe("quoteHref", () => {
  it.each<[PageKind, string]>([
    ["home", "#contact"],
    ["contact", "#contact"],
    ["services", "/#contact"],
    ["service", "/#contact"],
    ["other", "/#contact"],
  ])("on a %s page is %s", (page, href) => {
    expect(quoteHref(page)).toBe(href)
  })
})
