import { bidiHtml } from "./bidi-html"
import { isRecordKind, type Verification } from "./certificate-kinds"
import { escapeHtml, fill, formatDate } from "./format"
import { localizePath, type Locale } from "./locales"
import { VERIFY_PATH } from "./routes"
import type { VerifyData } from "./trust-content-schema"

// The answer of the public check as HTML, written once for both of its readers: the server fills it into the
// built /verify/ page (a visitor without JavaScript, a scanned QR link) and the page's script sets it after
// calling /api/verify. A string, not a component, because the server may import src/lib only.

// The attribute of the element in the built page that holds the answer.
export const VERIFY_SLOT = "data-verify-result"

// The texts the answer needs, as data/verify.json holds them (and the page's query hands them over).
export type VerifyTexts = Pick<VerifyData, "result" | "labels"> & {
  kinds: readonly { id: string; name: string; note?: string | null; issuer?: string | null }[]
}

// "needsNetwork": the page could not reach the server at all (offline), and had no signed code to check itself.
export type VerifyAnswer = Verification | { found: false; problem: "tooMany" | "failed" | "needsNetwork" }

// Lucide's icons (ISC licence) as SVG markup: circle-check, clock, circle-pause, ban, circle-arrow-right,
// circle-x, circle-alert.
export const ICONS = {
  genuine: '<path d="m9 12 2 2 4-4"/>',
  valid: '<path d="m9 12 2 2 4-4"/>',
  expired: '<path d="M12 6v6l4 2"/>',
  suspended: '<line x1="10" x2="10" y1="15" y2="9"/><line x1="14" x2="14" y1="15" y2="9"/>',
  withdrawn: '<path d="M4.929 4.929 19.07 19.071"/>',
  superseded: '<path d="M8 12h8"/><path d="m12 16 4-4-4-4"/>',
  noMatch: '<path d="m15 9-6 6"/><path d="m9 9 6 6"/>',
  problem: '<line x1="12" x2="12" y1="8" y2="12"/><line x1="12" x2="12.01" y1="16" y2="16"/>',
}
// The arrow of "superseded" points onward in the reading direction: to the left in Arabic.
const icon = (name: keyof typeof ICONS) =>
  `<svg aria-hidden="true" class="h-8 w-8 shrink-0${name === "superseded" ? " rtl:-scale-x-100" : ""}" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><circle cx="12" cy="12" r="10"/>${ICONS[name]}</svg>`

// Colour backs up the word and the icon, never replaces them: green, amber, red.
const TONES = {
  good: "border-green-700 bg-green-50 text-green-900",
  warning: "border-amber-600 bg-amber-50 text-amber-900",
  bad: "border-red-700 bg-red-50 text-red-900",
  neutral: "border-slate-400 bg-slate-50 text-slate-900",
}

export function banner(
  tone: keyof typeof TONES,
  symbol: keyof typeof ICONS,
  status: string,
  text: string,
  key: string,
) {
  return bannerHtml(tone, symbol, status, bidiHtml(text), key)
}

// The same with its sentence already HTML (a number in it is a link: filledHtml).
export function bannerHtml(
  tone: keyof typeof TONES,
  symbol: keyof typeof ICONS,
  status: string,
  textHtml: string,
  key: string,
) {
  return (
    `<div class="rounded-xl border-2 p-5 ${TONES[tone]}" data-verify-status="${key}">` +
    `<p class="flex items-center gap-3 text-2xl font-bold">${icon(symbol)}<span>${bidiHtml(status)}</span></p>` +
    `<p class="mt-2 text-base leading-relaxed text-slate-800">${textHtml}</p></div>`
  )
}

// A sentence as HTML, its {placeholders} filled: `values` as text, `html` as markup given whole (a link).
export function filledHtml(template: string, values: Record<string, string>, html: Record<string, string> = {}) {
  return template
    .split(/(\{\w+\})/)
    .map((part) => {
      const key = /^\{(\w+)\}$/.exec(part)?.[1]
      if (key && key in html) return html[key]
      return bidiHtml(key && key in values ? values[key] : part)
    })
    .join("")
}

// The public check of a document in this edition, its number and code filled in.
export const checkHref = (locale: Locale, number: string, code: string) =>
  `${localizePath(VERIFY_PATH, locale)}?${new URLSearchParams({ n: number, c: code })}`

// A link whose text is a number or code: it reads left to right inside an Arabic sentence too.
export const numberLink = (href: string, number: string) =>
  `<a class="font-semibold underline" href="${escapeHtml(href)}"><bdi dir="ltr">${escapeHtml(number)}</bdi></a>`

