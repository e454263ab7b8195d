import { spawn, type ChildProcess } from "node:child_process"
import * as chromeLauncher from "chrome-launcher"
import { CHROMIUM_ARGS, chromiumPath } from "./browser"

// Lighthouse runs as the benchmarks use it (npm run bench:lighthouse, npm run bench:room): the project's server on
// a build, each run a first visit in a fresh Chromium, medians.
const CHROME_FLAGS = ["--headless=new", ...CHROMIUM_ARGS]

// Lighthouse's own flags for a run beyond its mobile defaults, e.g. { throttlingMethod: "devtools" }.
export type LighthouseSettings = Record<string, string | number | boolean | string[]>

export type Sample = {
  score: number
  lcpMs: number
  tbtMs: number
  cls: number
  bytes: number
  // The page's HTML on the wire, headers included.
  documentBytes: number
  a11y: number
  practices: number
  seo: number
}

// The project's own server on the built site; node --import tsx keeps it one process, so killing it ends it.
export async function startServer(port: number, dataDir: string, publicDir = "public"): Promise<ChildProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", "server/start.ts"], {
    env: {
      ...process.env,
      SKIP_BUILD: "1",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      PUBLIC_DIR: publicDir,
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "pipe", "inherit"],
  })
  const url = `http://127.0.0.1:${port}/`
  const deadline = Date.now() + 60_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`)
    try {
      const response = await fetch(url)
      if (response.ok) break
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`the server did not answer at ${url} within 60 s`)
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  child.stdout!.resume()
  return child
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

// Lighthouse runs in a plain Node process: tsx compiles what it loads with esbuild's keepNames, and the
// __name() calls that adds to Lighthouse's in-page functions do not exist in the page.
const RUNNER = `
import lighthouse from "lighthouse"
const [url, port, settings] = process.argv.slice(1)
const result = await lighthouse(url, { port: Number(port), output: "json", logLevel: "error", onlyCategories: ["performance", "accessibility", "best-practices", "seo"], ...JSON.parse(settings) })
const lhr = result?.lhr
if (!lhr) throw new Error("Lighthouse returned nothing for " + url)
if (lhr.runtimeError) throw new Error(url + ": " + lhr.runtimeError.code + " " + lhr.runtimeError.message)
const audit = (id) => lhr.audits[id]?.numericValue ?? Number.NaN
const category = (id) => Math.round((lhr.categories[id].score ?? 0) * 100)
process.stdout.write(JSON.stringify({
  score: category("performance"),
  a11y: category("accessibility"),
  practices: category("best-practices"),
  seo: category("seo"),
  lcpMs: audit("largest-contentful-paint"),
  tbtMs: audit("total-blocking-time"),
  cls: audit("cumulative-layout-shift"),
  bytes: audit("total-byte-weight"),
  documentBytes: lhr.audits["network-requests"]?.details?.items?.find((item) => item.resourceType === "Document")?.transferSize ?? Number.NaN,
}))
`

// A run here takes 15–40 s. One run sat 13 minutes on an idle Chromium and the bench waited with it, so a run
// that passes this limit is stopped and counted as measuring nothing.
export const RUN_LIMIT_MS = 180_000

function measure(url: string, chromePort: number, settings: LighthouseSettings, limitMs: number): Promise<Sample> {
  const env = { ...process.env }
  delete env.NODE_OPTIONS
  const child = spawn(
    process.execPath,
    ["--input-type=module", "--eval", RUNNER, url, String(chromePort), JSON.stringify(settings)],
    {
      env,
      stdio: ["ignore", "pipe", "pipe"],
    },
  )
  let out = ""
  let err = ""
  child.stdout!.on("data", (chunk: Buffer) => (out += chunk.toString()))
  child.stderr!.on("data", (chunk: Buffer) => (err += chunk.toString()))
  let timedOut = false
  const timer = setTimeout(() => {
    timedOut = true
    child.kill("SIGKILL")
  }, limitMs)
  return new Promise((resolve, reject) => {
    child.once("error", reject)
    child.once("exit", (code) => {
      clearTimeout(timer)
      if (timedOut) reject(new Error(`Lighthouse on ${url} failed: TIMED_OUT, stopped after ${limitMs / 1000} s`))
      else if (code === 0) resolve(JSON.parse(out) as Sample)
      else reject(new Error(`Lighthouse on ${url} failed (exit ${code}): ${err.trim()}`))
    })
  })
}

// Lighthouse sometimes loses the trace of a load on a busy machine (NO_NAVSTART, NO_FCP), and a run can stall
// (TIMED_OUT): such a run measured nothing, so it is run again, at most twice.
const TRANSIENT = /\b(NO_NAVSTART|NO_FCP|NO_LCP|NO_TRACING_STARTED|TIMED_OUT)\b/

// Each run is a first visit: Lighthouse 12 clears the origin's cache but keeps its local storage, where an
// Arabic page notes that the browser holds the Arabic font (browser/arabic-font-loader.ts). A second run in the same
// browser would be a returning reader whose font the cleared cache no longer has. chrome-launcher gives every
// launch a new profile, so a run measured again gets a new browser too (and a stalled one is closed).
export async function measureAsNewVisitor(
  url: string,
  settings: LighthouseSettings = {},
  limitMs = RUN_LIMIT_MS,
): Promise<Sample> {
  for (let attempt = 1; ; attempt++) {
    const chrome = await chromeLauncher.launch({ chromePath: chromiumPath(), chromeFlags: CHROME_FLAGS })
    try {
      return await measure(url, chrome.port, settings, limitMs)
    } catch (error) {
      if (attempt > 2 || !(error instanceof Error) || !TRANSIENT.test(error.message)) throw error
      console.log(`  ${url}: ${TRANSIENT.exec(error.message)![1]}, running again`)
    } finally {
      await chrome.kill()
    }
  }
}
