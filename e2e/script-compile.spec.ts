import { expect, test } from "@playwright/test"
import { HOME_PATH } from "../src/lib/routes"
import { LOCALES, localizePath } from "../src/lib/locales"
import { waitForHydration } from "../testing/pages"

// V8 compiles a function when it is first called, on the main thread, unless the script asked for it to be
// compiled as it streams in, off the main thread (site-build/webpack/compile-hints.ts). Nearly every function of
// the page's scripts runs while the page starts: compiled on call, that was about 900 functions of / on the
// phone's main thread, half of the 55 ms task that starts the app (npm run bench:main-thread, 4× slower CPU).
// Counted, not timed: the same build compiles the same functions wherever it runs.
const MAIN_THREAD_COMPILE = "V8.CompileCode"
const BACKGROUND_COMPILE = "V8.CompileCodeBackground"
const BACKGROUND_BYTECODE = "V8.CompileIgnition"

type TraceEvent = { name: string; pid: number; tid: number; ph: string }

for (const locale of LOCALES) {
  const route = localizePath(HOME_PATH, locale)
  test(`${route}: the page's scripts are compiled off the main thread as they arrive, not on first call`, async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ baseURL, viewport: { width: 375, height: 812 } })
    const page = await context.newPage()
    await browser.startTracing(page, { categories: ["devtools.timeline", "disabled-by-default-v8.compile"] })
    await page.goto(route)
    await waitForHydration(page)
    const { traceEvents } = JSON.parse((await browser.stopTracing()).toString("utf8")) as { traceEvents: TraceEvent[] }
    await context.close()

    const paint = traceEvents.find((event) => event.name === "firstContentfulPaint")
    expect(paint, "the trace holds the page's first paint").toBeDefined()
    const onMain = (event: TraceEvent) => event.pid === paint!.pid && event.tid === paint!.tid
    const count = (name: string, where: (event: TraceEvent) => boolean) =>
      traceEvents.filter((event) => event.name === name && event.ph === "X" && where(event)).length
    const onMainThread = count(MAIN_THREAD_COMPILE, onMain)
    const inBackground = count(BACKGROUND_BYTECODE, (event) => event.pid === paint!.pid && !onMain(event))
    // Chromium names these events; a version that renames them must fail here, not pass with nothing counted.
    expect(onMainThread + inBackground, `the trace counts compiles (${MAIN_THREAD_COMPILE})`).toBeGreaterThan(0)
    expect(
      count(BACKGROUND_COMPILE, (event) => !onMain(event)),
      "streamed scripts compile in the background",
    ).toBeGreaterThan(0)
    // Some functions are still compiled on call: Gatsby's inline chunk map, the loader and eval'd code.
    expect(
      onMainThread,
      `functions compiled on the main thread (${onMainThread}) against in the background (${inBackground})`,
    ).toBeLessThan(inBackground / 5)
  })
}
