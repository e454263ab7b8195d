import { bidiSegments } from "./bidi-runs"
import { escapeHtml } from "./format"

// The text as HTML, escaped, each run in <bdi dir="ltr"> as <BidiText> renders it: for answers written as a string
// (the /verify/ answer, which the server fills into the built page too).
export const bidiHtml = (text: string) =>
  bidiSegments(text)
    .map((segment) => (segment.ltr ? `<bdi dir="ltr">${escapeHtml(segment.text)}</bdi>` : escapeHtml(segment.text)))
    .join("")
