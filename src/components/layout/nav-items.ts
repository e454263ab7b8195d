import { CLIENT_ROOT, HOME_PATH, VERIFY_PATH } from "../../lib/routes"
import type { NavLabels, PageKind } from "./types"

export type NavItem = { key: string; label: string; href: string; current?: "page" | "true" }

// Section links are in-page anchors on the home page and lead to "/#section" elsewhere.
export function navItems(labels: NavLabels, page: PageKind): NavItem[] {
  const section = (id: string) => (page === "home" ? `#${id}` : `${HOME_PATH}#${id}`)
  return [
    { key: "home", label: labels.home, href: HOME_PATH, current: page === "home" ? "page" : undefined },
    {
      key: "services",
      label: labels.services,
      href: section("services"),
      current: page === "services" || page === "service" ? "true" : undefined,
    },
    { key: "industries", label: labels.industries, href: section("industries") },
    { key: "about", label: labels.about, href: section("about") },
    {
      key: "contact",
      label: labels.contact,
      href: page === "contact" ? "#contact" : section("contact"),
      current: page === "contact" ? "page" : undefined,
    },
  ]
}

// The phone menu's links past the sections (issue 64): a scanned label's check and the returning client's way in,
// which the wide header leaves to the footer (the first screen's bytes are budgeted). Named as the footer names them.
export const menuOnlyItems = (links: { verify: string; client: string }): NavItem[] => [
  { key: "verify", label: links.verify, href: VERIFY_PATH },
  { key: "client", label: links.client, href: CLIENT_ROOT },
]

// Get Quote jumps to the contact section: on the page when it has one, on the home page otherwise.
export const quoteHref = (page: PageKind) =>
  page === "home" || page === "contact" ? "#contact" : `${HOME_PATH}#contact`
