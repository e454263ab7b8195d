import * as React from "react"
import { COLORS } from "../../lib/brand"
import toast, { Toaster as HotToaster, ToastBar, useToasterStore, type Toast } from "react-hot-toast"
import { X } from "lucide-react"
import { ICON_STROKE } from "../ui/icon"

export const TOAST_LIMIT = 3
export const TOAST_DURATION_MS = 4000
export const TOAST_WIDTH_PX = 356
export const TOAST_GAP_PX = 14
export const SWIPE_DISMISS_PX = 20

// react-hot-toast has no visible-toast limit of its own: when a fourth arrives, dismiss the oldest.
function useToastLimit(limit: number) {
  const { toasts } = useToasterStore()
  React.useEffect(() => {
    toasts
      .filter((item) => item.visible)
      .slice(limit) // newest first, so what is past the limit is the oldest
      .forEach((item) => toast.dismiss(item.id))
  }, [toasts, limit])
}

// A horizontal drag of more than SWIPE_DISMISS_PX by touch or pointer dismisses the toast.
function SwipeToDismiss({ item, children }: { item: Toast; children: React.ReactNode }) {
  const start = React.useRef<number | null>(null)
  // The latest distance lives in a ref: a quick flick can end before React re-renders with the last move.
  const distance = React.useRef(0)
  const [offset, setOffset] = React.useState(0)
  const move = (x: number) => {
    if (start.current === null) return
    distance.current = x - start.current
    setOffset(distance.current)
  }
  const end = () => {
    if (Math.abs(distance.current) > SWIPE_DISMISS_PX) toast.dismiss(item.id)
    start.current = null
    distance.current = 0
    setOffset(0)
  }
  return (
    <div
      data-testid="toast"
      // Text selection would turn a swipe into the browser's own drag of the selected text.
      className="touch-pan-y select-none"
      onDragStart={(event) => event.preventDefault()}
      style={{ transform: offset ? `translateX(${offset}px)` : undefined }}
      onPointerDown={(event) => {
        if ((event.target as HTMLElement).closest("button")) return
        start.current = event.clientX
        event.currentTarget.setPointerCapture?.(event.pointerId)
      }}
      onPointerMove={(event) => move(event.clientX)}
      onPointerUp={end}
      onPointerCancel={end}
    >
      {children}
    </div>
  )
}

export function Toaster({ dismissLabel }: { dismissLabel: string }) {
  useToastLimit(TOAST_LIMIT)
  // Toasts come from script, so the empty container is not sent with every page: it mounts once hydrated.
  const [hydrated, setHydrated] = React.useState(false)
  React.useEffect(() => setHydrated(true), [])
  if (!hydrated) return null
  return (
    <HotToaster
      // The reading end of the bottom edge: react-hot-toast places "right" with flex-end, which a right-to-left
      // page turns into its left edge.
      position="bottom-right"
      gutter={TOAST_GAP_PX}
      toastOptions={{
        duration: TOAST_DURATION_MS,
        style: { width: TOAST_WIDTH_PX, maxWidth: "calc(100vw - 32px)", color: COLORS.navy[900], padding: "12px 14px" },
      }}
    >
      {(item) => (
        <SwipeToDismiss item={item}>
          <ToastBar toast={item}>
            {({ icon, message }) => (
              <>
                {icon}
                <div className="flex-1 text-sm leading-snug">{message}</div>
                <button
                  type="button"
                  aria-label={dismissLabel}
                  onClick={() => toast.dismiss(item.id)}
                  className="inline-flex h-8 w-8 shrink-0 items-center justify-center rounded text-slate-600 hover:bg-mist-100 hover:text-navy-900"
                >
                  <X aria-hidden="true" className="h-4 w-4" strokeWidth={ICON_STROKE} />
                </button>
              </>
            )}
          </ToastBar>
        </SwipeToDismiss>
      )}
    </HotToaster>
  )
}
