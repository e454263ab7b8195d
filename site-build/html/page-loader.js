// The page loader's readable source. The build minifies it (site-build/html/loader-scripts.ts) with the names below
// replaced by their values; site-build/html/deferred-scripts.tsx says why pages load Gatsby's scripts this way.
// Plain ES5 (var, function), run as written once minified. The names in capitals are the build's.
//
// It waits for the load event (the eager, largest image has arrived), then for the browser to report the first
// contentful paint, then two more frames, so the paint of what loaded last is on screen before the scripts are
// even requested (in a headless or busy browser the paint reaches the screen well after the load event). Should
// no paint be reported within 3 s of the load (no paint timing, a hidden tab), it goes on anyway. A visitor who
// touches, clicks or presses a key before that (the menu button on a slow line) gets the scripts at once.
/* global ICON_HREF_ATTRIBUTE, SCRIPTS_TEMPLATE_ID, REST_ATTRIBUTE */
;(function () {
  var doc = document
  // The page's path, on the bootstrap that added this file (site-build/html/loader-boot.js).
  var boot = doc.querySelector("script[data-page-path]")
  var pagePath = boot && boot.getAttribute("data-page-path")
  var done = false

  // First the page's icons: each <use> names its symbol in a data attribute until now (src/lib/deferred-assets.ts).
  var uses = doc.querySelectorAll("use[" + ICON_HREF_ATTRIBUTE + "]")
  for (var u = 0; u < uses.length; u++) uses[u].setAttribute("href", uses[u].getAttribute(ICON_HREF_ATTRIBUTE))
  // The page's path for Gatsby (site-build/html/page-path-script.tsx).
  if (pagePath !== null) window.pagePath = pagePath

  function run() {
    var template = doc.getElementById(SCRIPTS_TEMPLATE_ID)
    if (done || !template || !template.content) return
    done = true
    // The rest of the stylesheet, whose rules are not inline (site-build/postbuild/page-styles.ts).
    var inlineStyle = doc.querySelector("style[" + REST_ATTRIBUTE + "]")
    if (inlineStyle) {
      var link = doc.createElement("link")
      link.rel = "stylesheet"
      link.href = inlineStyle.getAttribute(REST_ATTRIBUTE)
      doc.head.appendChild(link)
    }
    // The template's links go into <head> (the web manifest), its scripts into <body>. Dynamically inserted external
    // scripts are async; inline ones run at insertion, so the chunk map is set before the app asks for it. A
    // script's text is copied byte for byte, so its CSP hash is the one of the built page.
    var inert = template.content.querySelectorAll("link,script")
    for (var i = 0; i < inert.length; i++) {
      var original = inert[i]
      var live = doc.createElement(original.localName)
      for (var a = 0; a < original.attributes.length; a++)
        live.setAttribute(original.attributes[a].name, original.attributes[a].value)
      if (original.localName == "link") doc.head.appendChild(live)
      else {
        live.text = original.text
        doc.body.appendChild(live)
      }
    }
    template.parentNode.removeChild(template)
  }

  function afterTwoFrames() {
    requestAnimationFrame(function () {
      requestAnimationFrame(function () {
        setTimeout(run)
      })
    })
  }

  function loaded() {
    setTimeout(run, 3000)
    try {
      if (performance.getEntriesByName("first-contentful-paint").length) return afterTwoFrames()
      var observer = new PerformanceObserver(function () {
        observer.disconnect()
        afterTwoFrames()
      })
      observer.observe({ type: "paint" })
    } catch (error) {
      afterTwoFrames()
    }
  }

  var firstInput = ["pointerdown", "touchstart", "keydown", "focusin"]
  for (var e = 0; e < firstInput.length; e++)
    addEventListener(firstInput[e], run, { once: true, passive: true, capture: true })
  if (doc.readyState === "complete") loaded()
  else addEventListener("load", loaded)
})()
