import * as React from "react"
import { cairoToday } from "../../lib/cairo-time"
import { fill, formatDate } from "../../lib/format"
import type { Locale } from "../../lib/locales"
import type { BookingState } from "../../lib/reexamination"
import { CLIENT_CELL, ClientTable } from "./client-table"
import { LoadingState } from "./loading-state"
import type { BookingRequest, ClientTexts } from "./client-types"

type Texts = ClientTexts["book"]

const STATE_TEXT: Record<BookingState, keyof Texts> = {
  received: "stateReceived",
  quoted: "stateQuoted",
  scheduled: "stateScheduled",
  done: "stateDone",
  closed: "stateClosed",
}

// Where each of the company's re-examination requests stands, newest first, as staff move it in the workspace.
export function BookingRequests({
  texts,
  requests,
  locale,
  loading,
}: {
  texts: Texts
  requests: BookingRequest[] | null
  locale: Locale
  loading: string
}) {
  const day = (iso: string) => formatDate(iso, locale)
  const state = (request: BookingRequest) =>
    fill(texts[STATE_TEXT[request.state]], {
      day: request.scheduledFor ? day(request.scheduledFor) : "",
      certificates: request.newCertificates.join(", "),
    })
  const cell = CLIENT_CELL
  return (
    <div className="space-y-2">
      <h2 id="booking-requests-heading" className="text-lg font-semibold text-slate-900">
        {texts.requestsHeading}
      </h2>
      {requests === null ? (
        <LoadingState label={loading} blocks={1} />
      ) : requests.length === 0 ? (
        <p>{texts.requestsEmpty}</p>
      ) : (
        <ClientTable
          labelledBy="booking-requests-heading"
          // Where it stands next to the reference: on a phone the table scrolls, and this is what is looked for.
          headings={[texts.reference, texts.state, texts.askedOn, texts.askedBy, texts.items, texts.neededByColumn]}
        >
          {requests.map((request) => (
            <tr key={request.reference} data-state={request.state}>
              <td className={`${cell} whitespace-nowrap font-mono`}>{request.reference}</td>
              <td className={`${cell} font-medium`}>{state(request)}</td>
              <td className={`${cell} whitespace-nowrap`}>{day(cairoToday(new Date(request.createdAt)))}</td>
              <td className={cell}>{request.askedBy}</td>
              <td className={cell}>{request.items}</td>
              <td className={`${cell} whitespace-nowrap`}>{request.neededBy ? day(request.neededBy) : "—"}</td>
            </tr>
          ))}
        </ClientTable>
      )}
    </div>
  )
}
