import * as React from "react"
import { expectOutput } from "../expect-output"
import { pagePathOf } from "./page-path-script"
import { REST_ATTRIBUTE } from "../../src/lib/style-attributes"
import { ARABIC_FONT_CLASS, ARABIC_FONT_STORED, ICON_HREF_ATTRIBUTE } from "../../src/lib/deferred-assets"

// Gatsby 5 puts its scripts (chunk map, compilation hash, webpack runtime, framework, app) at the end of
// <body> as one slice, "_gatsby-scripts", stitched into every page after rendering. As async scripts they
// download and run while the page is still painting, so on a phone they compete with the first and the
// largest paint for bandwidth and for the main thread (Lighthouse counts both against LCP).
//
// deferGatsbyScripts() wraps that slice in an inert <template>: the browser neither fetches nor runs what is
// inside. LOADER, an inline script placed after it, copies those scripts into the document once the page has
// loaded (its eager images included) and painted, and React hydrates the page from there. On a phone that
// costs the time to fetch them after the load event; until then the page is the server-rendered HTML, whose
// links and native form work without them. The scripts stay in the HTML, so the CSP hashes of the inline
// ones (server/http/csp.ts) and the byte budgets (e2e/budgets.spec.ts) still see them.
export const SCRIPTS_TEMPLATE_ID = "gatsby-scripts"
export const SCRIPTS_SLICE_ID = "_gatsby-scripts"

// Plain ES5, run as is. It waits for the load event (the eager, largest image has arrived), then for the
// browser to report the first contentful paint, then two more frames, so the paint of what loaded last is on
// screen before the scripts are even requested (in a headless or busy browser the paint reaches the screen
// well after the load event). Should no paint be reported within 3 s of the load (no paint timing, a hidden
// tab), it goes on anyway. A visitor who touches, clicks or presses a key before that (the menu button on a
// slow line) gets the scripts at once. First it links the rest of the stylesheet, whose rules are not inline
// (build/postbuild/page-styles.ts: what the page lacks, and on the home page what is far below the fold), and moves
// the template's links (the web manifest) into <head>. Dynamically inserted external scripts are async;
// inline ones run at insertion, so the chunk map is set before the app asks for it. A script's text is
// copied byte for byte, so its CSP hash is the one of the built page. It also carries the page's path for
// Gatsby (build/html/page-path-script.tsx). Before all that it shows the page's icons (src/lib/deferred-assets.ts).
// The postbuild moves it to a file of its own (build/postbuild/template-scripts.ts), which LOADER_BOOT fetches.
export const LOADER = `(function(){var d=document,p=d.currentScript.getAttribute("data-page-path"),done=0,u=d.querySelectorAll("use[${ICON_HREF_ATTRIBUTE}]");for(var n=0;n<u.length;n++)u[n].setAttribute("href",u[n].getAttribute("${ICON_HREF_ATTRIBUTE}"));if(p!==null)window.pagePath=p;function run(){var t=d.getElementById("${SCRIPTS_TEMPLATE_ID}");if(done||!t||!t.content)return;done=1;var c=d.querySelector("style[${REST_ATTRIBUTE}]");if(c){var k=d.createElement("link");k.rel="stylesheet";k.href=c.getAttribute("${REST_ATTRIBUTE}");d.head.appendChild(k)}var l=t.content.querySelectorAll("link,script");for(var i=0;i<l.length;i++){var o=l[i],s=d.createElement(o.localName);for(var j=0;j<o.attributes.length;j++)s.setAttribute(o.attributes[j].name,o.attributes[j].value);if(o.localName=="link")d.head.appendChild(s);else{s.text=o.text;d.body.appendChild(s)}}t.parentNode.removeChild(t)}function frames(){requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(run)})})}function loaded(){setTimeout(run,3000);try{if(performance.getEntriesByName("first-contentful-paint").length)return frames();var o=new PerformanceObserver(function(){o.disconnect();frames()});o.observe({type:"paint"})}catch(e){frames()}}var first=["pointerdown","touchstart","keydown","focusin"];for(var k=0;k<first.length;k++)addEventListener(first[k],run,{once:true,passive:true,capture:true});if(d.readyState==="complete")loaded();else addEventListener("load",loaded)})()`

