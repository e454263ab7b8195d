import { CompiledQuery, sql, type Kysely, type KyselyPlugin, type RootOperationNode } from "kysely"
import { INDUSTRY_VALUES, SERVICE_VALUES } from "../src/lib/quote-options"
import type { InboxPosition } from "../server/staff/inbox-cursor"
import { listRequests, type RequestFilter } from "../server/staff/requests-query"
import type { Database } from "../server/storage/schema"
import { onEachDatabase } from "./bench-databases"
import { p95 } from "./bench-p95"

// `npm run bench:inbox`: 100,000 stored requests, then the p95 of an inbox page and of a search, on SQLite and
// PostgreSQL, and the plans of the pages (the index must give the order: no sort of all of them). A benchmark to
// read, not a timed test; the target is 50 ms.
const COUNT = 100_000
// One request in WAITING still waits for its first reply: 2,000 unanswered, so page 20 is among them and page 60
// among the answered.
const WAITING = 50
const HOUR = 3_600_000
const RUNS = 200
const WORDS = ["PAUT", "girth welds", "storage tank", "API 653", "hydrotest", "crane", "boiler", "TOFD", "rope access"]

const start = () => Date.parse("2024-01-01T00:00:00Z")

async function seed(db: Kysely<Database>) {
  const first = start()
  for (let offset = 0; offset < COUNT; offset += 1000) {
    const rows = Array.from({ length: 1000 }, (_, i) => {
      const n = offset + i
      const created = first + n * 60_000
      return {
        reference: `Q-2025-${String(n + 1).padStart(6, "0")}`,
        created_at: new Date(created).toISOString(),
        // Every request has a due time since the reply promise; a few arrive in the same minute's due time.
        due_at: new Date(created - (created % (10 * 60_000)) + 24 * HOUR).toISOString(),
        first_reply_at: n % WAITING === 0 ? null : new Date(created + 3 * HOUR).toISOString(),
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

// The queries a call ran, kept to ask the database how it runs them.
function recorder() {
  const nodes: RootOperationNode[] = []
  const plugin: KyselyPlugin = {
    transformQuery: ({ node }) => {
      nodes.push(node)
      return node
    },
    transformResult: async ({ result }) => result,
  }
  return { nodes, plugin }
}

async function plans(db: Kysely<Database>, run: (db: Kysely<Database>) => Promise<unknown>, sqlite: boolean) {
  const { nodes, plugin } = recorder()
  await run(db.withPlugin(plugin))
  const lines: string[] = []
  for (const node of nodes) {
    const compiled = db.getExecutor().compileQuery(node, { queryId: "explain" })
    const explain = CompiledQuery.raw(`${sqlite ? "explain query plan" : "explain"} ${compiled.sql}`, [
      ...compiled.parameters,
    ])
    const { rows } = await db.executeQuery<Record<string, string>>(explain)
    lines.push(rows.map((row) => (sqlite ? row.detail : row["QUERY PLAN"])).join("\n      "))
  }
  return lines.map((line) => `    - ${line}`).join("\n")
}

async function measure(name: string, db: Kysely<Database>) {
  await seed(db)
  const clock = { now: new Date(start() + (COUNT + 60) * 60_000), holidays: new Set<string>() }
  // The position page `page` starts after, reached as the workspace reaches it: page after page.
  const after = async (filter: RequestFilter, page: number) => {
    let position: InboxPosition | undefined
    for (let before = 1; before < page; before++)
      position = (await listRequests(db, filter, clock, { after: position })).next!
    return position
  }
  const cases: [string, RequestFilter, number][] = [
    ["first page", {}, 1],
    ["page 20", {}, 20],
    ["page 60", {}, 60],
    ["overdue", { overdue: true }, 1],
    ["status + service", { status: "quoted", service: SERVICE_VALUES[2] }, 1],
    ["search (message)", { q: "storage tank" }, 1],
    ["search (e-mail)", { q: "person99999@" }, 1],
    ["spam view", { spam: true }, 1],
  ]
  const sqlite = name === "SQLite"
  for (const [label, filter, page] of cases) {
    const position = await after(filter, page)
    const run = (on: Kysely<Database>) => listRequests(on, filter, clock, { after: position })
    console.log(`${name.padEnd(10)} ${label.padEnd(18)} p95 ${await p95(() => run(db), RUNS)} ms`)
    if (label.startsWith("page") || label === "first page") console.log(await plans(db, run, sqlite))
  }
}

void onEachDatabase("bench-inbox", measure)
