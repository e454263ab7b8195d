import * as React from "react"
import { bidiSegments } from "../../lib/bidi-runs"

// A data text as the page shows it: each code, date, clause, unit or file type inside Arabic in a left-to-right
// isolate, so «الخط 40-P-1204» does not display "P-1204-40" (src/lib/bidi-runs.ts). English passes through as is.
export function BidiText({ text }: { text: string }) {
  const segments = bidiSegments(text)
  if (segments.length === 1 && !segments[0].ltr) return <>{text}</>
  return (
    <>
      {segments.map((segment, index) =>
        segment.ltr ? (
          <bdi key={index} dir="ltr">
            {segment.text}
          </bdi>
        ) : (
          <React.Fragment key={index}>{segment.text}</React.Fragment>
        ),
      )}
    </>
  )
}
