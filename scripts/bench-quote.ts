import { spawn, type ChildProcess } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import autocannon from "autocannon"
import { startThrowawayPostgres } from "../testing/postgres"

// Accepted quote requests per second through the real server (rate limit lifted), on SQLite and PostgreSQL.
// Usage: npm run bench:quote [-- --duration 10 --connections 20]
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

async function main() {
  if (!fs.existsSync("public/contact/index.html")) throw new Error("Build the site first: npm run build")
  console.log(`POST /api/quote, ${os.cpus().length} cores, Node ${process.version}`)
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-quote-"))
  try {
    await measure("SQLite", { DATA_DIR: dataDir })
    const postgres = await startThrowawayPostgres()
    try {
      await measure("PostgreSQL", { DATA_DIR: dataDir, DATABASE_URL: postgres.url })
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
