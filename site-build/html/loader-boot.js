// The bootstrap's readable source: what each page keeps inline in the loader's place, the same on every page, so
// one hash in the CSP header allows it. The build minifies it (site-build/html/loader-scripts.ts) with the names below
// replaced by their values. A <script src> would be found by the browser's preload scanner and fetched before
// the first paint, which Lighthouse then counts as waited for; this appends the loader (its file in data-src)
// once the browser reports the first contentful paint (not the first paint, which may be the background alone),
// or 3 s after the load event should it report none (a hidden tab). Before anything has painted, it also picks
// the Arabic font the browser already holds (src/lib/deferred-assets.ts).
/* global ARABIC_FONT_STORED, ARABIC_FONT_CLASS */
;(function () {
  var boot = document.currentScript
  var added = false

  try {
    if (localStorage.getItem(ARABIC_FONT_STORED) && !performance.getEntriesByType("paint").length)
      document.documentElement.classList.add(ARABIC_FONT_CLASS)
  } catch (error) {
    // Storage refused (private mode): the device's font stays.
  }

  function addLoader() {
    if (added) return
    added = true
    var loader = document.createElement("script")
    loader.src = boot.dataset.src
    document.body.appendChild(loader)
  }

  addEventListener("load", function () {
    setTimeout(addLoader, 3000)
  })
  // Buffered: a paint reported before this ran is delivered too.
  try {
    new PerformanceObserver(function (list, observer) {
      if (list.getEntriesByName("first-contentful-paint").length) {
        observer.disconnect()
        addLoader()
      }
    }).observe({ type: "paint", buffered: true })
  } catch (error) {
    addLoader()
  }
})()
