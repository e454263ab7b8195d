import * as React from "react"
import { isolateLtrRuns } from "../../lib/bidi-runs"
import { fill, formatDate } from "../../lib/format"
import type { Locale } from "../../lib/locales"
import { BOOKING_WINDOW_DAYS } from "../../lib/reexamination"
import { INPUT, LABEL } from "../ui/app-styles"
import { BidiText } from "../ui/bidi-text"
import type { ClientTexts, KindNames, RegisterPage } from "./client-types"
import { BookedBadge } from "./booked-badge"
import { LoadingState } from "./loading-state"
import { countText } from "../../lib/plural"
import { StatusBadge } from "./status-badge"

type Props = {
  texts: ClientTexts
  kinds: KindNames
  locale: Locale
  due: RegisterPage | "loading" | "failed"
  site: string
  chosen: ReadonlySet<string>
  onSite: (site: string) => void
  onChosen: (chosen: ReadonlySet<string>) => void
}

// The items due within the booking window (the register's own filter, first page: the soonest 50), each a box to
// tick, and the site they are at. The whole of a site's due items is booked by the page's second button.
export function BookingChoice({ texts, kinds, locale, due, site, chosen, onSite, onChosen }: Props) {
  const t = texts.book
  const toggle = (number: string) => {
    const next = new Set(chosen)
    if (!next.delete(number)) next.add(number)
    onChosen(next)
  }
  const items = typeof due === "object" ? due.items : []
  return (
    <fieldset className="min-w-0 space-y-3">
      <legend className="text-lg font-semibold text-slate-900">
        {fill(t.chooseHeading, { days: BOOKING_WINDOW_DAYS })}
      </legend>
      <label className={`${LABEL} max-w-sm`}>
        {texts.register.site}
        <select value={site} onChange={(event) => onSite(event.target.value)} className={INPUT}>
          <option value="">{t.allSites}</option>
          {(typeof due === "object" ? due.sites : site ? [site] : []).map((name) => (
            <option key={name} value={name}>
              {/* An option holds text only: its codes are isolated by characters. */}
              {isolateLtrRuns(name)}
            </option>
          ))}
        </select>
      </label>
      {due === "loading" ? (
        <LoadingState label={texts.app.loading} blocks={2} />
      ) : due === "failed" ? (
        <p role="alert" className="text-red-700">
          {texts.register.failed}
        </p>
      ) : items.length === 0 ? (
        <p>{fill(t.noneDue, { days: BOOKING_WINDOW_DAYS })}</p>
      ) : (
        <>
          <p className="text-sm text-slate-700">
            {countText(
              locale,
              due.total,
              { one: t.dueCountOne, other: t.dueCount },
              { shown: items.length, total: due.total },
            )}{" "}
            <button
              type="button"
              className="text-blue-800 underline"
              onClick={() => onChosen(new Set(items.filter((item) => !item.booked).map((item) => item.number)))}
            >
              {t.tickAll}
            </button>
          </p>
          {items.some((item) => item.booked) && <p className="text-sm text-slate-700">{t.bookedNote}</p>}
          <ul className="divide-y divide-slate-200 rounded border border-slate-200">
            {items.map((item) => (
              <li key={item.number} className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 p-2 text-sm">
                <label className={`flex min-w-[12rem] flex-1 items-start gap-3 ${item.booked ? "" : "cursor-pointer"}`}>
                  {/* Booked already (issue 64, P7): not to be ticked again by mistake; the badge says by which request. */}
                  <input
                    type="checkbox"
                    checked={chosen.has(item.number)}
                    disabled={Boolean(item.booked)}
                    onChange={() => toggle(item.number)}
                    className="mt-0.5 h-4 w-4 shrink-0 disabled:opacity-50"
                  />
                  <span className="text-slate-700">
                    <strong className="font-medium text-slate-900">
                      <BidiText text={item.item} />
                    </strong>{" "}
                    ·{" "}
                    <BidiText
                      text={[item.serial ?? item.number, kinds[item.kind] ?? item.kind, item.site].join(" · ")}
                    />
                  </span>
                </label>
                <span className="flex flex-wrap items-center gap-2 ps-7 text-slate-800">
                  {texts.register.validUntil}: {item.validUntil ? formatDate(item.validUntil, locale) : "—"}
                  <StatusBadge status={item.status} label={texts.statuses[item.status]} />
                  <BookedBadge booked={item.booked} template={texts.register.booked} locale={locale} />
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </fieldset>
  )
}
