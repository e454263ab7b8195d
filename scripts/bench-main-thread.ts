import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { chromium } from "@playwright/test"
import { chromiumLaunchOptions } from "../testing/browser"
import { freePort } from "../testing/free-port"
import { startServer } from "../testing/lighthouse"

// The phone's main thread after the first paint: each page opened as a first visit at 375 px with the CPU slowed
// 4× (Chromium's own throttling, as Lighthouse's DevTools mode), then left to settle while it loads its scripts,
// the late stylesheet and the Arabic font and hydrates; every task of 50 ms or more after the first contentful
// paint is printed (the Long Tasks API), with the median over the runs of the longest. Target: none.
// Usage: npm run bench:main-thread [-- --runs 3 /ar/ /services/]   (build first: npm run build)
const args = process.argv.slice(2)
const RUNS = Number(args.includes("--runs") ? args[args.indexOf("--runs") + 1] : 3)
const routes = args.filter((arg, index) => arg.startsWith("/") && args[index - 1] !== "--runs")
const PAGES = routes.length ? routes : ["/", "/ar/"]
const CPU_SLOWDOWN = 4
// How long the page is watched after its load event: the loader's scripts, the late stylesheet, the font and
// hydration all start within it on a throttled CPU.
const SETTLE_MS = 8_000

type Task = { start: number; duration: number }

async function main() {
  if (!fs.existsSync("public/index.html")) throw new Error("Build the site first: npm run build")
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-main-thread-"))
  const port = await freePort()
  const server = await startServer(port, dataDir)
  const browser = await chromium.launch(chromiumLaunchOptions())
  let missed = 0
  try {
    console.log(`375 px, CPU ${CPU_SLOWDOWN}× slower, ${RUNS} first visits a page; tasks of 50 ms or more after FCP\n`)
    for (const route of PAGES) {
      const longest: number[] = []
      for (let run = 0; run < RUNS; run++) {
        const context = await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true })
        const page = await context.newPage()
        const session = await context.newCDPSession(page)
        await session.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN })
        // Observed from the document's start, so no task escapes before a script of ours could run.
        await page.addInitScript(() => {
          const tasks: { start: number; duration: number }[] = []
          ;(window as unknown as { __longTasks: typeof tasks }).__longTasks = tasks
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries()) tasks.push({ start: entry.startTime, duration: entry.duration })
          }).observe({ type: "longtask", buffered: true })
        })
        await page.goto(`http://127.0.0.1:${port}${route}`, { waitUntil: "load" })
        await page.waitForTimeout(SETTLE_MS)
        const { fcp, tasks } = await page.evaluate(() => ({
          fcp: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? 0,
          tasks: (window as unknown as { __longTasks: Task[] }).__longTasks,
        }))
        const after = tasks.filter((task) => task.start >= fcp)
        longest.push(Math.max(0, ...after.map((task) => task.duration)))
        console.log(
          `  ${route} run ${run + 1}: FCP ${Math.round(fcp)} ms; after it ${after.length} long task(s)` +
            (after.length
              ? `: ${after.map((task) => `${Math.round(task.duration)} ms at ${Math.round(task.start)}`).join(", ")}`
              : ""),
        )
        await context.close()
      }
      const median = [...longest].sort((a, b) => a - b)[Math.floor(longest.length / 2)]
      if (median >= 50) missed++
      console.log(
        `${route}: longest task after FCP, median ${Math.round(median)} ms ${median >= 50 ? "✗" : "(none of 50 ms)"}\n`,
      )
    }
  } finally {
    await browser.close()
    server.kill("SIGTERM")
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
  if (missed) process.exitCode = 1
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
