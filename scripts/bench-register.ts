import { sql, type Kysely } from "kysely"
import { csvText } from "../server/csv/csv-text"
import { registerCsvRows, registerPage, type RegisterFilter } from "../server/client/register-query"
import type { Database } from "../server/storage/schema"
import { addDays, cairoToday } from "../src/lib/cairo-time"
import { onEachDatabase } from "./bench-databases"
import { p95 } from "./bench-p95"

// `npm run bench:register`: one client company with 20,000 certificates on 8,000 items (and a second company as
// large, which its queries must not read), then the p95 server time of the register's first page, of a filtered and
// searched page and of a later page, and the time of the whole register's rows written as CSV, on SQLite and
// PostgreSQL. Targets: 100 ms p95 for a page, 3 s for the CSV. A benchmark to read, not a timed test.
const CERTIFICATES = 20_000
const ITEMS = 8_000
const RUNS = 100
const NOW = new Date("2026-12-01T06:00:00Z")
const TODAY = cairoToday(NOW)
const SITES = ["Rig 7", "Rig 9", "Abu Qir yard", "Dekheila berth 4", "Sidi Kerir tank farm"]
const KINDS = ["Webbing sling", "Bow shackle", "Chain block", "Overhead crane", "Pressure vessel"]

async function seed(db: Kysely<Database>) {
  const stamp = NOW.toISOString()
  for (const id of ["bench-a", "bench-b"]) {
    await db
      .insertInto("client_company")
      .values({ id, name: id, nameAr: id, slug: id, createdAt: stamp } as never)
      .execute()
    for (let offset = 0; offset < CERTIFICATES; offset += 1000) {
      await db
        .insertInto("certificates")
        .values(
          Array.from({ length: 1000 }, (_, i) => {
            const n = offset + i
            const item = n % ITEMS
            // Each item examined two or three times, six months apart; the latest is due from a year ago on.
            const round = Math.floor(n / ITEMS)
            return {
              number: `${id.toUpperCase()}-${n}`,
              kind: "lifting-equipment" as const,
              item: `${KINDS[item % KINDS.length]} ${item}`,
              serial: `SN-${item}`,
              rating: null,
              client: id,
              site: SITES[item % SITES.length],
              inspected_on: addDays(TODAY, -720 + round * 180 + (item % 90))!,
              valid_until: addDays(TODAY, -540 + round * 180 + (item % 400))!,
              inspector: "Bench",
              inspector_certificate: "LEEA 0000000",
              status: "valid" as const,
              code: `C${id}${n}`,
              created_at: stamp,
              company_id: id,
            }
          }),
        )
        .execute()
    }
  }
  await sql`analyze`.execute(db)
}

async function measure(name: string, db: Kysely<Database>) {
  await seed(db)
  const page = (filter: RegisterFilter) => () => registerPage(db, "bench-a", filter, TODAY)
  const first = await p95(page({}), RUNS)
  const filtered = await p95(page({ site: "Rig 7", due: 90, q: "sling" }), RUNS)
  const second = await registerPage(db, "bench-a", {}, TODAY)
  const later = await p95(() => registerPage(db, "bench-a", {}, TODAY, second.next!), RUNS)
  const started = performance.now()
  const rows = await registerCsvRows(db, "bench-a", {}, TODAY)
  const csv = csvText(
    ["number", "item", "serial", "site", "valid_until"],
    rows.map((row) => [row.number, row.item, row.serial, row.site, row.valid_until]),
  )
  const csvSeconds = ((performance.now() - started) / 1000).toFixed(2)
  console.log(
    `${name}: first page p95 ${first} ms, filtered and searched page p95 ${filtered} ms, second page p95 ${later} ms ` +
      `(target 100 ms); the CSV of all ${rows.length} items (${csv.length} characters) in ${csvSeconds} s (target 3 s)`,
  )
}

void onEachDatabase("bench-register", measure)
