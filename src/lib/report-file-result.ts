import { bidiHtml } from "./bidi-html"
import { cairoToday } from "./cairo-time"
import { escapeHtml, fill, formatDate } from "./format"
import type { Locale } from "./locales"
import { listedBanner } from "./offline-result"
import type { ReportFileCheck } from "./signed-report"
import type { StatusEntry } from "./status-list"
import type { VerifyData } from "./trust-content-schema"
import { banner, checkHref, type VerifyTexts } from "./verify-result"

// The answer to a report's PDF checked on this device (issue 62): whether the file is exactly the one the company
// issued (src/lib/signed-report.ts), and what the synced status list says of its record since. The same words
// online and offline: the list is fetched fresh when there is a network, and kept for when there is none.

export type ReportFileTexts = VerifyTexts & Pick<VerifyData, "file">

export type ReportFileOutcome =
  | { check: ReportFileCheck; listed?: StatusEntry; confirmedAt?: string }
  // The device has no public keys (never opened the page online), or the file could not be read.
  | { problem: "needsKeys" | "failed" }

export function reportFileHtml(texts: ReportFileTexts, brand: string, locale: Locale, outcome: ReportFileOutcome) {
  const { file } = texts
  const heading = `<h2 class="mb-4 text-xl font-semibold text-navy-900">${bidiHtml(texts.result.heading)}</h2>`
  const say = (text: string, values: Record<string, string> = {}) => fill(text, { brand, ...values })
  if ("problem" in outcome)
    return (
      heading +
      banner("neutral", "problem", file[outcome.problem], say(file[`${outcome.problem}Text`]), outcome.problem)
    )
  const { check } = outcome
  if (!check.genuine) {
    if (check.reason === "unsigned")
      return heading + banner("bad", "noMatch", file.unsigned, say(file.unsignedText), "unsigned")
    if (check.reason === "unknown-key")
      return heading + banner("bad", "noMatch", file.unknownKey, say(file.unknownKeyText), "unknown-key")
    // A changed byte, a changed signature line or a forged one: not the file that was issued.
    return heading + banner("bad", "noMatch", file.notGenuine, say(file.changedText), "not-genuine")
  }
  const { number, code, issuedOn } = check.facts
  const values = { number, date: formatDate(issuedOn, locale) }
  // Genuine, unless the record was amended, withdrawn or suspended since: then that, and that the file is the one.
  const status = outcome.listed
    ? listedBanner(texts, locale, brand, outcome.listed) +
      `<p class="mt-4 text-base text-slate-800" data-report-file="same">${bidiHtml(say(file.sameFile, values))}</p>`
    : banner("good", "genuine", file.genuine, say(file.genuineText, values), "genuine")
  const note = outcome.confirmedAt
    ? say(file.confirmed, { date: formatDate(cairoToday(new Date(outcome.confirmedAt)), locale) })
    : file.unconfirmed
  // The record online: the check of its number and code, with what the register holds of it today.
  const href = escapeHtml(checkHref(locale, number, code))
  const open = `<a class="font-semibold text-blue-800 underline" href="${href}" data-report-record>${bidiHtml(fill(file.open, { number }))}</a>`
  return (
    heading +
    status +
    `<p class="mt-4 text-sm text-slate-700" data-verify-offline>${bidiHtml(note)}</p>` +
    `<p class="mt-4">${open}</p>`
  )
}
