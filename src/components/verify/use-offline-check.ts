import * as React from "react"
import { cairoToday } from "../../lib/cairo-time"
import { checkLabel, KEYS_PATH, prepareEd25519, type LabelKeyFile } from "../../lib/label-check"
import { localizePath, type Locale } from "../../lib/locales"
import { offlineResultHtml, type OfflineTexts } from "../../lib/offline-result"
import { VERIFY_PATH } from "../../lib/routes"
import { LABEL_PREFIX } from "../../lib/signed-label"
import { listedEntry, readStatusList, STATUS_LIST_PATH, type SignedStatusList } from "../../lib/status-list"

const getJson = async <T>(url: string): Promise<T | undefined> => {
  try {
    const response = await fetch(url, { headers: { accept: "application/json" } })
    return response.ok ? ((await response.json()) as T) : undefined
  } catch {
    return undefined
  }
}

// The service worker of this edition's /verify/ (site-build/postbuild/verify-worker.ts), then the files this page
// loaded, for it to keep: from the next visit on the page opens without the network.
async function keepForOffline(locale: Locale) {
  if (!("serviceWorker" in navigator)) return
  const scope = localizePath(VERIFY_PATH, locale)
  try {
    await navigator.serviceWorker.register(`${scope}sw.js`, { scope })
    await prepareEd25519()
    // The report file's check (use-report-file-check.ts), loaded now for the worker to keep with the rest.
    await import("../../lib/signed-report")
    const ready = await navigator.serviceWorker.ready
    const urls = performance.getEntriesByType("resource").map((entry) => entry.name)
    ready.active?.postMessage({ urls })
    // What a test (or a curious engineer) waits for: everything this page needs offline has been handed over.
    document.documentElement.dataset.offlineReady = "true"
  } catch {
    // A browser that refuses workers (private mode, a policy) still checks online.
  }
}

// The public keys and the signed status list: the newest online (and then kept by the page's worker), the kept
// ones offline. The list only when its signature checks against the keys; no keys on a device that never opened
// the page online.
export async function keptKeysAndList() {
  const [keys, signedList] = await Promise.all([
    getJson<LabelKeyFile>(KEYS_PATH),
    getJson<SignedStatusList>(STATUS_LIST_PATH),
  ])
  const list = keys && signedList ? await readStatusList(signedList, keys) : undefined
  return { keys, list }
}

// A signed label's own answer, made on this device: its code (the link's part after #, or the code typed from the
// print) checked against the kept public keys, and its number and verification code looked up in the kept signed
// status list. Undefined when this device has no keys yet (it never opened the page online).
export async function labelAnswer(
  texts: OfflineTexts,
  brand: string,
  locale: Locale,
  label: { code: string; number: string | null; verification: string | null },
): Promise<string | undefined> {
  const { keys, list } = await keptKeysAndList()
  if (!keys) return undefined
  const check = await checkLabel(label.code, keys)
  const listed = await listedEntry(list, label.number, label.verification)
  return offlineResultHtml(texts, brand, locale, {
    check,
    listed,
    confirmedAt: list?.at,
    today: cairoToday(new Date()),
  })
}

// The label's link, when the server wrote no answer (offline, the kept page). Called online too: fetching the keys
// and the list lets the worker keep their newest copies for the next offline check.
async function linkAnswer(texts: OfflineTexts, brand: string, locale: Locale) {
  const query = new URLSearchParams(location.search)
  const label = { code: location.hash, number: query.get("n"), verification: query.get("c") }
  const html = await labelAnswer(texts, brand, locale, label)
  return location.hash.startsWith(`#${LABEL_PREFIX}`) ? html : undefined
}

// Online, the server's answer stands (it knows today's status); this only answers where it could not.
export function useOfflineCheck(
  texts: OfflineTexts,
  brand: string,
  locale: Locale,
  serverAnswered: boolean,
  show: (html: string) => void,
) {
  React.useEffect(() => {
    void keepForOffline(locale)
    // Fetched on every visit online as well: the worker keeps the newest status list for the next offline check.
    void linkAnswer(texts, brand, locale).then((html) => {
      if (html && !serverAnswered) show(html)
    })
    // Once, on arrival: the page's texts and the link do not change while it is open.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
}
