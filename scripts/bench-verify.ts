import { fork } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import autocannon from "autocannon"
import Fastify from "fastify"
import { sql, type Kysely } from "kysely"
import { verifyCertificate } from "../server/certificates/verify"
import { verifyRoutes } from "../server/certificates/verify-route"
import { openDatabase } from "../server/storage/database"
import type { Database } from "../server/storage/schema"
import { startThrowawayPostgres } from "../testing/postgres"

// `npm run bench:verify`: 1,000,000 stored certificates, then GET /api/verify at 500 checks a second for 20 s
// (one in ten with a wrong code, one in ten an unknown number), on SQLite and PostgreSQL. The target: p99 ≤ 20 ms.
const COUNT = 1_000_000
const RATE = 500
const SECONDS = 20
const PORT = Number(process.env.BENCH_PORT ?? 9452)

async function seed(db: Kysely<Database>, postgres: boolean) {
  const rows = postgres
    ? sql`select i, lpad(i::text, 7, '0') as padded from generate_series(1, ${COUNT}) as i`
    : sql`with recursive seq(i) as (select 1 union all select i + 1 from seq where i < ${COUNT})
          select i, printf('%07d', i) as padded from seq`
  await sql`insert into certificates (number, kind, item, client, site, inspected_on, valid_until, inspector,
              inspector_certificate, status, code, created_at)
            select 'BN-' || padded, 'ndt-report', 'Girth weld ' || padded, 'Delta Refining Co.', 'Alexandria',
              '2026-01-10', '2027-01-09', 'Karim Abdelaziz', 'PCN 331245', 'valid', 'C' || padded, '2026-01-10T00:00:00Z'
            from (${rows}) as numbers`.execute(db)
}

function randomPath() {
  const n = String(1 + Math.floor(Math.random() * COUNT)).padStart(7, "0")
  const roll = Math.random()
  const number = roll < 0.1 ? `XX-${n}` : `BN-${n}`
  const code = roll > 0.9 ? "WRONGCODE2" : `C${n}`
  return `/api/verify?n=${number}&c=${code}`
}

// The server runs in its own process, as in production, so the load generator does not share its event loop.
async function startServer(dataDir: string, databaseUrl?: string) {
  const child = fork(__filename, ["serve"], {
    execArgv: ["--import", "tsx"],
    env: { ...process.env, BENCH_DATA_DIR: dataDir, BENCH_DATABASE_URL: databaseUrl ?? "" },
  })
  await new Promise<void>((resolve, reject) => {
    child.once("message", () => resolve())
    child.once("exit", (code) => reject(new Error(`the server exited with ${code}`)))
  })
  return child
}

async function serve() {
  const db = await openDatabase({
    dataDir: process.env.BENCH_DATA_DIR!,
    databaseUrl: process.env.BENCH_DATABASE_URL || undefined,
  })
  const app = Fastify()
  // The limit of 10 checks a minute per address is lifted: the load comes from one address here.
  await app.register(verifyRoutes, { db, ipHashSalt: "bench", rateLimit: { max: 0, windowMs: 60_000 } })
  await app.listen({ port: PORT, host: "127.0.0.1" })
  process.send!("ready")
}

async function measure(name: string, dataDir: string, databaseUrl?: string) {
  const db = await openDatabase({ dataDir, databaseUrl })
  let start = Date.now()
  await seed(db, Boolean(databaseUrl))
  console.log(
    `${name.padEnd(10)} seeded ${COUNT.toLocaleString("en")} certificates in ${((Date.now() - start) / 1000).toFixed(1)} s`,
  )
  // The check itself, one after another, without HTTP: what the index and the comparison cost.
  const times: number[] = []
  for (let i = 0; i < 2000; i++) {
    const query = new URLSearchParams(randomPath().split("?")[1])
    const t = performance.now()
    await verifyCertificate(db, query.get("n")!, query.get("c")!, "2026-06-01")
    times.push(performance.now() - t)
  }
  times.sort((a, b) => a - b)
  console.log(`${name.padEnd(10)} lookup alone p50 ${times[1000].toFixed(2)} ms  p99 ${times[1980].toFixed(2)} ms`)
  await db.destroy()
  const server = await startServer(dataDir, databaseUrl)
  try {
    start = Date.now()
    const result = await autocannon({
      url: `http://127.0.0.1:${PORT}`,
      connections: 20,
      overallRate: RATE,
      duration: SECONDS,
      requests: [{ method: "GET", setupRequest: (request) => ({ ...request, path: randomPath() }) }],
    })
    const { p50, p99, max } = result.latency
    const answered = result["2xx"] + result["4xx"]
    console.log(
      `${name.padEnd(10)} ${(answered / SECONDS).toFixed(0)} checks/s  p50 ${p50} ms  p99 ${p99} ms  max ${max} ms  ` +
        `errors ${result.errors + result["5xx"]}`,
    )
  } finally {
    server.kill()
  }
}

async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-verify-"))
  const postgres = await startThrowawayPostgres()
  try {
    await measure("SQLite", dir)
    await measure("PostgreSQL", dir, postgres.url)
  } finally {
    postgres.stop()
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

if (process.argv[2] === "serve") void serve()
else void main()
