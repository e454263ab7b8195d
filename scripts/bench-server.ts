import { spawn, type ChildProcess } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import autocannon from "autocannon"
import { NGINX_FILE } from "../http-rules/public-files"
import { deferredScripts } from "../testing/built-scripts"
import { nginxBinary, spawnNginx } from "../testing/nginx"

// Static serving speed of the production server against @fastify/static alone (what the server would be
// without its in-memory files, server/http/memory-static.ts) and nginx, on the same public/ folder.
// Usage: npm run bench:server [-- --duration 10 --connections 50]
const args = process.argv.slice(2)
const option = (name: string, fallback: number) => {
  const index = args.indexOf(`--${name}`)
  return index >= 0 ? Number(args[index + 1]) : fallback
}
const DURATION = option("duration", 10)
const CONNECTIONS = option("connections", 50)
const NODE_PORT = 9470
const NGINX_PORT = 9471
const PLAIN_PORT = 9472
const publicDir = path.resolve("public")

type Result = { rps: number; p99: number; errors: number }

async function load(url: string): Promise<Result> {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION,
    // Both servers answer with the same precompressed gzip files.
    headers: { "accept-encoding": "gzip" },
  })
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx }
}

async function waitFor(url: string) {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`${url} did not come up`)
}

async function stop(child: ChildProcess) {
  child.kill("SIGTERM")
  await new Promise((resolve) => child.once("exit", resolve))
}

function startNode(dataDir: string) {
  return spawn(process.execPath, ["--import", "tsx", "server/start.ts"], {
    env: { ...process.env, SKIP_BUILD: "1", PORT: String(NODE_PORT), DATA_DIR: dataDir, LOG_LEVEL: "warn" },
    stdio: "ignore",
  })
}

// @fastify/static with the options the server gives it, streaming each file from disk.
function startPlainStatic() {
  const code = `
    const app = require("fastify")()
    app.register(require("@fastify/static"), { root: ${JSON.stringify(publicDir)}, preCompressed: true, redirect: true })
    app.listen({ port: ${PLAIN_PORT}, host: "127.0.0.1" })`
  return spawn(process.execPath, ["-e", code], { stdio: "ignore" })
}

async function measure(start: () => ChildProcess, port: number, targets: string[], up = "/"): Promise<Result[]> {
  const child = start()
  try {
    await waitFor(`http://127.0.0.1:${port}${up}`)
    const results: Result[] = []
    for (const target of targets) results.push(await load(`http://127.0.0.1:${port}${target}`))
    return results
  } finally {
    await stop(child)
  }
}

// One worker, like the one Node process; the location rules are the generated snippet the build wrote.
function startNginx(binary: string, dir: string) {
  return spawnNginx(
    binary,
    dir,
    `  include /etc/nginx/mime.types;
  access_log off;
  sendfile on;
  tcp_nopush on;
  server {
    listen 127.0.0.1:${NGINX_PORT};
    root ${publicDir};
    include ${path.join(publicDir, NGINX_FILE)};
  }`,
  )
}

async function main() {
  if (!fs.existsSync(path.join(publicDir, NGINX_FILE))) throw new Error("Build the site first: npm run build")
  const html = fs.readFileSync(path.join(publicDir, "index.html"), "utf8")
  const script = deferredScripts(publicDir, html).scripts.find((src) => /^\/app-[0-9a-f]+\.js$/.test(src))!
  const targets = ["/", "/services/ndt/", script]
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-server-"))
  console.log(`${os.cpus().length} cores, ${CONNECTIONS} connections, ${DURATION} s per URL, Accept-Encoding: gzip`)
  const nodeResults = await measure(() => startNode(dir), NODE_PORT, targets, "/healthz")
  const plainResults = await measure(startPlainStatic, PLAIN_PORT, targets)
  const binary = nginxBinary()
  const nginxResults = binary ? await measure(() => startNginx(binary, dir), NGINX_PORT, targets) : []
  const fmt = (result?: Result) =>
    result
      ? `${result.rps.toFixed(0).padStart(7)} req/s  p99 ${String(result.p99).padStart(3)} ms`
      : "   (nginx not installed)"
  const columns = ["Node server", "@fastify/static alone", "nginx"].map((name) => name.padEnd(26)).join(" ")
  console.log(`${"URL".padEnd(44)} ${columns} vs static  vs nginx`)
  targets.forEach((target, index) => {
    const [ours, plain, theirs] = [nodeResults[index], plainResults[index], nginxResults[index]]
    const ratio = (other?: Result) => (other ? `${((ours.rps / other.rps) * 100).toFixed(0)}%` : "—")
    const errors = ours.errors + plain.errors + (theirs?.errors ?? 0)
    console.log(
      `${target.padEnd(44)} ${fmt(ours)}   ${fmt(plain)}   ${fmt(theirs)}   ${ratio(plain).padStart(6)}  ${ratio(theirs).padStart(6)}${errors ? `  (${errors} errors)` : ""}`,
    )
  })
  console.log("Target: at least half of nginx's throughput on /.")
  fs.rmSync(dir, { recursive: true, force: true })
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
