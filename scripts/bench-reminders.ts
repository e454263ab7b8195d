import { execFileSync } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { sql, type Kysely } from "kysely"
import { runDueReminders } from "../server/client/reminder-run"
import { loadContent } from "../server/content"
import { openDatabase } from "../server/storage/database"
import type { Database } from "../server/storage/schema"
import { addDays, cairoToday } from "../src/lib/cairo-time"
import { startThrowawayPostgres } from "../testing/postgres"

// `npm run bench:reminders`: the daily reminder run over 500 client companies and 200,000 register items (400 a
// company, two members each), on SQLite and PostgreSQL: its time and the process's peak memory. Targets: 30 s and
// 256 MB. A benchmark to read, not a timed test.
const COMPANIES = 500
const ITEMS = 400
const NOW = new Date("2026-12-01T06:00:00Z")
const TODAY = cairoToday(NOW)

async function seed(db: Kysely<Database>, postgres: boolean) {
  const stamp = NOW.toISOString()
  for (let c = 0; c < COMPANIES; c++) {
    const id = `bench-company-${c}`
    await db
      .insertInto("client_company")
      .values({ id, name: `Company ${c}`, nameAr: `شركة ${c}`, slug: id, createdAt: stamp } as never)
      .execute()
    for (let m = 0; m < 2; m++) {
      const userId = `bench-user-${c}-${m}`
      await db
        .insertInto("client_user")
        .values({
          id: userId,
          name: `Member ${c}-${m}`,
          email: `member${m}@company${c}.example`,
          emailVerified: postgres ? true : 1,
          createdAt: stamp,
          updatedAt: stamp,
        } as never)
        .execute()
      await db
        .insertInto("client_member")
        .values({
          id: `bench-member-${c}-${m}`,
          organizationId: id,
          userId,
          role: m ? "member" : "owner",
          createdAt: stamp,
        })
        .execute()
    }
    // Due dates spread from a month ago to two years on: about a seventh of them reach a threshold or are overdue.
    await db
      .insertInto("certificates")
      .values(
        Array.from({ length: ITEMS }, (_, i) => ({
          number: `B${c}-${i}`,
          kind: "lifting-equipment" as const,
          item: `Webbing sling ${i}`,
          serial: `SL-${i}`,
          rating: null,
          client: `Company ${c}`,
          site: `Site ${i % 4}`,
          inspected_on: addDays(TODAY, -200)!,
          valid_until: addDays(TODAY, ((i * 37 + c) % 730) - 30)!,
          inspector: "Bench",
          inspector_certificate: "LEEA 0000000",
          status: "valid" as const,
          code: `C${c}X${i}`,
          created_at: stamp,
          company_id: id,
        })),
      )
      .execute()
  }
  await sql`analyze`.execute(db)
}

// The run alone, in a process of its own, so its peak memory is the run's and not the seeding's.
async function runOnly(databaseUrl: string | undefined, dataDir: string) {
  const db = await openDatabase({ dataDir, databaseUrl })
  const content = loadContent()
  const before = process.memoryUsage().rss
  const started = performance.now()
  const queued = await runDueReminders(db, NOW, {
    siteUrl: "https://inspection.example",
    content,
    onMailQueued: () => {},
  })
  const seconds = ((performance.now() - started) / 1000).toFixed(1)
  const mails = await db
    .selectFrom("account_mail")
    .select((eb) => eb.fn.countAll().as("n"))
    .executeTakeFirstOrThrow()
  const items = await db
    .selectFrom("reminder_sent")
    .select((eb) => eb.fn.countAll().as("n"))
    .executeTakeFirstOrThrow()
  await db.destroy()
  const peak = (process.resourceUsage().maxRSS / 1024).toFixed(0)
  console.log(
    `${databaseUrl ? "PostgreSQL" : "SQLite"}: ${queued} digests, ${mails.n} mails, ${items.n} items reminded in ` +
      `${seconds} s; the process's memory ${(before / 2 ** 20).toFixed(0)} MB at start, peak ${peak} MB ` +
      "(targets: 30 s, 256 MB)",
  )
}

async function measure(dir: string, databaseUrl?: string) {
  const db = await openDatabase({ dataDir: dir, databaseUrl })
  await seed(db, Boolean(databaseUrl))
  await db.destroy()
  execFileSync(process.execPath, ["--import", "tsx", __filename, "--run", dir, ...(databaseUrl ? [databaseUrl] : [])], {
    stdio: "inherit",
  })
}

async function main() {
  if (process.argv[2] === "--run") return runOnly(process.argv[4], process.argv[3])
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-reminders-"))
  const postgres = await startThrowawayPostgres()
  try {
    await measure(dir)
    await measure(dir, postgres.url)
  } finally {
    await postgres.stop()
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

void main()
