import * as React from "react"
import { cairoToday } from "../../lib/cairo-time"
import { checkLabel, KEYS_PATH, prepareEd25519, type LabelKeyFile } from "../../lib/label-check"
import { localizePath, type Locale } from "../../lib/locales"
import { offlineResultHtml, type OfflineTexts } from "../../lib/offline-result"
import { VERIFY_PATH } from "../../lib/routes"
import { LABEL_PREFIX } from "../../lib/signed-label"
import { readStatusList, statusDigest, STATUS_LIST_PATH, type SignedStatusList } from "../../lib/status-list"

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
    const ready = await navigator.serviceWorker.ready
    const urls = performance.getEntriesByType("resource").map((entry) => entry.name)
    ready.active?.postMessage({ urls })
    // What a test (or a curious engineer) waits for: everything this page needs offline has been handed over.
    document.documentElement.dataset.offlineReady = "true"
  } catch {
    // A browser that refuses workers (private mode, a policy) still checks online.
  }
}

// The label's own answer, when the server wrote none (offline, the kept page): the link's part after # checked
// against the kept public keys, and its number and code looked up in the kept signed status list.
async function offlineAnswer(texts: OfflineTexts, brand: string, locale: Locale): Promise<string | undefined> {
  const keys = await getJson<LabelKeyFile>(KEYS_PATH)
  const signedList = await getJson<SignedStatusList>(STATUS_LIST_PATH)
  if (!location.hash.startsWith(`#${LABEL_PREFIX}`) || !keys) return undefined
  const check = await checkLabel(location.hash, keys)
  const list = signedList && (await readStatusList(signedList, keys))
  const query = new URLSearchParams(location.search)
  const [number, code] = [query.get("n"), query.get("c")]
  const digest = number && code ? await statusDigest(number, code) : undefined
  const listed = list?.entries.find((entry) => entry[0] === digest)
  return offlineResultHtml(texts, brand, locale, {
    check,
    listed,
    confirmedAt: list?.at,
    today: cairoToday(new Date()),
  })
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
    void offlineAnswer(texts, brand, locale).then((html) => {
      if (html && !serverAnswered) show(html)
    })
    // Once, on arrival: the page's texts and the link do not change while it is open.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
}
