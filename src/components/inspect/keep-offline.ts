import { INSPECT_ROOT } from "../../lib/inspect-paths"
import { localizePath, type Locale } from "../../lib/locales"

// The service worker of this edition's /inspect/ (site-build/postbuild/inspect-worker.ts), then the files this page
// loaded, for it to keep: after one sign-in with a network the app opens with none.
export async function keepForOffline(locale: Locale) {
  if (!("serviceWorker" in navigator)) return
  const scope = localizePath(INSPECT_ROOT, locale)
  try {
    await navigator.serviceWorker.register(`${scope}sw.js`, { scope })
    const ready = await navigator.serviceWorker.ready
    const urls = performance.getEntriesByType("resource").map((entry) => entry.name)
    ready.active?.postMessage({ urls })
    // What a test waits for: everything the app needs offline has been handed over.
    document.documentElement.dataset.offlineReady = "true"
  } catch {
    // A browser that refuses workers (private mode, a policy) still works online, and keeps the drafts.
  }
}
