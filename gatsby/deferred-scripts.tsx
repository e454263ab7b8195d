import * as React from "react"

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
// slow line) gets the scripts at once. First it links the rest of the stylesheet, whose rules the page's markup
// does not use and so are not inline (scripts/page-styles.ts). Dynamically inserted external scripts are async; inline ones run at insertion,
// so the chunk map is set before the app asks for it. A script's text is copied byte for byte, so its CSP
// hash is the one of the built page.
export const LOADER = `(function(){var done=0;function run(){var t=document.getElementById("${SCRIPTS_TEMPLATE_ID}");if(done||!t||!t.content)return;done=1;var c=document.querySelector("style[data-rest-href]");if(c){var k=document.createElement("link");k.rel="stylesheet";k.href=c.getAttribute("data-rest-href");document.head.appendChild(k)}var l=t.content.querySelectorAll("script");for(var i=0;i<l.length;i++){var o=l[i],s=document.createElement("script");for(var j=0;j<o.attributes.length;j++)s.setAttribute(o.attributes[j].name,o.attributes[j].value);s.text=o.text;document.body.appendChild(s)}t.parentNode.removeChild(t)}function frames(){requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(run)})})}function loaded(){setTimeout(run,3000);try{if(performance.getEntriesByName("first-contentful-paint").length)return frames();var o=new PerformanceObserver(function(){o.disconnect();frames()});o.observe({type:"paint"})}catch(e){frames()}}var first=["pointerdown","touchstart","keydown","focusin"];for(var k=0;k<first.length;k++)addEventListener(first[k],run,{once:true,passive:true,capture:true});if(document.readyState==="complete")loaded();else addEventListener("load",loaded)})()`

function isScriptsSlice(component: React.ReactNode): component is React.ReactElement {
  return React.isValidElement(component) && (component.props as { sliceId?: unknown }).sliceId === SCRIPTS_SLICE_ID
}

// For onPreRenderHTML: the post-body components with Gatsby's script slice made inert and loaded after the
// page's load event. Components without that slice (nothing to defer) come back unchanged.
export function deferGatsbyScripts(components: React.ReactNode[]): React.ReactNode[] {
  if (!components.some(isScriptsSlice)) return components
  return components.flatMap((component): React.ReactNode[] =>
    isScriptsSlice(component)
      ? [
          <template key={SCRIPTS_TEMPLATE_ID} id={SCRIPTS_TEMPLATE_ID}>
            {component}
          </template>,
          <script key={`${SCRIPTS_TEMPLATE_ID}-loader`} dangerouslySetInnerHTML={{ __html: LOADER }} />,
        ]
      : [component],
  )
}
