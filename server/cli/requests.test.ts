/** @jest-environment node */
import { spawnSync } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import type { Kysely } from "kysely"
import { openDatabase } from "../storage/database"
import { newestRequests, saveRequest } from "../storage/requests"
import type { Database } from "../storage/schema"
import { postgresForTests } from "../../testing/postgres"
import { CSV_COLUMNS, toCsv } from "../csv/requests-csv"
import { cell, formatCreated, readCommand, runRequestsCli, UsageError } from "./requests"
import { newQuote as quote } from "../../testing/fixtures"
import { parseCsv } from "../../testing/parse-csv"

jest.setTimeout(60_000)

const ROOT = path.resolve(__dirname, "../..")

const AWKWARD_MESSAGE = 'Two quotes: "A" and "B", a comma,\r\na CRLF and\na bare LF.'

// Three requests, oldest first: an ordinary one, a hostile one flagged as spam, one with an awkward message.
async function seed(db: Kysely<Database>) {
  await saveRequest(db, quote(), new Date("2026-03-01T09:05:00Z"))
  await saveRequest(
    db,
    quote({
      first_name: "@SUM(1)",
      last_name: "Attacker",
      email: "evil@example.net",
      company: '=HYPERLINK("http://evil")',
      message: "-2+3",
      service: "calibration",
      spam: 1,
    }),
    new Date("2026-03-02T14:30:59Z"),
  )
  await saveRequest(
    db,
    quote({
      first_name: "Omar",
      last_name: "Farouk",
      email: "omar@example.org",
      company: null,
      message: AWKWARD_MESSAGE,
    }),
    new Date("2026-03-03T08:00:00Z"),
  )
}

// Stands in for process.stdout / process.stderr and keeps what was written.
function collector() {
  const chunks: string[] = []
  return { write: (chunk: string) => chunks.push(chunk), text: () => chunks.join("") }
}

async function run(argv: string[], env: NodeJS.ProcessEnv) {
  const stdout = collector()
  const stderr = collector()
  const code = await runRequestsCli(argv, env, stdout, stderr)
  return { code, stdout: stdout.text(), stderr: stderr.text() }
}

const postgres = postgresForTests()
const tempDirs: string[] = []
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "requests-cli-"))
  tempDirs.push(dir)
  return dir
}

afterAll(() => {
  for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true })
})

describe.each(["sqlite", "postgres"] as const)("the requests command on %s", (kind) => {
  let db: Kysely<Database>
  let env: NodeJS.ProcessEnv

  beforeAll(async () => {
    const dataDir = tempDir()
    env = kind === "sqlite" ? { DATA_DIR: dataDir } : { DATA_DIR: dataDir, DATABASE_URL: postgres.url }
    db = await openDatabase({ dataDir, databaseUrl: env.DATABASE_URL })
    await seed(db)
  })
  afterAll(() => db.destroy())

  test("lists the requests newest first in aligned columns, then the total", async () => {
    const { code, stdout, stderr } = await run([], env)
    expect({ code, stderr }).toEqual({ code: 0, stderr: "" })
    const lines = stdout.split("\n")
    const [header, rule, ...rest] = lines
    expect(header).toMatch(/^Reference\s+Created \(UTC\)\s+Name\s+Company\s+Service\s+E-mail\s+Mail\s+Spam$/)
    // Cut every line at the positions of the header's titles: the columns must line up.
    const titles = ["Reference", "Created (UTC)", "Name", "Company", "Service", "E-mail", "Mail", "Spam"]
    const starts = titles.map((title) => header.indexOf(title))
    const columns = (line: string) => starts.map((start, i) => line.slice(start, starts[i + 1]).trimEnd())
    expect(rule.split(/ +/).map((dashes) => dashes.length)).toEqual(
      starts
        .slice(1)
        .map((s, i) => s - starts[i] - 2)
        .concat(4),
    )
    expect(rest.slice(0, 3).map(columns)).toEqual([
      ["Q-2026-000003", "2026-03-03 08:00", "Omar Farouk", "", "ndt", "omar@example.org", "pending", ""],
      [
        "Q-2026-000002",
        "2026-03-02 14:30",
        "@SUM(1) Attacker",
        '=HYPERLINK("http://evil")',
        "calibration",
        "evil@example.net",
        "skipped",
        "spam",
      ],
      [
        "Q-2026-000001",
        "2026-03-01 09:05",
        "Mona El-Sayed",
        "Delta Petroleum Services",
        "ndt",
        "mona@example.com",
        "pending",
        "",
      ],
    ])
    for (const line of rest.slice(0, 3)) {
      starts.slice(1).forEach((start) => expect(line.padEnd(header.length)[start - 1]).toBe(" ")) // nothing runs into the next column
    }
    expect(rest.slice(3)).toEqual(["", "3 requests in total.", ""])
  })

  test("--limit N shows the N most recent and says how many there are", async () => {
    const { code, stdout } = await run(["--limit", "2"], env)
    expect(code).toBe(0)
    expect(stdout).toContain("Q-2026-000003")
    expect(stdout).toContain("Q-2026-000002")
    expect(stdout).not.toContain("Q-2026-000001")
    expect(stdout.trimEnd().split("\n").at(-1)).toBe("Showing the 2 most recent of 3 requests.")
    expect((await run(["--limit=1"], env)).stdout).toContain("Showing the 1 most recent of 3 requests.")
  })

  test("--csv writes every request oldest first, nothing else, and it parses back to the stored values", async () => {
    const { code, stdout, stderr } = await run(["--csv"], env)
    expect({ code, stderr }).toEqual({ code: 0, stderr: "" })
    const [header, ...records] = parseCsv(stdout)
    expect(header).toEqual([...CSV_COLUMNS, "files"])
    const stored = (await newestRequests(db)).reverse()
    expect(records.map((record) => record[0])).toEqual(["Q-2026-000001", "Q-2026-000002", "Q-2026-000003"])
    const formula = /^(\s*[=+\-@]|[\t\r])/
    records.forEach((record, r) => {
      CSV_COLUMNS.forEach((column, c) => {
        const value = stored[r][column] == null ? "" : String(stored[r][column])
        expect(record[c]).toBe(formula.test(value) ? `'${value}` : value)
      })
    })
    const field = (record: string[], column: (typeof CSV_COLUMNS)[number]) => record[CSV_COLUMNS.indexOf(column)]
    const [ordinary, hostile, awkward] = records
    expect(field(ordinary, "phone")).toBe("'+20 3 420 1100")
    expect(field(ordinary, "created_at")).toBe("2026-03-01T09:05:00.000Z")
    expect(field(hostile, "company")).toBe('\'=HYPERLINK("http://evil")')
    expect(field(hostile, "first_name")).toBe("'@SUM(1)")
    expect(field(hostile, "message")).toBe("'-2+3")
    expect(field(hostile, "spam")).toBe("1")
    expect(field(awkward, "message")).toBe(AWKWARD_MESSAGE)
    expect(field(awkward, "company")).toBe("")
    // None of these requests came with files.
    for (const record of records) expect(record.at(-1)).toBe("0")
  })
})

