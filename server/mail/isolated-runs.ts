import type { SendMailOptions } from "nodemailer"
import { isolateLtrRuns } from "../../src/lib/bidi-runs"
import { reorderedRuns } from "../../content/bidi-check"

// Every mail as sent: the codes, dates and units inside its Arabic isolated (U+2066…U+2069), as the site and the
// PDF isolate them (src/lib/bidi-runs.ts), so a mail reader does not show "40-P-1204" as "P-1204-40". A line at a
// time, web and mail addresses untouched (a client links them as typed), and in HTML only the text between tags,
// its entities whole. A line whose runs all display in order as written (a reference "Q-2026-000001" after Arabic)
// is left as it is.

const ADDRESS = /(https?:\/\/\S+|[^\s@<>]+@[^\s@<>]+)/
const ENTITY = /(&#?\w+;)/

const isolateLine = (line: string) =>
  line
    .split(ADDRESS)
    .map((part, index) => (index % 2 === 1 || reorderedRuns(part, part).length === 0 ? part : isolateLtrRuns(part)))
    .join("")

export const isolateText = (text: string) => text.split("\n").map(isolateLine).join("\n")

const isolateHtml = (html: string) =>
  html
    .split(/(<[^>]*>)/)
    .map((part, index) =>
      index % 2 === 1
        ? part
        : part
            .split(ENTITY)
            .map((piece, pieceIndex) => (pieceIndex % 2 === 1 ? piece : isolateText(piece)))
            .join(""),
    )
    .join("")

export function withIsolatedRuns(message: SendMailOptions): SendMailOptions {
  const { subject, text, html } = message
  return {
    ...message,
    ...(typeof subject === "string" ? { subject: isolateText(subject) } : {}),
    ...(typeof text === "string" ? { text: isolateText(text) } : {}),
    ...(typeof html === "string" ? { html: isolateHtml(html) } : {}),
  }
}
