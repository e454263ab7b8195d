import * as React from "react"
import { QUIET_BUTTON } from "../ui/app-styles"

type Props = {
  // The cursors of the pages before this one; `after` is this page's own, `next` the server's for the next page.
  cursors: string[]
  after: string | undefined
  next: string | null | undefined
  onCursors: (cursors: string[]) => void
  // A landmark of its own where the page names it; otherwise a plain row.
  label?: string
  className: string
}

// Previous and Next over keyset pages (the inbox, the certificates), the pages' cursors kept by the caller.
export function CursorPager({ cursors, after, next, onCursors, label, className }: Props) {
  const Row = label ? "nav" : "div"
  return (
    <Row aria-label={label} className={className}>
      <button
        type="button"
        disabled={cursors.length === 0}
        onClick={() => onCursors(cursors.slice(0, -1))}
        className={QUIET_BUTTON}
      >
        Previous page
      </button>
      <button
        type="button"
        disabled={!next}
        // The page shown until the next one arrives: a second click does not open the same page twice.
        onClick={() => next && next !== after && onCursors([...cursors, next])}
        className={QUIET_BUTTON}
      >
        Next page
      </button>
    </Row>
  )
}
