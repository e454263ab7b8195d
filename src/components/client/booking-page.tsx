import * as React from "react"
import { BOOKINGS_PATH, REGISTER_PATH } from "../../lib/client-paths"
import { fill } from "../../lib/format"
import { bookingCreated, bookingList } from "../../lib/booking-replies"
import { ApiError } from "../../lib/json-fetch"
import { readReply } from "../../lib/read-reply"
import { registerPageReply } from "../../lib/register-replies"
import type { Locale } from "../../lib/locales"
import { BOOKING_WINDOW_DAYS } from "../../lib/reexamination"
import { FormError, HintedField } from "../ui/app-controls"
import { BUTTON, INPUT, LABEL } from "../ui/app-styles"
import { BookingChoice } from "./booking-choice"
import { BookingRequests } from "./booking-requests"
import type { BookingRequest, ClientMe, ClientTexts, KindNames, RegisterPage } from "./client-types"
import { companyName } from "./company-name"

type Props = { texts: ClientTexts; me: ClientMe; brand: string; kinds: KindNames; locale: Locale }

// Booking the next examination (issue 51): the items due within the window, soonest first, ticked one by one or
// all of a site's at once; a needed-by day (left empty, the server takes the earliest due date) and a note. Below,
// where each of the company's requests stands. The server decides which items are the company's.
export function BookingPage({ texts, me, brand, kinds, locale }: Props) {
  const t = texts.book
  const [site, setSite] = React.useState("")
  const [due, setDue] = React.useState<RegisterPage | "loading" | "failed">("loading")
  const [chosen, setChosen] = React.useState<ReadonlySet<string>>(new Set())
  const [requests, setRequests] = React.useState<BookingRequest[] | null>(null)
  const [error, setError] = React.useState({ form: "", neededBy: "" })
  const [sent, setSent] = React.useState("")
  const [working, setWorking] = React.useState(false)

  // What the window books: the register's due window, which holds the overdue items too.
  const loadDue = React.useCallback(async () => {
    const filter = { due: String(BOOKING_WINDOW_DAYS), ...(site ? { site } : {}) }
    try {
      setDue(await readReply(registerPageReply, `${REGISTER_PATH}?${new URLSearchParams(filter)}`))
    } catch {
      setDue("failed")
    }
  }, [site])
  const loadRequests = React.useCallback(async () => {
    try {
      setRequests((await readReply(bookingList, BOOKINGS_PATH)).requests)
    } catch {
      setRequests([])
    }
  }, [])
  React.useEffect(() => void loadDue(), [loadDue])
  React.useEffect(() => void loadRequests(), [loadRequests])

  async function ask(form: HTMLFormElement, wholeSite: boolean) {
    const data = new FormData(form)
    const neededBy = String(data.get("neededBy") ?? "")
    const note = String(data.get("note") ?? "").trim()
    if (!wholeSite && chosen.size === 0) return setError({ form: t.chooseOne, neededBy: "" })
    setWorking(true)
    setError({ form: "", neededBy: "" })
    try {
      const created = await readReply(bookingCreated, BOOKINGS_PATH, {
        method: "POST",
        body: {
          ...(wholeSite ? { site, withinDays: BOOKING_WINDOW_DAYS } : { numbers: [...chosen] }),
          ...(neededBy ? { neededBy } : {}),
          ...(note ? { note } : {}),
          locale,
        },
      })
      setSent(fill(created.items === 1 ? t.sentOne : t.sent, { reference: created.reference, items: created.items }))
      setChosen(new Set())
      form.reset()
      // The items just booked read as booked at once (issue 64, P7).
      void loadDue()
      void loadRequests()
    } catch (failure) {
      const code = failure instanceof ApiError ? failure.code : undefined
      if (code === "PAST_DAY") setError({ form: "", neededBy: t.pastDay })
      else
        setError({
          // A refusal names the items (not in the register, or booked already by another request).
          form:
            failure instanceof ApiError && (failure.status === 400 || failure.status === 409)
              ? failure.message
              : t.failed,
          neededBy: "",
        })
    } finally {
      setWorking(false)
    }
  }

  // Items that can be ticked: listed and not booked already. With none, no button waits for a tick.
  const tickable = typeof due === "object" && due.items.some((item) => !item.booked)
  const submitter = (event: React.FormEvent<HTMLFormElement>) =>
    (event.nativeEvent as SubmitEvent).submitter?.getAttribute("value") === "site"
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-semibold text-slate-900">{t.heading}</h1>
        <p className="mt-1 max-w-3xl text-sm text-slate-700">
          {fill(t.intro, { brand, company: companyName(me, locale), days: BOOKING_WINDOW_DAYS })}
        </p>
      </div>
      <form
        noValidate
        className="space-y-4 rounded-lg border border-slate-200 bg-white p-4"
        onSubmit={(event) => {
          event.preventDefault()
          void ask(event.currentTarget, submitter(event))
        }}
      >
        <BookingChoice
          texts={texts}
          kinds={kinds}
          locale={locale}
          due={due}
          site={site}
          chosen={chosen}
          onSite={(next) => {
            setSite(next)
            setChosen(new Set())
            setDue("loading")
          }}
          onChosen={setChosen}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <HintedField
            label={t.neededBy}
            type="date"
            name="neededBy"
            hintId="needed-by-hint"
            hint={t.neededByHint}
            error={error.neededBy}
          />
          <label className={LABEL}>
            {t.note}
            <textarea name="note" rows={3} maxLength={2000} className={INPUT} />
          </label>
        </div>
        <FormError message={error.form} />
        {sent && (
          <p role="status" className="rounded bg-green-50 p-2 text-sm text-green-900">
            {sent}
          </p>
        )}
        {/* Nothing ticked: the button waits and says why, never "0 ticked items". */}
        {chosen.size === 0 && tickable && (
          <p id="submit-none" className="text-sm text-slate-700">
            {t.submitNone}
          </p>
        )}
        <div className="flex flex-wrap gap-3">
          {tickable && (
            <button
              type="submit"
              value="items"
              disabled={working || chosen.size === 0}
              aria-describedby={chosen.size === 0 ? "submit-none" : undefined}
              className={`${BUTTON} disabled:cursor-not-allowed disabled:opacity-60`}
            >
              {chosen.size === 0
                ? t.submitAny
                : chosen.size === 1
                  ? t.submitOne
                  : fill(t.submitSelected, { count: chosen.size })}
            </button>
          )}
          {site && (
            <button type="submit" value="site" disabled={working} className={BUTTON}>
              {fill(t.submitSite, { days: BOOKING_WINDOW_DAYS, site })}
            </button>
          )}
        </div>
      </form>
      <BookingRequests texts={t} requests={requests} locale={locale} loading={texts.app.loading} />
    </div>
  )
}
