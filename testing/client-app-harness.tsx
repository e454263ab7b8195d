import * as React from "react"
import { render } from "@testing-library/react"
import { createHistory, createMemorySource, LocationProvider } from "@gatsbyjs/reach-router"
import type { Locale } from "../src/lib/locales"
import type { RegisterPage } from "../src/lib/register-replies"
import { ClientApp } from "../src/components/client/client-app"
import { arabic, englishEdition } from "./content"

// The client area in a component test: its API answered by a stand-in, the app opened at an address in an edition.

export const CLIENT_EDITIONS = { en: englishEdition, ar: arabic }

// A register page's status counts with nothing in it.
export const NO_STATUSES: RegisterPage["summary"] = {
  valid: 0,
  due: 0,
  expired: 0,
  issued: 0,
  suspended: 0,
  withdrawn: 0,
}

export type ApiCall = { path: string; method: string; body?: unknown }
export type ApiAnswer = { status: number; body: unknown }

// window.fetch answered by `answer` (by path, without the query), as json-fetch reads a reply; unknown paths 404.
// Returns every call made, with its parsed JSON body.
export function fakeClientApi(answer: (call: ApiCall) => ApiAnswer | undefined): ApiCall[] {
  const calls: ApiCall[] = []
  window.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    const call = {
      path: url.split("?")[0],
      method: init?.method ?? "GET",
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    }
    calls.push(call)
    const { status, body } = answer(call) ?? { status: 404, body: { error: "Not found" } }
    return { ok: status < 400, status, statusText: "", text: async () => JSON.stringify(body) }
  }) as unknown as typeof fetch
  return calls
}

export const ok = (body: unknown): ApiAnswer => ({ status: 200, body })

// The whole client app at `path` in its edition, as a bookmark or a mail's link opens it; its texts returned.
export function renderClientApp(path: string, locale: Locale) {
  const edition = CLIENT_EDITIONS[locale]
  render(
    <LocationProvider history={createHistory(createMemorySource(path))}>
      <ClientApp
        texts={edition.client}
        brand={edition.site.brand}
        kinds={{}}
        locale={locale}
        notFound={edition.site.notFound.heading}
        site={{
          phone: edition.site.contact.phones[0],
          email: edition.site.contact.email,
          suspendedText: edition.verify.result.suspendedText,
          withdrawnText: edition.verify.result.withdrawnText,
        }}
      />
    </LocationProvider>,
  )
  return edition
}
