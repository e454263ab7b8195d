import * as React from "react"
import { INPUT, LABEL } from "../ui/app-styles"

// `open`: shown as a box from the start (the whole report's, in the review panel).
type Props = { about: string; value: string; onChange: (text: string) => void; open?: boolean }

// A reviewer's comment on one field (or the whole report), beside it: a small button until the reviewer writes
// one, so a long form stays readable; what was typed stays while the page is open.
export function ReviewCommentBox({ about, value, onChange, open: startOpen = false }: Props) {
  const [open, setOpen] = React.useState(startOpen || value !== "")
  const box = React.useRef<HTMLTextAreaElement>(null)
  const opening = React.useRef(false)
  // Focus follows the click that opens it.
  React.useEffect(() => {
    if (open && opening.current) box.current?.focus()
    opening.current = false
  }, [open])
  if (!open)
    return (
      <button
        type="button"
        onClick={() => {
          opening.current = true
          setOpen(true)
        }}
        className="mt-1 block text-sm text-steel-700 underline"
      >
        Comment<span className="sr-only"> on {about}</span>
      </button>
    )
  return (
    <label className={`${LABEL} mt-2`}>
      Comment on {about}
      <textarea
        ref={box}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        maxLength={2000}
        rows={2}
        className={INPUT}
      />
    </label>
  )
}
