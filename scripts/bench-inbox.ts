import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { sql, type Kysely } from "kysely"
import { INDUSTRY_VALUES, SERVICE_VALUES } from "../src/lib/quote-options"
import { listRequests, type RequestFilter } from "../server/staff/requests-query"
import { openDatabase } from "../server/storage/database"
import type { Database } from "../server/storage/schema"
import { startThrowawayPostgres } from "../testing/postgres"

// `npm run bench:inbox`: 100,000 stored requests, then the p95 of an inbox page and of a search, on SQLite and
// PostgreSQL. A benchmark to read, not a timed test; the target is 50 ms.
const COUNT = 100_000
const RUNS = 200
const WORDS = ["PAUT", "girth welds", "storage tank", "API 653", "hydrotest", "crane", "boiler", "TOFD", "rope access"]

async function seed(db: Kysely<Database>) {
  const start = Date.parse("2024-01-01T00:00:00Z")
  for (let offset = 0; offset < COUNT; offset += 1000) {
    const rows = Array.from({ length: 1000 }, (_, i) => {
      const n = offset + i
      return {
        reference: `Q-2025-${String(n + 1).padStart(6, "0")}`,
        created_at: new Date(start + n * 60_000).toISOString(),
        first_name: `Name${n}`,
        last_name: `Family${n % 997}`,
        email: `person${n}@company${n % 503}.example`,
        company: `Company ${n % 503}`,
        phone: null,
        industry: INDUSTRY_VALUES[n % INDUSTRY_VALUES.length],
        service: SERVICE_VALUES[n % SERVICE_VALUES.length],
        message: `Request ${n}: ${WORDS[n % WORDS.length]} of ${n % 40} items to ASME B31.3, site in Alexandria.`,
        locale: n % 3 ? "en" : "ar",
        ip_hash: "bench",
        user_agent: null,
        page: "/contact/",
        spam: n % 20 === 0 ? 1 : 0,
        mail_status: "sent" as const,
        idempotency_key: null,
        body_hash: "bench",
        status: (["new", "contacted", "quoted", "won", "lost"] as const)[n % 5],
      }
    })
    await db.insertInto("requests").values(rows).execute()
  }
  // What autovacuum does after a bulk load in production: the planner's statistics.
  await sql`analyze`.execute(db)
}

async function p95(run: () => Promise<unknown>) {
  for (let i = 0; i < 10; i++) await run()
  const times: number[] = []
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now()
    await run()
    times.push(performance.now() - t)
  }
  times.sort((a, b) => a - b)
  return times[Math.floor(RUNS * 0.95)].toFixed(1)
}

async function measure(name: string, db: Kysely<Database>) {
  await seed(db)
  const cases: [string, RequestFilter, number][] = [
    ["first page", {}, 1],
    ["page 20", {}, 20],
    ["status + service", { status: "quoted", service: SERVICE_VALUES[2] }, 1],
    ["search (message)", { q: "storage tank" }, 1],
    ["search (e-mail)", { q: "person99999@" }, 1],
    ["spam view", { spam: true }, 1],
  ]
  for (const [label, filter, page] of cases) {
    console.log(
      `${name.padEnd(10)} ${label.padEnd(18)} p95 ${await p95(() => listRequests(db, filter, { now: new Date(), holidays: new Set() }, page))} ms`,
    )
  }
}

async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-inbox-"))
  const postgres = await startThrowawayPostgres()
  try {
    const sqlite = await openDatabase({ dataDir: dir })
    await measure("SQLite", sqlite)
    await sqlite.destroy()
    const pg = await openDatabase({ dataDir: dir, databaseUrl: postgres.url })
    await measure("PostgreSQL", pg)
    await pg.destroy()
  } finally {
    postgres.stop()
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

void main()
