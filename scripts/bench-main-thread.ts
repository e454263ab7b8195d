import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import type { ChildProcess } from "node:child_process"
import { chromium, type Browser } from "@playwright/test"
import { chromiumLaunchOptions } from "../testing/browser"
import { freePort } from "../testing/free-port"
import { median, startServer } from "../testing/lighthouse"
import {
  MAIN_THREAD_CATEGORIES,
  tasksAfterFirstPaint,
  type MainThreadTask,
  type TraceEvent,
} from "../testing/main-thread-tasks"

// The phone's main thread after the first paint: each page opened as a first visit at 375 px with the CPU slowed
// 4× (Chromium's own throttling, as Lighthouse's DevTools mode), then left to settle while it loads its scripts,
// the late stylesheet and the Arabic font and hydrates. A Chromium trace of each visit gives every task of the
// page's main thread, script and rendering alike (testing/main-thread-tasks.ts); every one of 50 ms or more
// after the first contentful paint is printed with its script and rendering parts, and the median over the runs
// of the longest. Target: none. Each --public serves another build (a copy to compare with), in the same run.
// --slow-network also slows the line as Lighthouse's DevTools throttling does (its own figures): the page then
// arrives in pieces, as on a phone, where from 127.0.0.1 it arrives at once.
// Usage: npm run bench:main-thread [-- --runs 5 --slow-network --public /tmp/other-build /ar/ /services/]
// (build first)
const args = process.argv.slice(2)
const option = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined)
const RUNS = Number(option("--runs") ?? 3)
const routes = args.filter((arg, index) => arg.startsWith("/") && !["--runs", "--public"].includes(args[index - 1]))
const PAGES = routes.length ? routes : ["/", "/ar/"]
const BUILDS = ["public", ...args.filter((_, index) => args[index - 1] === "--public")]
const SLOW_NETWORK = args.includes("--slow-network")
const CPU_SLOWDOWN = 4
const LONG_TASK_MS = 50
// How long the page is watched after its load event: the loader's scripts, the late stylesheet, the font and
// hydration all start within it on a throttled CPU.
const SETTLE_MS = 8_000

const ms = (value: number) => `${Math.round(value)} ms`
const longestOf = (tasks: MainThreadTask[]) => Math.max(0, ...tasks.map((task) => task.durationMs))
const scriptLed = (task: MainThreadTask) => task.scriptMs >= task.renderingMs
type Longest = { all: number[]; script: number[]; rendering: number[] }

type LineFigures = { requestLatencyMs: number; downloadThroughputKbps: number; uploadThroughputKbps: number }

// Lighthouse's mobile line as its DevTools throttling applies it (round trip and throughput already adjusted).
async function lighthouseLine(): Promise<LineFigures> {
  const { throttling } = (await import("lighthouse/core/config/constants.js")) as {
    throttling: { mobileSlow4G: LineFigures }
  }
  return throttling.mobileSlow4G
}

const bytesPerSecond = (kbps: number) => (kbps * 1024) / 8

async function visit(browser: Browser, url: string, line?: LineFigures) {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true })
  const page = await context.newPage()
  const session = await context.newCDPSession(page)
  await session.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN })
  if (line) {
    await session.send("Network.enable")
    await session.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: line.requestLatencyMs,
      downloadThroughput: bytesPerSecond(line.downloadThroughputKbps),
      uploadThroughput: bytesPerSecond(line.uploadThroughputKbps),
    })
  }
  await browser.startTracing(page, { categories: MAIN_THREAD_CATEGORIES })
  await page.goto(url, { waitUntil: "load" })
  await page.waitForTimeout(SETTLE_MS)
  const trace = JSON.parse((await browser.stopTracing()).toString("utf8")) as { traceEvents: TraceEvent[] }
  await context.close()
  return tasksAfterFirstPaint(trace.traceEvents)
}

async function main() {
  for (const build of BUILDS)
    if (!fs.existsSync(path.join(build, "index.html"))) throw new Error(`No build in ${build}: npm run build first`)
  const servers: { build: string; port: number; process: ChildProcess; dataDir: string }[] = []
  const line = SLOW_NETWORK ? await lighthouseLine() : undefined
  const browser = await chromium.launch(chromiumLaunchOptions())
  let missed = 0
  try {
    for (const build of BUILDS) {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-main-thread-"))
      const port = await freePort()
      servers.push({ build, port, dataDir, process: await startServer(port, dataDir, build) })
    }
    console.log(
      `375 px, CPU ${CPU_SLOWDOWN}× slower, ` +
        (line
          ? `line ${line.requestLatencyMs} ms round trip, ${Math.round(line.downloadThroughputKbps)} kbit/s down, `
          : "") +
        `${RUNS} first visits a page; tasks of ${LONG_TASK_MS} ms or more after FCP\n`,
    )
    for (const route of PAGES) {
      // Per build, each visit's longest task, and its longest of each kind: which kind of work is long tells what
      // to change, script (compiling, hydrating) or rendering (style, layout).
      const longest = new Map(
        servers.map((server) => [server.build, { all: [], script: [], rendering: [] } as Longest]),
      )
      // The builds take turns, so a busy moment of the machine falls on each alike.
      for (let run = 0; run < RUNS; run++)
        for (const server of servers) {
          const tasks = await visit(browser, `http://127.0.0.1:${server.port}${route}`, line)
          const long = tasks.filter((task) => task.durationMs >= LONG_TASK_MS)
          const found = longest.get(server.build)!
          found.all.push(longestOf(tasks))
          found.script.push(longestOf(tasks.filter(scriptLed)))
          found.rendering.push(longestOf(tasks.filter((task) => !scriptLed(task))))
          const list = long.map(
            (task) =>
              `${ms(task.durationMs)} at FCP + ${ms(task.startMs)} (script ${ms(task.scriptMs)}, rendering ${ms(task.renderingMs)})`,
          )
          console.log(`  ${route} ${server.build} run ${run + 1}: ${long.length} long: ${list.join(", ")}`)
        }
      for (const [build, found] of longest) {
        const middle = median(found.all)
        if (middle >= LONG_TASK_MS && build === "public") missed++
        // Whether a visit has a long task at all swings with where the parser's slices end, so the median alone
        // moves from run to run: how many visits had one says how often a visitor meets it.
        const visitsWithLong = found.all.filter((longestMs) => longestMs >= LONG_TASK_MS).length
        console.log(
          `${route} ${build}: longest task after FCP, median ${ms(middle)} ${middle >= LONG_TASK_MS ? "✗" : ""}` +
            ` (mostly script ${ms(median(found.script))}, mostly rendering ${ms(median(found.rendering))});` +
            ` ${visitsWithLong} of ${found.all.length} visits had one of ${LONG_TASK_MS} ms or more`,
        )
      }
      console.log("")
    }
  } finally {
    await browser.close()
    for (const server of servers) {
      server.process.kill("SIGTERM")
      fs.rmSync(server.dataDir, { recursive: true, force: true })
    }
  }
  if (missed) process.exitCode = 1
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