// "Superseded by N on <date>" (issue 62): amber, since the document was genuine but an amendment replaced it. The
// amendment's number links to its check where its code is known (online); from the offline list it is text alone.
export function supersededBanner(
  texts: VerifyTexts,
  locale: Locale,
  issuer: string,
  day: string,
  successor: { number: string; code?: string | null },
) {
  const { result } = texts
  const date = day ? formatDate(day, locale) : ""
  const link = successor.code
    ? { number: numberLink(checkHref(locale, successor.number, successor.code), successor.number) }
    : undefined
  const text = filledHtml(result.supersededText, { brand: issuer, date, number: successor.number }, link)
  return bannerHtml("warning", "superseded", result.superseded, text, "superseded")
}

// What a kind of document is, where a reader could take it for more (a competence card is not a certification).
export function kindNote(texts: VerifyTexts, kind: string, brand: string): string {
  const note = texts.kinds.find((entry) => entry.id === kind)?.note
  return note
    ? `<p class="mt-4 text-sm text-slate-700" data-verify-kind-note>${bidiHtml(fill(note, { brand }))}</p>`
    : ""
}

// Who issued a document of this kind, as the answers name it: the inspection body ({brand}), or the kind's own
// issuer (the group's Technical Services issues the heat-treatment records).
export function issuerOf(texts: VerifyTexts, kind: string, brand: string): string {
  return fill(texts.kinds.find((entry) => entry.id === kind)?.issuer ?? "{brand}", { brand })
}

// A report has no validity: no "Valid until" or "No expiry date" row, which would imply one.
export const validityRow = (
  labels: VerifyTexts["labels"],
  kind: string,
  validUntil: string | null,
  date: (iso: string) => string,
) => (isRecordKind(kind) ? "" : row(labels.validUntil, validUntil ? date(validUntil) : labels.noExpiry))

// Numbers, serials and names read left to right inside Arabic text too: each value is isolated.
export const row = (label: string, value: string) =>
  `<div class="py-2 sm:flex sm:gap-6"><dt class="font-semibold text-slate-700 sm:w-56 sm:shrink-0">${bidiHtml(label)}</dt>` +
  `<dd class="break-words text-navy-900"><bdi>${bidiHtml(value)}</bdi></dd></div>`

function details(texts: VerifyTexts, locale: Locale, found: Extract<Verification, { found: true }>): string {
  const { labels } = texts
  const date = (iso: string) => formatDate(iso, locale)
  const rows = [
    row(labels.number, found.number),
    row(labels.kind, texts.kinds.find((kind) => kind.id === found.kind)?.name ?? found.kind),
    row(labels.item, found.item),
    found.serial ? row(labels.serial, found.serial) : "",
    found.rating ? row(labels.rating, found.rating) : "",
    row(labels.client, found.client),
    row(labels.site, found.site),
    row(labels.inspectedOn, date(found.inspectedOn)),
    validityRow(labels, found.kind, found.validUntil, date),
    row(labels.inspector, `${found.inspector} (${found.inspectorCertificate})`),
  ]
  return `<dl class="mt-6 divide-y divide-slate-200 border-y border-slate-200">${rows.join("")}</dl>`
}

export function verifyResultHtml(texts: VerifyTexts, brand: string, locale: Locale, answer: VerifyAnswer): string {
  const heading = `<h2 class="mb-4 text-xl font-semibold text-navy-900">${bidiHtml(texts.result.heading)}</h2>`
  const { result } = texts
  const say = (text: string, date = "") => fill(text, { brand, date })
  if (!answer.found) {
    const problem = "problem" in answer ? answer.problem : null
    const body = problem
      ? banner("neutral", "problem", result[problem], result[`${problem}Text`], problem)
      : banner("bad", "noMatch", result.noMatch, say(result.noMatchText), "no-match")
    return heading + body
  }
  const date = answer.statusDate ? formatDate(answer.statusDate, locale) : ""
  const issuer = issuerOf(texts, answer.kind, brand)
  const tone = { genuine: "good", valid: "good", expired: "warning", suspended: "bad", withdrawn: "bad" } as const
  const status =
    answer.status === "superseded"
      ? supersededBanner(texts, locale, issuer, answer.statusDate ?? "", answer.supersededBy ?? { number: "" })
      : banner(
          tone[answer.status],
          answer.status,
          result[answer.status],
          fill(result[`${answer.status}Text`], { brand: issuer, date }),
          answer.status,
        )
  return heading + status + kindNote(texts, answer.kind, brand) + details(texts, locale, answer)
}
