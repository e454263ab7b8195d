import * as React from "react"
import { Download } from "lucide-react"
import { REGISTER_CSV_PATH, REGISTER_PATH } from "../../lib/client-paths"
import { fillCompany } from "../../lib/company-words"
import { telHref } from "../../lib/format"
import { CONTACT_PATH } from "../../lib/routes"
import { readReply } from "../../lib/read-reply"
import { registerPageReply } from "../../lib/register-replies"
import { localizePath, type Locale } from "../../lib/locales"
import { BUTTON } from "../ui/app-styles"
import type { ClientMe, ClientTexts, KindNames, RegisterPage } from "./client-types"
import { filterOf, filterQuery, RegisterFilters, type RegisterFilter } from "./register-filters"
import { RegisterItem } from "./register-item"
import { LoadingState } from "./loading-state"
import { countText } from "../../lib/plural"
import { companyName } from "./company-name"
import { RegisterSummary } from "./register-summary"
import type { SiteFacts } from "./site-facts"

type Props = { texts: ClientTexts; me: ClientMe; brand: string; kinds: KindNames; locale: Locale; site: SiteFacts }
type Loaded = { page: RegisterPage; shown: RegisterPage["items"] }

// Whom to ask about a certificate that is not in the register: the company's phone and e-mail, as links.
function Missing({ template, site }: { template: string; site: SiteFacts }) {
  const [before, between, after] = template.split(/\{phone\}|\{email\}/)
  return (
    <p className="text-sm text-slate-700">
      {before}
      <a href={telHref(site.phone)} dir="ltr" className="text-blue-800 underline">
        {site.phone}
      </a>
      {between}
      <a href={`mailto:${site.email}`} className="text-blue-800 underline">
        {site.email}
      </a>
      {after}
    </p>
  )
}

// The Document filter's kinds: those of the company's items, and the one chosen in the address whatever it is.
const presentKinds = (kinds: KindNames, present: readonly string[], chosen?: string): KindNames =>
  Object.fromEntries(Object.entries(kinds).filter(([kind]) => present.includes(kind) || kind === chosen))

// The company's register: soonest due first, filtered on the server, 50 items a page and "Show more" for the next
// (the server's keyset), the filtered whole as CSV. The filter lives in the page's query: a reload or a shared
// link shows the same register.
export function RegisterView({ texts, me, brand, kinds, locale, site }: Props) {
  const t = texts.register
  const [filter, setFilter] = React.useState<RegisterFilter>(() =>
    filterOf(typeof window === "undefined" ? "" : window.location.search),
  )
  const [loaded, setLoaded] = React.useState<Loaded | "loading" | "failed">("loading")
  const [sites, setSites] = React.useState<string[]>([])
  const [present, setPresent] = React.useState<string[] | null>(null)
  // The whole register's counts: none at all is a company with no certificate yet, not a filter that matched nothing.
  const [summary, setSummary] = React.useState<RegisterPage["summary"] | null>(null)

  const load = React.useCallback(
    async (after?: string) => {
      const query = new URLSearchParams(filterQuery(filter))
      if (after) query.set("after", after)
      try {
        const page = await readReply(registerPageReply, `${REGISTER_PATH}?${query}`)
        setSites(page.sites)
        if (page.kinds) setPresent(page.kinds)
        setSummary(page.summary)
        setLoaded((before) => ({
          page,
          shown: after && typeof before === "object" ? [...before.shown, ...page.items] : page.items,
        }))
      } catch {
        setLoaded("failed")
      }
    },
    [filter],
  )
  React.useEffect(() => void load(), [load])

  function change(next: RegisterFilter) {
    const query = filterQuery(next)
    window.history.replaceState(window.history.state, "", `${window.location.pathname}${query ? `?${query}` : ""}`)
    setLoaded("loading")
    setFilter(next)
  }

  const company = companyName(me, locale)
  const query = filterQuery(filter)
  const hasItems = summary !== null && Object.values(summary).some((count) => count > 0)
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold text-slate-900">{t.heading}</h1>
          <p className="mt-1 max-w-3xl text-sm text-slate-700">{fillCompany(t.intro, { brand, company })}</p>
        </div>
        {hasItems && (
          <a
            // The kinds' and statuses' names in the page's language.
            href={`${REGISTER_CSV_PATH}?${[query, `lang=${locale}`].filter(Boolean).join("&")}`}
            download
            className={`${BUTTON} inline-flex items-center gap-2`}
          >
            <Download aria-hidden="true" className="h-4 w-4" />
            {t.csv}
          </a>
        )}
      </div>
      {hasItems && (
        <>
          <RegisterSummary
            texts={t}
            statuses={texts.statuses}
            summary={summary}
            chosen={filter.status}
            onChoose={(status) => change(status ? { status } : {})}
          />
          <RegisterFilters
            texts={t}
            statuses={texts.statuses}
            kinds={present ? presentKinds(kinds, present, filter.kind) : kinds}
            sites={sites}
            filter={filter}
            onChange={change}
          />
        </>
      )}
      {loaded === "loading" ? (
        <LoadingState label={texts.app.loading} />
      ) : loaded === "failed" ? (
        <p role="alert" className="text-red-700">
          {t.failed}
        </p>
      ) : !hasItems ? (
        <div role="status" className="space-y-2 rounded-lg border border-slate-200 bg-white p-4">
          <p className="text-slate-900">{fillCompany(t.emptyCompany, { brand, company })}</p>
          <Missing template={t.missing} site={site} />
          <a
            href={`${localizePath(CONTACT_PATH, locale)}#contact`}
            className="inline-block font-medium text-blue-800 underline"
          >
            {t.bookFirst}
          </a>
        </div>
      ) : loaded.page.total === 0 ? (
        <div role="status" className="space-y-2">
          <p className="text-slate-900">{t.empty}</p>
          <button type="button" onClick={() => change({})} className="text-sm font-medium text-blue-800 underline">
            {t.clear}
          </button>
        </div>
      ) : (
        <>
          <p role="status" className="text-sm text-slate-700">
            {countText(
              locale,
              loaded.page.total,
              { one: t.countOne, other: t.count },
              { shown: loaded.shown.length, total: loaded.page.total },
            )}
          </p>
          <ul className="space-y-3">
            {loaded.shown.map((item) => (
              <RegisterItem
                key={item.number}
                item={item}
                texts={t}
                statuses={texts.statuses}
                kinds={kinds}
                locale={locale}
                site={site}
                brand={brand}
              />
            ))}
          </ul>
          {loaded.page.next && (
            <button type="button" onClick={() => void load(loaded.page.next!)} className={BUTTON}>
              {t.more}
            </button>
          )}
        </>
      )}
    </div>
  )
}
