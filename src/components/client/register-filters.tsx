import * as React from "react"
import { DUE_WINDOWS, REGISTER_STATUSES } from "../../lib/register-status"
import { fill } from "../../lib/format"
import { latinDigits } from "../../lib/latin-digits"
import { INPUT, LABEL, BUTTON } from "../ui/app-styles"
import type { ClientTexts, KindNames } from "./client-types"

// The register's filters as its API takes them (server/client/register-schemas.ts) and the page's query keeps them.
export const FILTER_NAMES = ["site", "kind", "status", "due", "q"] as const
export type RegisterFilter = Partial<Record<(typeof FILTER_NAMES)[number], string>>

export function filterQuery(filter: RegisterFilter): string {
  const query = new URLSearchParams()
  for (const name of FILTER_NAMES) if (filter[name]) query.set(name, filter[name])
  return query.toString()
}

export function filterOf(search: string): RegisterFilter {
  const query = new URLSearchParams(search)
  return Object.fromEntries(FILTER_NAMES.flatMap((name) => (query.get(name) ? [[name, query.get(name)!]] : [])))
}

type SelectProps = { label: string; name: string; value?: string; any: string; options: [string, string][] }

type Props = {
  texts: ClientTexts["register"]
  statuses: ClientTexts["statuses"]
  kinds: KindNames
  sites: readonly string[]
  filter: RegisterFilter
  onChange: (filter: RegisterFilter) => void
}

// Labelled by id, not by wrapping: a wrapping label would add every option's text to the select's name.
function Select({ label, name, value, options, any }: SelectProps) {
  const id = `register-${name}`
  return (
    <div>
      <label htmlFor={id} className={LABEL}>
        {label}
      </label>
      <select id={id} name={name} defaultValue={value ?? ""} className={INPUT}>
        <option value="">{any}</option>
        {options.map(([optionValue, text]) => (
          <option key={optionValue} value={optionValue}>
            {text}
          </option>
        ))}
      </select>
    </div>
  )
}

// Site, kind, status, due window and a search; "Show" asks the server again. Keyed by the filter and the sites (a
// reloaded page gets its sites after the first render, and a select keeps its first value), so a cleared
// filter shows cleared fields.
export function RegisterFilters({ texts, statuses, kinds, sites, filter, onChange }: Props) {
  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    // A search typed in Arabic-Indic digits («SL-١١٤») looks for the serial as printed (SL-114).
    onChange(Object.fromEntries(FILTER_NAMES.map((name) => [name, latinDigits(String(form.get(name) ?? "")).trim()])))
  }
  return (
    <form
      key={`${filterQuery(filter)} ${sites.join("|")}`}
      role="search"
      aria-label={texts.filters}
      onSubmit={submit}
      className="grid grid-cols-1 gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-6 lg:items-end"
    >
      <label className={`${LABEL} lg:col-span-2`}>
        {texts.search}
        <input
          name="q"
          type="search"
          defaultValue={filter.q ?? ""}
          placeholder={texts.searchHint}
          maxLength={100}
          className={INPUT}
        />
      </label>
      <Select
        label={texts.site}
        name="site"
        value={filter.site}
        any={texts.any}
        options={sites.map((site) => [site, site])}
      />
      <Select label={texts.kind} name="kind" value={filter.kind} any={texts.any} options={Object.entries(kinds)} />
      <Select
        label={texts.status}
        name="status"
        value={filter.status}
        any={texts.any}
        // "Due within 30 days" is the Due filter's (which includes the overdue); offered here only while chosen
        // (from the summary), so the select shows it.
        options={REGISTER_STATUSES.filter((status) => status !== "due" || filter.status === "due").map((status) => [
          status,
          statuses[status],
        ])}
      />
      <Select
        label={texts.due}
        name="due"
        value={filter.due}
        any={texts.any}
        options={DUE_WINDOWS.map((days) => [String(days), fill(texts.dueWithin, { days })])}
      />
      <div className="flex flex-wrap gap-3 sm:col-span-2 lg:col-span-6">
        <button type="submit" className={BUTTON}>
          {texts.apply}
        </button>
        <button type="button" onClick={() => onChange({})} className="text-sm font-medium text-blue-800 underline">
          {texts.clear}
        </button>
      </div>
    </form>
  )
}
