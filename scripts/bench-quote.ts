import { spawn, type ChildProcess } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import autocannon from "autocannon"
import { startThrowawayPostgres } from "../testing/postgres"
import { largePdf } from "../testing/attachment-files"
import { MB } from "../src/lib/attachment-rules"

// Accepted quote requests per second through the real server (rate limit lifted), on SQLite and PostgreSQL.
// Then UPLOADS simultaneous 20 MB uploads, with the server's memory and the check's and a page's latency meanwhile.
// Usage: npm run bench:quote [-- --duration 10 --connections 20 --uploads 20 --uploads-only]
const args = process.argv.slice(2)
const option = (name: string, fallback: number) => {
  const index = args.indexOf(`--${name}`)
  return index >= 0 ? Number(args[index + 1]) : fallback
}
const DURATION = option("duration", 10)
const CONNECTIONS = option("connections", 20)
const PORT = 9450

const body = JSON.stringify({
  firstName: "Mona",
  lastName: "El-Sayed",
  email: "mona.elsayed@delta-petroleum.test",
  company: "Delta Petroleum Services",
  phone: "+20 3 420 1100",
  industry: "oil-gas",
  service: "ndt",
  message: "PAUT and TOFD of 42 girth welds on a 24-inch crude line, ASME B31.4 acceptance, site in Sidi Kerir.",
  consent: true,
})

async function startServer(env: Record<string, string>): Promise<ChildProcess> {
  // node --import tsx: one process, so the signal that ends it reaches the server itself.
  const child = spawn(process.execPath, ["--import", "tsx", "server/start.ts"], {
    env: { ...process.env, SKIP_BUILD: "1", PORT: String(PORT), RATE_LIMIT_MAX: "0", QUOTE_MIN_FILL_MS: "0", ...env },
    stdio: ["ignore", "pipe", "inherit"],
  })
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on("data", (chunk: Buffer) => chunk.toString().includes("Serving the site") && resolve())
    child.once("exit", (code) => reject(new Error(`server exited with ${code}`)))
  })
  child.stdout!.resume()
  return child
}

async function measure(label: string, env: Record<string, string>) {
  const server = await startServer(env)
  try {
    const result = await autocannon({
      url: `http://127.0.0.1:${PORT}/api/quote`,
      method: "POST",
      headers: { "content-type": "application/json" },
      body,
      connections: CONNECTIONS,
      duration: DURATION,
    })
    const accepted = result["2xx"]
    console.log(
      `${label.padEnd(10)} accepted ${(accepted / DURATION).toFixed(0).padStart(6)} req/s` +
        `   p50 ${String(result.latency.p50).padStart(4)} ms   p99 ${String(result.latency.p99).padStart(4)} ms` +
        `   (${accepted} accepted, ${result.non2xx} refused, ${result.errors} errors, ${CONNECTIONS} connections, ${DURATION} s)`,
    )
  } finally {
    server.kill("SIGTERM")
    await new Promise((resolve) => server.once("exit", resolve))
  }
}

const UPLOADS = option("uploads", 20)
const UPLOADS_ONLY = args.includes("--uploads-only")
const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((values.length * p) / 100))] ?? 0
const peakRss = (pid: number) =>
  Number(/VmHWM:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0) / 1024
// CPU seconds the process has used (user + system; /proc counts in ticks of 1/100 s).
const cpuSeconds = (pid: number) => {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ")
  return (Number(fields[11]) + Number(fields[12])) / 100
}
const currentRss = (pid: number) =>
  Number(/VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0) / 1024

