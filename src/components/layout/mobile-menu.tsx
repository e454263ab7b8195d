import * as React from "react"
import { X } from "lucide-react"
import { ICON_STROKE } from "../ui/icon"
import { Tooltip } from "../ui/tooltip"
import { buttonClass } from "../ui/button-link"
import { LanguageSwitch } from "./language-switch"
import { NavLink } from "./nav-link"
import type { NavItem } from "./nav-items"
import type { Language, NavLabels } from "./types"

type Props = {
  id: string
  open: boolean
  items: NavItem[]
  quoteHref: string
  labels: NavLabels
  languages: readonly Language[]
  onClose: () => void
}

const FOCUSABLE = "a[href], button:not([disabled])"

// A slide-in dialog: focus moves in when it opens and is kept inside until it closes.
export function MobileMenu({ id, open, items, quoteHref, labels, languages, onClose }: Props) {
  const panel = React.useRef<HTMLDivElement>(null)
  // It is first rendered when it first opens: laid out closed once (the forced layout), it then slides in
  // rather than appearing at its open position. Before it paints, so nothing flickers.
  const [shown, setShown] = React.useState(false)
  React.useLayoutEffect(() => {
    if (open) panel.current?.getBoundingClientRect()
    setShown(open)
  }, [open])

  React.useEffect(() => {
    if (!shown) return
    panel.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus()
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") onClose()
      if (event.key !== "Tab" || !panel.current) return
      const focusable = Array.from(panel.current.querySelectorAll<HTMLElement>(FOCUSABLE))
      const first = focusable[0]
      const last = focusable[focusable.length - 1]
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault()
        last.focus()
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault()
        first.focus()
      }
    }
    document.addEventListener("keydown", onKey)
    document.body.style.overflow = "hidden"
    return () => {
      document.removeEventListener("keydown", onKey)
      document.body.style.overflow = ""
    }
  }, [shown, onClose])

  return (
    <div className={`lg:hidden ${shown ? "" : "pointer-events-none"}`}>
      <div
        aria-hidden="true"
        className={`fixed inset-0 z-40 bg-navy-950/60 transition-opacity duration-300 ${shown ? "opacity-100" : "opacity-0"}`}
        onClick={onClose}
      />
      <div
        id={id}
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-label={labels.menuTitle}
        className={`on-dark fixed inset-y-0 end-0 z-50 flex w-[min(20rem,85vw)] flex-col bg-navy-900 shadow-2xl transition-transform duration-300 ${
          shown ? "visible translate-x-0" : "invisible translate-x-full rtl:-translate-x-full"
        }`}
      >
        <div className="flex items-center justify-between border-b border-white/10 px-5 py-4">
          <p className="text-lg font-semibold text-white">{labels.menuTitle}</p>
          <Tooltip label={labels.closeMenu}>
            <button
              type="button"
              onClick={onClose}
              className="inline-flex h-11 w-11 items-center justify-center rounded-md text-white hover:bg-white/10"
            >
              <X aria-hidden="true" className="h-6 w-6" strokeWidth={ICON_STROKE} />
            </button>
          </Tooltip>
        </div>
        <nav aria-label={labels.primaryLabel} className="flex-1 overflow-y-auto px-3 py-4">
          <ul className="space-y-1">
            {items.map((item) => (
              <li key={item.key}>
                <NavLink
                  item={item}
                  onClick={onClose}
                  className="block rounded-md px-3 py-3 text-lg font-medium text-steel-100 hover:bg-white/10 hover:text-white aria-[current]:bg-white/10 aria-[current]:text-white"
                />
              </li>
            ))}
          </ul>
        </nav>
        <div className="space-y-3 border-t border-white/10 p-5">
          <LanguageSwitch
            languages={languages}
            className="flex min-h-[44px] items-center gap-2 rounded-md px-3 text-lg font-medium text-steel-100 hover:bg-white/10 hover:text-white"
          />
          <a href={quoteHref} onClick={onClose} className={buttonClass("primary", "w-full")}>
            {labels.getQuote}
          </a>
        </div>
      </div>
    </div>
  )
}