// What each page keeps inline in the loader's place (build/postbuild/template-scripts.ts), the same on every page:
// one hash in the CSP header. A <script src> would be found by the browser's preload scanner and fetched before
// the first paint, which Lighthouse then counts as waited for; this appends the loader (its file in data-src)
// once the browser reports the first contentful paint (not the first paint, which may be the background alone),
// or 3 s after the load event should it report none (a hidden tab). Before anything has painted, it also picks
// the Arabic font the browser already holds (src/lib/deferred-assets.ts).
export const LOADER_BOOT = `(function(d,s,p){var done,F="first-contentful-paint";try{localStorage.getItem("${ARABIC_FONT_STORED}")&&!p.getEntriesByType("paint").length&&d.documentElement.classList.add("${ARABIC_FONT_CLASS}")}catch(e){}function go(){if(!done){done=1;var l=d.createElement("script");l.src=s.dataset.src;l.dataset.pagePath=s.dataset.pagePath;d.body.appendChild(l)}}addEventListener("load",function(){setTimeout(go,3e3)});try{p.getEntriesByName(F).length?go():new PerformanceObserver(function(o,b){o.getEntriesByName(F).length&&(b.disconnect(),go())}).observe({type:"paint"})}catch(e){go()}})(document,document.currentScript,performance)`

// gatsby-plugin-manifest's link to the web manifest. Chrome fetches a linked manifest as the page loads (to
// check whether it can be installed), and on a phone that request competes with the first paint for the
// connection. It matters only once the page is saved to a home screen, so it waits in the template too.
const MANIFEST_LINK_KEY = "gatsby-plugin-manifest-link"

const REWRITE = "build/html/deferred-scripts.tsx"

// For onPreRenderHTML: the head components without those that load after the first paint, and those.
// `strict` (production builds) stops the build when there is nothing to defer.
export function splitDeferredHead(
  components: React.ReactNode[],
  strict = false,
): [React.ReactNode[], React.ReactNode[]] {
  const deferred = (component: React.ReactNode) =>
    React.isValidElement(component) && component.key === MANIFEST_LINK_KEY
  if (strict) expectOutput(components.some(deferred), REWRITE, `the head component "${MANIFEST_LINK_KEY}"`)
  return [components.filter((component) => !deferred(component)), components.filter(deferred)]
}

function isScriptsSlice(component: React.ReactNode): component is React.ReactElement {
  return React.isValidElement(component) && (component.props as { sliceId?: unknown }).sliceId === SCRIPTS_SLICE_ID
}

// For onPreRenderHTML: the post-body components with Gatsby's script slice (and the deferred head links)
// made inert and loaded after the page's load event, and Gatsby's page-path script folded into the loader.
// Components without that slice (the development server's pages) come back unchanged, but `strict`
// (production builds) stops the build when the slice or the page-path script is not there.
export function deferGatsbyScripts(
  components: React.ReactNode[],
  deferredHead: React.ReactNode[] = [],
  strict = false,
): React.ReactNode[] {
  const hasSlice = components.some(isScriptsSlice)
  const pagePath = components.map(pagePathOf).find((path) => path !== undefined)
  if (strict) {
    expectOutput(hasSlice, REWRITE, `the script slice "${SCRIPTS_SLICE_ID}" among the post-body components`)
    expectOutput(pagePath !== undefined, REWRITE, "Gatsby's page-path script (window.pagePath=…)")
  }
  if (!hasSlice) return components
  return components.flatMap((component): React.ReactNode[] => {
    if (pagePath !== undefined && pagePathOf(component) !== undefined) return []
    if (!isScriptsSlice(component)) return [component]
    return [
      <template key={SCRIPTS_TEMPLATE_ID} id={SCRIPTS_TEMPLATE_ID}>
        {deferredHead}
        {component}
      </template>,
      <script
        key={`${SCRIPTS_TEMPLATE_ID}-loader`}
        data-page-path={pagePath}
        dangerouslySetInnerHTML={{ __html: LOADER }}
      />,
    ]
  })
}