// The certificate check (a database lookup and its rate-limit count; each from another client address, past its
// rate limit) and the two home pages, every 50 ms while `busy` runs: how long they take meanwhile.
async function probe(busy: Promise<unknown>) {
  const timings: Record<string, number[]> = { "/api/verify": [], "/": [], "/ar/": [] }
  let done = false
  void busy.finally(() => (done = true))
  const timed = async (label: string, url: string, init?: RequestInit) => {
    const at = performance.now()
    const response = await fetch(`http://127.0.0.1:${PORT}${url}`, init)
    await response.arrayBuffer()
    timings[label].push(performance.now() - at)
    return response.status
  }
  for (let n = 0; !done; n++) {
    const status = await timed("/api/verify", `/api/verify?n=LE-2026-${String(n).padStart(5, "0")}&c=ABCDEFGHJK`, {
      headers: { "x-forwarded-for": `10.9.${(n >> 8) & 255}.${n & 255}` },
    })
    if (status !== 404) throw new Error(`/api/verify answered ${status}`)
    await timed("/", "/")
    await timed("/ar/", "/ar/")
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  const figures = (values: number[]) =>
    `p50 ${percentile(values, 50).toFixed(0).padStart(3)}, p95 ${percentile(values, 95).toFixed(0).padStart(3)}, p99 ${percentile(values, 99).toFixed(0).padStart(3)} ms`
  return Object.fromEntries(Object.entries(timings).map(([label, values]) => [label, figures(values)]))
}

// One upload as its own process (curl streams the file from disk, as a browser would), so that sending 400 MB
// takes nothing from this process's event loop, whose timings of the probe must be the server's alone.
function upload(file: string, fields: Record<string, string>, index: number): Promise<number> {
  const form = Object.entries(fields).flatMap(([name, value]) => ["-F", `${name}=${value}`])
  const curl = spawn(
    "curl",
    [
      ...["-s", "-o", "/dev/null", "-w", "%{http_code}", "-H", "accept: application/json", "-H", "expect:"],
      ...["-H", `x-forwarded-for: 10.8.0.${index}`, ...form],
      ...["-F", `attachments=@${file};type=application/pdf;filename=isometrics.pdf`],
      `http://127.0.0.1:${PORT}/api/quote`,
    ],
    { stdio: ["ignore", "pipe", "inherit"] },
  )
  let status = ""
  curl.stdout.on("data", (chunk: Buffer) => (status += chunk.toString()))
  return new Promise((resolve) => curl.once("exit", () => resolve(Number(status))))
}

// UPLOADS simultaneous requests, each with a 20 MB PDF, against a fresh server: the server's peak memory, the
// time until all are stored, and the check and the pages meanwhile (and, before, with the server idle).
async function measureUploads(label: string, env: Record<string, string>, workDir: string) {
  const server = await startServer({ ...env, TRUST_PROXY: "true" })
  try {
    const idle = await probe(new Promise((resolve) => setTimeout(resolve, 5000)))
    const baseRss = currentRss(server.pid!)
    const file = path.join(workDir, "isometrics.pdf")
    fs.writeFileSync(file, largePdf(20 * MB - 4096))
    const fields = Object.fromEntries(
      Object.entries(JSON.parse(body) as Record<string, unknown>).map(([name, value]) => [
        name,
        value === true ? "on" : String(value),
      ]),
    )
    const cpuBefore = cpuSeconds(server.pid!)
    const start = performance.now()
    const uploads = Promise.all(Array.from({ length: UPLOADS }, (_, index) => upload(file, fields, index)))
    const during = await probe(uploads)
    const statuses = await uploads
    const seconds = (performance.now() - start) / 1000
    const cpu = cpuSeconds(server.pid!) - cpuBefore
    console.log(
      `${label.padEnd(10)} ${UPLOADS} × 20 MB uploads: ${statuses.filter((status) => status === 201).length} stored in ${seconds.toFixed(1)} s;` +
        ` server RSS ${baseRss.toFixed(0)} MB before, peak ${peakRss(server.pid!).toFixed(0)} MB;` +
        ` server CPU ${cpu.toFixed(1)} s meanwhile; load average ${os.loadavg()[0].toFixed(1)}` +
        Object.keys(idle)
          .map((label) => `\n           ${label.padEnd(12)} idle ${idle[label]}   during ${during[label]}`)
          .join(""),
    )
  } finally {
    server.kill("SIGTERM")
    await new Promise((resolve) => server.once("exit", resolve))
  }
}

async function main() {
  if (!fs.existsSync("public/contact/index.html")) throw new Error("Build the site first: npm run build")
  console.log(`POST /api/quote, ${os.cpus().length} cores, Node ${process.version}`)
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-quote-"))
  try {
    if (!UPLOADS_ONLY) await measure("SQLite", { DATA_DIR: dataDir })
    await measureUploads("SQLite", { DATA_DIR: dataDir }, dataDir)
    const postgres = await startThrowawayPostgres()
    try {
      if (!UPLOADS_ONLY) await measure("PostgreSQL", { DATA_DIR: dataDir, DATABASE_URL: postgres.url })
      await measureUploads("PostgreSQL", { DATA_DIR: dataDir, DATABASE_URL: postgres.url }, dataDir)
    } finally {
      postgres.stop()
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
  console.log("Target on 2 cores: at least 1,000 accepted per second on SQLite with p99 under 50 ms.")
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
