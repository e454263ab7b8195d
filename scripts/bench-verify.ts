import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { sql, type Kysely } from "kysely"
import { verifyCertificate } from "../server/certificates/verify"
import { openDatabase } from "../server/storage/database"
import type { Database } from "../server/storage/schema"
import { startThrowawayPostgres } from "../testing/postgres"
import { startServerProcess } from "../testing/server-process"
import { openLoop } from "./open-loop"

// `npm run bench:verify`: 1,000,000 stored certificates, then 500 checks a second for 20 s (after 3 s of the same
// to warm up) of GET /api/verify and then of the page a scanned code opens, GET /verify/?n=&c=, against the
// production server (`server/start.ts`, logging and the 10-a-minute limit on), on SQLite and PostgreSQL. Checks
// arrive as independent clients' do (scripts/open-loop.ts), from 50,000 addresses (behind a proxy,
// TRUST_PROXY=1), one in ten with a wrong code, one in ten an unknown number. The target: p99 ≤ 20 ms.
// Needs the site built (`npm run build`).
const COUNT = 1_000_000
const RATE = 500
const SECONDS = 20
const WARM_UP_SECONDS = 3
const ADDRESSES = 50_000

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
  // A register that grew over years has its statistics and visibility map up to date and its writes checkpointed;
  // one loaded a second ago would have PostgreSQL's autovacuum and checkpointer busy with the million rows on
  // the machine's two cores while it is measured.
  if (postgres) {
    await sql`vacuum (analyze) certificates`.execute(db)
    await sql`checkpoint`.execute(db)
  } else await sql`analyze certificates`.execute(db)
}

function randomCheck() {
  const n = String(1 + Math.floor(Math.random() * COUNT)).padStart(7, "0")
  const roll = Math.random()
  const number = roll < 0.1 ? `XX-${n}` : `BN-${n}`
  const code = roll > 0.9 ? "WRONGCODE2" : `C${n}`
  return { number, code }
}

function randomAddress() {
  const i = Math.floor(Math.random() * ADDRESSES)
  return `10.${i >> 16}.${(i >> 8) & 255}.${i & 255}`
}

async function measure(name: string, dataDir: string, databaseUrl?: string) {
  const db = await openDatabase({ dataDir, databaseUrl })
  const start = Date.now()
  await seed(db, Boolean(databaseUrl))
  console.log(
    `${name.padEnd(10)} seeded ${COUNT.toLocaleString("en")} certificates in ${((Date.now() - start) / 1000).toFixed(1)} s`,
  )
  // The check itself, one after another, without HTTP: what the index and the comparison cost.
  const times: number[] = []
  for (let i = 0; i < 2000; i++) {
    const { number, code } = randomCheck()
    const t = performance.now()
    await verifyCertificate(db, number, code, "2026-06-01")
    times.push(performance.now() - t)
  }
  times.sort((a, b) => a - b)
  console.log(`${name.padEnd(10)} lookup alone p50 ${times[1000].toFixed(2)} ms  p99 ${times[1980].toFixed(2)} ms`)
  await db.destroy()
  const server = await startServerProcess({
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl ?? "",
    TRUST_PROXY: "1",
    LOG_LEVEL: "info",
  })
  try {
    for (const [what, route, headers] of [
      ["API", "/api/verify", {}],
      ["page", "/verify/", { "accept-encoding": "br, gzip" }],
    ] as const) {
      const load = (seconds: number) =>
        openLoop({
          port: server.port,
          rate: RATE,
          seconds,
          next: () => {
            const { number, code } = randomCheck()
            return {
              path: `${route}?n=${number}&c=${code}`,
              headers: { ...headers, "x-forwarded-for": randomAddress() },
            }
          },
        })
      // A server that has just started compiles its code and opens its database connections on the first
      // requests (about half a second of answers up to 0.5 s): the same load warms it up first, uncounted.
      await load(WARM_UP_SECONDS)
      const { sent, p50, p99, max, statuses } = await load(SECONDS)
      const unexpected = Object.entries(statuses).filter(([status]) => status !== "200" && status !== "404")
      console.log(
        `${name.padEnd(10)} ${what.padEnd(4)} ${(sent / SECONDS).toFixed(0)} checks/s  p50 ${p50} ms  p99 ${p99} ms  ` +
          `max ${max} ms  other answers ${JSON.stringify(Object.fromEntries(unexpected))}`,
      )
    }
  } finally {
    await server.stop()
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

void main()
