import { cairoToday } from "./cairo-time"
import type { LabelCheck } from "./label-check"
import { bidiHtml } from "./bidi-html"
import { fill, formatDate } from "./format"
import type { Locale } from "./locales"
import type { StatusEntry } from "./status-list"
import type { VerifyData } from "./trust-content-schema"
import { isRecordKind } from "./certificate-kinds"
import { banner, issuerOf, kindNote, row, supersededBanner, validityRow, type VerifyTexts } from "./verify-result"

// The answer the /verify/ page gives by itself, from a signed label, when the server cannot be asked: Genuine (or
// Expired, by this device's day) with the facts signed on the label, Withdrawn, Suspended or Superseded when the
// phone's last synced list says so, Not genuine otherwise; and always when the status was last confirmed.

export type OfflineTexts = VerifyTexts & Pick<VerifyData, "offline">

export type OfflineOutcome = {
  check: LabelCheck
  // The entry of the synced list that names this label, if any.
  listed?: StatusEntry
  // When the synced list was made (ISO instant), if the phone has one.
  confirmedAt?: string
  today: string
}

export function offlineResultHtml(texts: OfflineTexts, brand: string, locale: Locale, outcome: OfflineOutcome): string {
  const { offline, result, labels } = texts
  const heading = `<h2 class="mb-4 text-xl font-semibold text-navy-900">${bidiHtml(result.heading)}</h2>`
  const date = (iso: string) => formatDate(iso, locale)
  const { check } = outcome
  if (!check.genuine)
    return (
      heading + banner("bad", "noMatch", offline.notGenuine, fill(offline.notGenuineText, { brand }), "not-genuine")
    )
  const { facts } = check
  const say = (text: string, values: Record<string, string> = {}) => fill(text, { brand, ...values })
  // The status sentences name who issued the document.
  const issuer = issuerOf(texts, facts.kind, brand)
  const sayIssued = (text: string, values: Record<string, string> = {}) => fill(text, { ...values, brand: issuer })
  // An answer the online check gives too, in its words: result[key] with result[`${key}Text`] on that day.
  const onlineAnswer = (
    tone: Parameters<typeof banner>[0],
    key: "withdrawn" | "suspended" | "genuine" | "expired",
    day: string,
  ) => banner(tone, key, result[key], sayIssued(result[`${key}Text`], { date: day ? date(day) : "" }), key)
  let status: string
  if (outcome.listed) status = listedBanner(texts, locale, issuer, outcome.listed)
  else if (isRecordKind(facts.kind)) {
    // A report: genuine and issued on its day, in the same words as the online answer.
    status = onlineAnswer("good", "genuine", facts.inspectedOn)
  } else if (facts.validUntil && facts.validUntil < outcome.today) {
    status = onlineAnswer("warning", "expired", facts.validUntil)
  } else {
    const text = facts.validUntil
      ? sayIssued(offline.genuineText, { issued: date(facts.inspectedOn), validUntil: date(facts.validUntil) })
      : sayIssued(offline.genuineNoExpiry, { issued: date(facts.inspectedOn) })
    status = banner("good", "valid", offline.genuine, text, "genuine")
  }
  const note = outcome.confirmedAt
    ? say(offline.confirmed, { date: date(cairoToday(new Date(outcome.confirmedAt))) })
    : offline.unconfirmed
  const rows = [
    row(labels.number, facts.number),
    row(labels.kind, texts.kinds.find((kind) => kind.id === facts.kind)?.name ?? facts.kind),
    row(labels.item, facts.item),
    facts.serial ? row(labels.serial, facts.serial) : "",
    row(labels.inspectedOn, date(facts.inspectedOn)),
    validityRow(labels, facts.kind, facts.validUntil, date),
  ]
  return (
    heading +
    status +
    kindNote(texts, facts.kind, brand) +
    `<p class="mt-4 text-sm text-slate-700" data-verify-offline>${bidiHtml(note)}</p>` +
    `<dl class="mt-6 divide-y divide-slate-200 border-y border-slate-200">${rows.join("")}</dl>`
  )
}

// What the synced list says of a document, in the online check's words: Withdrawn, Suspended or Superseded by N.
export function listedBanner(texts: VerifyTexts, locale: Locale, issuer: string, entry: StatusEntry): string {
  if (entry[1] === "superseded") return supersededBanner(texts, locale, issuer, entry[2], { number: entry[3] })
  const [, status, day] = entry
  const text = fill(texts.result[`${status}Text`], { brand: issuer, date: day ? formatDate(day, locale) : "" })
  return banner("bad", status, texts.result[status], text, status)
}
