import { parseArgs } from "node:util"
import type { Kysely } from "kysely"
import { openDatabase } from "../storage/database"
import { newestRequests } from "../storage/requests"
import type { Database, StoredRequest } from "../storage/schema"
import { toCsv } from "../csv/requests-csv"

export type Output = { write(chunk: string): unknown }

export type RequestsCommand = { kind: "help" } | { kind: "table"; limit: number } | { kind: "csv" }

export const DEFAULT_LIMIT = 20

export const USAGE = `Usage: npm run requests [-- options]

Lists the requests sent through the website — quote requests, complaints and
appeals — newest first.

Options:
  --limit N   show the N most recent requests (default ${DEFAULT_LIMIT})
  --csv       write all requests, oldest first, as CSV to stdout
  -h, --help  show this help

The requests are read from the SQLite database in DATA_DIR (default ./var),
or from PostgreSQL when DATABASE_URL is set.

Export for a spreadsheet (-s keeps npm's own header out of the file):
  npm run -s requests -- --csv > requests.csv
`

export class UsageError extends Error {}

const OPTIONS = {
  csv: { type: "boolean" },
  help: { type: "boolean", short: "h" },
  limit: { type: "string" },
} as const

// Throws UsageError on anything it does not know (node:util's strict parsing), so a typo never silently lists the
// wrong thing.
function optionsOf(argv: string[]) {
  try {
    return parseArgs({ args: argv, options: OPTIONS, strict: true, allowPositionals: false }).values
  } catch (error) {
    throw new UsageError((error as TypeError).message)
  }
}

export function readCommand(argv: string[]): RequestsCommand {
  const { csv, help, limit } = optionsOf(argv)
  if (help) return { kind: "help" }
  if (limit !== undefined && (!/^\d+$/.test(limit) || Number(limit) < 1)) {
    throw new UsageError(`--limit needs a whole number of 1 or more (got "${limit}")`)
  }
  if (csv && limit !== undefined) throw new UsageError("--csv always exports every request; leave out --limit")
  return csv ? { kind: "csv" } : { kind: "table", limit: limit === undefined ? DEFAULT_LIMIT : Number(limit) }
}

// "2026-03-01T09:05:00.000Z" -> "2026-03-01 09:05" (UTC).
export function formatCreated(iso: string): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return iso
  return date.toISOString().slice(0, 16).replace("T", " ")
}

// Visitors typed these fields: control characters (newlines, terminal escape codes) and line separators
// would break the table or the terminal, so they become spaces; bidi overrides, which could make one
// row look like another, are dropped. Long values are cut to keep the columns readable.
export function cell(value: string | null, max = 30): string {
  const clean = (value ?? "")
    .replace(/[\p{Cc}\p{Zl}\p{Zp}]+/gu, " ")
    .replace(/[\u202a-\u202e\u2066-\u2069]/g, "")
    .trim()
  const chars = Array.from(clean)
  return chars.length > max ? `${chars.slice(0, max - 1).join("")}…` : clean
}

const width = (text: string) => Array.from(text).length
const pad = (text: string, size: number) => text + " ".repeat(Math.max(0, size - width(text)))

const TABLE_COLUMNS: [string, (request: StoredRequest) => string][] = [
  ["Reference", (q) => q.reference],
  ["Created (UTC)", (q) => formatCreated(q.created_at)],
  ["Name", (q) => cell(`${q.first_name} ${q.last_name}`)],
  ["Company", (q) => cell(q.company)],
  ["Service", (q) => cell(q.service, 20)],
  ["E-mail", (q) => cell(q.email, 40)],
  ["Mail", (q) => q.mail_status],
  ["Spam", (q) => (q.spam ? "spam" : "")],
]

export function formatTotal(shown: number, total: number): string {
  if (total === 0) return "No requests yet."
  const requests = total === 1 ? "request" : "requests"
  return shown < total ? `Showing the ${shown} most recent of ${total} ${requests}.` : `${total} ${requests} in total.`
}

// An aligned table (rows as given, i.e. newest first), then a line with the total.
export function formatTable(rows: StoredRequest[], total: number): string {
  const lines: string[] = []
  if (rows.length > 0) {
    const cells = rows.map((row) => TABLE_COLUMNS.map(([, get]) => get(row)))
    const headers = TABLE_COLUMNS.map(([header]) => header)
    const widths = headers.map((header, i) => Math.max(width(header), ...cells.map((row) => width(row[i]))))
    const line = (values: string[]) =>
      values
        .map((value, i) => pad(value, widths[i]))
        .join("  ")
        .trimEnd()
    lines.push(line(headers), line(widths.map((size) => "-".repeat(size))), ...cells.map(line))
    lines.push("")
  }
  lines.push(formatTotal(rows.length, total))
  return `${lines.join("\n")}\n`
}

async function countRequests(db: Kysely<Database>): Promise<number> {
  const { count } = await db
    .selectFrom("requests")
    .select((eb) => eb.fn.countAll().as("count"))
    .executeTakeFirstOrThrow()
  return Number(count) // PostgreSQL returns count(*) as a string
}

// Returns the exit code: 0 done, 1 the database failed, 2 wrong usage.
export async function runRequestsCli(
  argv: string[],
  env: NodeJS.ProcessEnv,
  stdout: Output,
  stderr: Output,
): Promise<number> {
  let command: RequestsCommand
  try {
    command = readCommand(argv)
  } catch (error) {
    if (!(error instanceof UsageError)) throw error
    stderr.write(`${error.message}\nRun with --help to see the options.\n`)
    return 2
  }
  if (command.kind === "help") {
    stdout.write(USAGE)
    return 0
  }

  let db: Kysely<Database> | undefined
  try {
    db = await openDatabase({ dataDir: env.DATA_DIR || "./var", databaseUrl: env.DATABASE_URL || undefined })
    if (command.kind === "csv") {
      const rows = await newestRequests(db)
      stdout.write(toCsv(rows.reverse()))
    } else {
      const rows = await newestRequests(db, { limit: command.limit })
      stdout.write(formatTable(rows, await countRequests(db)))
    }
    return 0
  } catch (error) {
    stderr.write(`Could not read the requests: ${error instanceof Error ? error.message : String(error)}\n`)
    return 1
  } finally {
    await db?.destroy()
  }
}
