import { spawn, type ChildProcess } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import autocannon from "autocannon"
import { startThrowawayPostgres } from "../testing/postgres"
import { largePdf, multipartBody } from "../testing/attachment-files"
import { MB } from "../src/lib/attachment-rules"

// Accepted quote requests per second through the real server (rate limit lifted), on SQLite and PostgreSQL.
// Then UPLOADS simultaneous 20 MB uploads, with the server's memory and the check's and a page's latency meanwhile.
// Usage: npm run bench:quote [-- --duration 10 --connections 20 --uploads 20]
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
const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((values.length * p) / 100))] ?? 0
const peakRss = (pid: number) =>
  Number(/VmHWM:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0) / 1024
const currentRss = (pid: number) =>
  Number(/VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0) / 1024

// The certificate check (a database lookup; each from another client address, past its rate limit) and a page,
// every 50 ms while `busy` runs: how long they take meanwhile.
async function probe(busy: Promise<unknown>) {
  const verify: number[] = []
  const page: number[] = []
  let done = false
  void busy.finally(() => (done = true))
  for (let n = 0; !done; n++) {
    const at = performance.now()
    const check = await fetch(
      `http://127.0.0.1:${PORT}/api/verify?n=LE-2026-${String(n).padStart(5, "0")}&c=ABCDEFGHJK`,
      {
        headers: { "x-forwarded-for": `10.9.${(n >> 8) & 255}.${n & 255}` },
      },
    )
    await check.arrayBuffer()
    if (check.status !== 404) throw new Error(`/api/verify answered ${check.status}`)
    verify.push(performance.now() - at)
    const start = performance.now()
    await (await fetch(`http://127.0.0.1:${PORT}/contact/`)).arrayBuffer()
    page.push(performance.now() - start)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  const figures = (values: number[]) =>
    `p50 ${percentile(values, 50).toFixed(0)} ms, p99 ${percentile(values, 99).toFixed(0)} ms, max ${Math.max(...values).toFixed(0)} ms`
  return `/api/verify ${figures(verify)} (${verify.length}); /contact/ ${figures(page)}`
}

// UPLOADS simultaneous requests, each with a 20 MB PDF, against a fresh server: the server's peak memory, the
// time until all are stored, and the check and a page meanwhile (and, before, with the server idle).
async function measureUploads(label: string, env: Record<string, string>) {
  const server = await startServer({ ...env, TRUST_PROXY: "true" })
  try {
    const idle = await probe(new Promise((resolve) => setTimeout(resolve, 2000)))
    const baseRss = currentRss(server.pid!)
    const file = { name: "isometrics.pdf", bytes: largePdf(20 * MB - 4096) }
    const fields = JSON.parse(body) as Record<string, string>
    const start = performance.now()
    const uploads = Promise.all(
      Array.from({ length: UPLOADS }, (_, index) =>
        fetch(`http://127.0.0.1:${PORT}/api/quote`, {
          method: "POST",
          headers: { accept: "application/json", "x-forwarded-for": `10.8.0.${index}` },
          body: multipartBody(fields, [file]),
        }).then((response) => response.status),
      ),
    )
    const during = await probe(uploads)
    const statuses = await uploads
    const seconds = (performance.now() - start) / 1000
    console.log(
      `${label.padEnd(10)} ${UPLOADS} × 20 MB uploads: ${statuses.filter((status) => status === 201).length} stored in ${seconds.toFixed(1)} s;` +
        ` server RSS ${baseRss.toFixed(0)} MB before, peak ${peakRss(server.pid!).toFixed(0)} MB\n` +
        `           idle:   ${idle}\n           during: ${during}`,
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
    await measure("SQLite", { DATA_DIR: dataDir })
    await measureUploads("SQLite", { DATA_DIR: dataDir })
    const postgres = await startThrowawayPostgres()
    try {
      await measure("PostgreSQL", { DATA_DIR: dataDir, DATABASE_URL: postgres.url })
      await measureUploads("PostgreSQL", { DATA_DIR: dataDir, DATABASE_URL: postgres.url })
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
