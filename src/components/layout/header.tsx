import * as React from "react"
import { Link } from "../ui/link"
import { Menu } from "lucide-react"
import { fill } from "../../lib/format"
import { localizePath } from "../../lib/locales"
import { HOME_PATH } from "../../lib/routes"
import { useLocale } from "../ui/locale"
import { ICON_STROKE } from "../ui/icon"
import { Tooltip } from "../ui/tooltip"
import { buttonClass } from "../ui/button-link"
import { Logo } from "./logo"
import { LanguageSwitch } from "./language-switch"
import { NavLink } from "./nav-link"
import { menuOnlyItems, navItems, quoteHref } from "./nav-items"
import type { Language, NavLabels, PageKind } from "./types"

// `menuLinks`: the footer's words for the links only the phone menu adds (menuOnlyItems).
type Props = {
  brand: string
  labels: NavLabels
  page: PageKind
  languages: readonly Language[]
  menuLinks?: { verify: string; client: string }
}

const MENU_ID = "mobile-menu"
// The menu's code comes with its first use too: every page's first-load script stays within its 100 KB budget.
// Named, so that its chunk keeps one name from build to build: an unnamed one got another number in a build over
// the last one's cache than in a clean build (e2e/second-build.spec.ts).
const MobileMenu = React.lazy(() =>
  import(/* webpackChunkName: "mobile-menu" */ "./mobile-menu").then((module) => ({ default: module.MobileMenu })),
)

export function Header({ brand, labels, page, languages, menuLinks }: Props) {
  const [menuOpen, setMenuOpen] = React.useState(false)
  // The menu's markup is rendered on first use, not sent with every page: the menu button only works with
  // the page's script anyway, and the home page's HTML must fit TCP's first window.
  const [menuUsed, setMenuUsed] = React.useState(false)
  const menuButton = React.useRef<HTMLButtonElement>(null)
  const items = navItems(labels, page)
  const quote = localizePath(quoteHref(page), useLocale())

  const closeMenu = React.useCallback(() => {
    setMenuOpen(false)
    menuButton.current?.focus()
  }, [])

  return (
    <header className="on-dark sticky top-0 z-30 border-b border-white/10 bg-navy-900">
      <div className="mx-auto flex h-16 max-w-content items-center justify-between gap-2 px-4 sm:gap-4 sm:px-6 lg:px-8">
        <Link to={HOME_PATH} aria-label={fill(labels.homeLabel, { brand })} className="rounded-md">
          <Logo brand={brand} />
        </Link>
        <nav aria-label={labels.primaryLabel} className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {items.map((item) => (
              <li key={item.key}>
                {/* The current page's underline as a plain box-shadow: Tailwind's shadow utilities compose four
                    --tw- variables, inlined in every page. */}
                <NavLink
                  item={item}
                  className="rounded-md px-3 py-2 text-[0.95rem] font-medium text-steel-100 hover:bg-white/10 hover:text-white aria-[current]:text-white aria-[current]:[box-shadow:inset_0_-2px_0_#E8630A]"
                />
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-1 sm:gap-2">
          <LanguageSwitch
            languages={languages}
            iconClassName="hidden sm:block"
            className="inline-flex min-h-[44px] items-center gap-1.5 rounded-md px-2 text-[0.95rem] font-medium text-steel-100 hover:bg-white/10 hover:text-white"
          />
          <a href={quote} className={buttonClass("primary", "hidden px-4 sm:inline-flex")}>
            {labels.getQuote}
          </a>
          <Tooltip label={labels.openMenu}>
            <button
              ref={menuButton}
              type="button"
              aria-expanded={menuOpen}
              aria-controls={MENU_ID}
              onClick={() => {
                setMenuUsed(true)
                setMenuOpen(true)
              }}
              className="inline-flex h-11 w-11 items-center justify-center rounded-md text-white hover:bg-white/10 lg:hidden"
            >
              <Menu aria-hidden="true" className="h-6 w-6" strokeWidth={ICON_STROKE} />
            </button>
          </Tooltip>
        </div>
      </div>
      {menuUsed && (
        <React.Suspense fallback={null}>
          <MobileMenu
            id={MENU_ID}
            open={menuOpen}
            items={menuLinks ? [...items, ...menuOnlyItems(menuLinks)] : items}
            quoteHref={quote}
            labels={labels}
            languages={languages}
            onClose={closeMenu}
          />
        </React.Suspense>
      )}
    </header>
  )
}
