import * as React from "react"
import { CAIRO_TIME_ZONE } from "../../lib/cairo-time"
import { CLIENT_LOG_API_PATH } from "../../lib/client-paths"
import { readLogDetail, type CompanyLogEvent } from "../../lib/company-log-events"
import type { ClientRole } from "../../lib/client-roles"
import { fill } from "../../lib/format"
import { readReply } from "../../lib/read-reply"
import { companyLogReply } from "../../lib/company-replies"
import type { Locale } from "../../lib/locales"
import type { ClientMe, ClientTexts, CompanyLogEntry } from "./client-types"
import { companyName } from "./company-name"
import { CLIENT_CELL, ClientTable } from "./client-table"

type Texts = ClientTexts["log"]
// `roles`: the roles' names in the page's language (the People page's).
type Props = { texts: Texts; roles: Record<ClientRole, string>; me: ClientMe; locale: Locale }

// An entry's detail: what was acted on as stored (left to right: a number, an address), a role or two-factor
// sign-in in the reader's language (issue 64).
function Detail({ entry, texts, roles }: { entry: CompanyLogEntry; texts: Texts; roles: Record<ClientRole, string> }) {
  if (!entry.detail) return null
  const detail = readLogDetail(entry.event, entry.detail)
  if (detail.kind === "two-factor") return <>{texts.detailTwoFactor}</>
  if (detail.kind === "text") return <span dir="ltr">{detail.text}</span>
  // The item as the inspector named it, then who was told, as counts in the reader's language (issue 61).
  if (detail.kind === "danger")
    return (
      <>
        <bdi>{detail.subject}</bdi> — {fill(texts.detailDanger, { owners: detail.owners, staff: detail.staff })}
      </>
    )
  return detail.form === "invitation" ? (
    <>
      <span dir="ltr">{detail.subject}</span> ({roles[detail.role]})
    </>
  ) : (
    <>
      <bdi>{detail.subject}</bdi>: {roles[detail.role]}
    </>
  )
}

// Each event's words (data/client.json's log.event…).
const EVENT_TEXT: Record<CompanyLogEvent, keyof Texts> = {
  "sign-in": "eventSignIn",
  "report-download": "eventReportDownload",
  "invitation-sent": "eventInvitationSent",
  "invitation-accepted": "eventInvitationAccepted",
  "invitation-cancelled": "eventInvitationCancelled",
  "role-changed": "eventRoleChanged",
  "member-removed": "eventMemberRemoved",
  "dangerous-defect": "eventDangerousDefect",
}

// Times as the company reads them, in Cairo, with Western digits in both editions (as the register's dates).
const timeFormat = (locale: Locale) =>
  new Intl.DateTimeFormat(`${locale}-u-nu-latn`, { timeZone: CAIRO_TIME_ZONE, dateStyle: "medium", timeStyle: "short" })

// A client administrator's page of the company's log (issue 50): newest first, 50 entries at a time. The server
// answers it to administrators only.
export function CompanyLog({ texts, roles, me, locale }: Props) {
  const [entries, setEntries] = React.useState<CompanyLogEntry[] | null>(null)
  const [next, setNext] = React.useState<number | null>(null)
  const [failed, setFailed] = React.useState(false)
  const format = React.useMemo(() => timeFormat(locale), [locale])

  const load = React.useCallback(async (after: number | null) => {
    try {
      const query = after === null ? "" : `?${new URLSearchParams({ after: String(after) })}`
      const page = await readReply(companyLogReply, `${CLIENT_LOG_API_PATH}${query}`)
      setEntries((before) => [...(after === null ? [] : (before ?? [])), ...page.entries])
      setNext(page.next)
      setFailed(false)
    } catch {
      setFailed(true)
    }
  }, [])
  React.useEffect(() => void load(null), [load])

  const cell = CLIENT_CELL
  return (
    <div className="space-y-4">
      <div>
        <h1 id="company-log-heading" className="text-2xl font-semibold text-slate-900">
          {fill(texts.heading, { company: companyName(me, locale) })}
        </h1>
        <p className="mt-1 max-w-3xl text-sm text-slate-700">{texts.intro}</p>
      </div>
      {failed && (
        <p role="alert" className="text-sm text-red-700">
          {texts.failed}
        </p>
      )}
      {entries === null ? (
        !failed && <p role="status">…</p>
      ) : entries.length === 0 ? (
        <p>{texts.empty}</p>
      ) : (
        <>
          {/* On a phone each entry is a card of its own (issue 64): four columns left the detail a letter or two
              wide, or off-screen. The table from a tablet's width on; only one of the two is ever displayed. */}
          <ol aria-labelledby="company-log-heading" className="space-y-2 sm:hidden">
            {entries.map((entry) => (
              <li key={entry.id} className="rounded-lg border border-slate-200 bg-white p-3 text-sm">
                <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
                  <dt className="text-slate-600">{texts.when}</dt>
                  <dd>
                    <time dateTime={entry.at}>{format.format(new Date(entry.at))}</time>
                  </dd>
                  <dt className="text-slate-600">{texts.who}</dt>
                  <dd className="break-words">{entry.actorName}</dd>
                  <dt className="text-slate-600">{texts.what}</dt>
                  <dd>{texts[EVENT_TEXT[entry.event]]}</dd>
                  {entry.detail && (
                    <>
                      <dt className="text-slate-600">{texts.detail}</dt>
                      <dd className="break-words">
                        <Detail entry={entry} texts={texts} roles={roles} />
                      </dd>
                    </>
                  )}
                </dl>
              </li>
            ))}
          </ol>
          <div className="hidden sm:block">
            <ClientTable labelledBy="company-log-heading" headings={[texts.when, texts.who, texts.what, texts.detail]}>
              {entries.map((entry) => (
                <tr key={entry.id}>
                  <td className={`${cell} whitespace-nowrap`}>
                    <time dateTime={entry.at}>{format.format(new Date(entry.at))}</time>
                  </td>
                  <td className={`${cell} break-words`}>{entry.actorName}</td>
                  <td className={cell}>{texts[EVENT_TEXT[entry.event]]}</td>
                  <td className={`${cell} break-all`}>
                    <Detail entry={entry} texts={texts} roles={roles} />
                  </td>
                </tr>
              ))}
            </ClientTable>
          </div>
        </>
      )}
      {next !== null && (
        <button
          type="button"
          onClick={() => void load(next)}
          className="rounded bg-blue-800 px-3 py-1.5 text-sm font-semibold text-white"
        >
          {texts.more}
        </button>
      )}
    </div>
  )
}