test("an empty database says so", async () => {
  const { code, stdout } = await run([], { DATA_DIR: tempDir() })
  expect(code).toBe(0)
  expect(stdout).toBe("No requests yet.\n")
})

test.each([
  [["--bogus"]],
  [["list"]],
  [["--limit"]],
  [["--limit", "0"]],
  [["--limit", "ten"]],
  [["--csv", "--limit", "5"]],
])("wrong usage %j exits 2 with a message on stderr and nothing on stdout", async (argv) => {
  const dataDir = tempDir()
  const { code, stdout, stderr } = await run(argv, { DATA_DIR: dataDir })
  expect(code).toBe(2)
  expect(stdout).toBe("")
  expect(stderr).toMatch(/\n.*--help/)
  expect(fs.readdirSync(dataDir)).toEqual([]) // the database was not even opened
})

test("--help prints the usage and exits 0", async () => {
  const { code, stdout, stderr } = await run(["--help"], {})
  expect({ code, stderr }).toEqual({ code: 0, stderr: "" })
  expect(stdout).toMatch(/^Usage: npm run requests/)
  expect(stdout).toContain("npm run -s requests -- --csv > requests.csv")
  expect((await run(["-h"], {})).stdout).toBe(stdout)
})

test("a database that cannot be reached exits 1 with the reason on stderr", async () => {
  const { code, stdout, stderr } = await run([], { DATABASE_URL: "postgres://postgres@127.0.0.1:1/none" })
  expect(code).toBe(1)
  expect(stdout).toBe("")
  expect(stderr).toMatch(/^Could not read the requests: .*ECONNREFUSED/)
})

test("argument parsing", () => {
  expect(readCommand([])).toEqual({ kind: "table", limit: 20 })
  expect(readCommand(["--limit", "5"])).toEqual({ kind: "table", limit: 5 })
  expect(readCommand(["--limit=5"])).toEqual({ kind: "table", limit: 5 })
  expect(readCommand(["--csv"])).toEqual({ kind: "csv" })
  expect(readCommand(["--csv", "--help"])).toEqual({ kind: "help" })
  expect(readCommand(["-h"])).toEqual({ kind: "help" })
  expect(() => readCommand(["--limit", "-3"])).toThrow(UsageError)
  expect(() => readCommand(["--limit", "2.5"])).toThrow(UsageError)
  expect(() => readCommand(["--limit="])).toThrow(UsageError)
  expect(() => readCommand(["--csv=yes"])).toThrow(UsageError)
  expect(() => readCommand(["--bogus"])).toThrow("Unknown option '--bogus'")
})

test("dates are shown in UTC to the minute; visitor text cannot break the table or the terminal", () => {
  expect(formatCreated("2026-12-31T23:59:59.999Z")).toBe("2026-12-31 23:59")
  expect(formatCreated("not a date")).toBe("not a date")
  expect(cell("Evil\u001b[2J\u001b[31mCo\r\nLtd")).toBe("Evil [2J [31mCo Ltd")
  expect(cell("Nile\u2028Co\u0085\u202eoc.liam\u202c")).toBe("Nile Co oc.liam")
  expect(cell(null)).toBe("")
  expect(cell("x".repeat(40))).toBe(`${"x".repeat(29)}…`)
})

test("the real command, run with tsx, writes exactly the CSV to stdout", async () => {
  const dataDir = tempDir()
  const db = await openDatabase({ dataDir })
  try {
    await seed(db)
    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir }
    delete env.DATABASE_URL
    const result = spawnSync("npx", ["tsx", "server/cli/requests-main.ts", "--csv"], {
      cwd: ROOT,
      env,
      encoding: "utf8",
    })
    expect(result.status).toBe(0)
    expect(result.stdout).toBe(toCsv((await newestRequests(db)).reverse()))
    expect(parseCsv(result.stdout)).toHaveLength(4)
  } finally {
    await db.destroy()
  }
})
