import * as React from "react"

// Timing as in common design systems: open after 700 ms of hover; once one has just closed, the next
// opens at once (within 300 ms), so scanning a toolbar is not slow. Keyboard focus opens immediately.
export const TOOLTIP_DELAY_MS = 700
export const TOOLTIP_SKIP_MS = 300
let lastClosedAt = -Infinity

type TriggerProps = { "aria-label"?: string }
type Props = { label: string; children: React.ReactElement<TriggerProps>; side?: "bottom" | "top" }

// The label also names its trigger (aria-label), so icon-only buttons have one accessible name. The tooltip is
// rendered only while open: closed, it would be markup and inline CSS in every page's first window for nothing.
export function Tooltip({ label, children, side = "bottom" }: Props) {
  const [open, setOpen] = React.useState(false)
  const timer = React.useRef<ReturnType<typeof setTimeout>>()

  const close = React.useCallback(() => {
    clearTimeout(timer.current)
    setOpen((wasOpen) => {
      if (wasOpen) lastClosedAt = Date.now()
      return false
    })
  }, [])

  const openSoon = () => {
    clearTimeout(timer.current)
    if (Date.now() - lastClosedAt < TOOLTIP_SKIP_MS) setOpen(true)
    else timer.current = setTimeout(() => setOpen(true), TOOLTIP_DELAY_MS)
  }

  const openOnKeyboardFocus = (event: React.FocusEvent) => {
    if ((event.target as HTMLElement).matches?.(":focus-visible")) setOpen(true)
  }

  React.useEffect(() => {
    if (!open) return
    const onKey = (event: KeyboardEvent) => event.key === "Escape" && close()
    document.addEventListener("keydown", onKey)
    return () => document.removeEventListener("keydown", onKey)
  }, [open, close])

  React.useEffect(() => () => clearTimeout(timer.current), [])

  return (
    <span
      className="relative inline-flex"
      onPointerEnter={openSoon}
      onPointerLeave={close}
      onPointerDown={close}
      onFocus={openOnKeyboardFocus}
      onBlur={close}
    >
      {React.cloneElement(children, { "aria-label": label })}
      {open && (
        <span
          role="tooltip"
          className={`pointer-events-none absolute end-0 z-50 whitespace-nowrap rounded bg-navy-950 px-2.5 py-1.5 text-sm font-medium text-white shadow-lg ring-1 ring-white/20 ${
            side === "bottom" ? "top-full mt-2" : "bottom-full mb-2"
          }`}
        >
          {label}
        </span>
      )}
    </span>
  )
}
