import fs from "node:fs"
import { parseArgs } from "node:util"
import type { Kysely } from "kysely"
import type { Clock } from "../clock"
import { loadConfig } from "../config"
import { formatImportError } from "../certificates/csv-import"
import { importCertificatesCsv } from "../certificates/import-csv"
import { normaliseNumber } from "../certificates/verify"
import { changeStatus } from "../certificates/store"
import { openDatabase } from "../storage/database"
import type { Database } from "../storage/schema"
import { csvText } from "../csv/csv-text"
import type { Output } from "./requests"
import { runLabelCommand } from "./label-commands"

export const CERTIFICATES_USAGE = `Usage: npm run -s certificates -- <command>

  import <file.csv>                     add the certificates in the file (all or none) and print
                                        number,code for each as CSV, for printing on the documents
  withdraw <number> --reason "<text>"   withdraw a certificate; the public check shows it withdrawn
  check '<label link or code>' [--keys keys.json]
                                        check a signed label's signature, with no database: against
                                        the key file given (SITE_URL/verify/keys.json), else DATA_DIR's keys
  check-report <report.pdf> [--keys keys.json]
                                        whether an issued report's PDF is exactly the one the company
                                        signed, with no database, against the same keys
  new-signing-key                       retire the label-signing key (its labels still check) and make
                                        a new one in DATA_DIR; restart the server to sign with it

The CSV header: number,kind,item,serial,rating,client,site,inspected_on,valid_until,inspector,inspector_certificate
Example: npm run -s certificates -- import march.csv > march-codes.csv
`

const CLI_ACTOR = { id: null, name: "command line" }

type Io = { stdout: Output; stderr: Output }

async function importFile(db: Kysely<Database>, clock: Clock, file: string, io: Io): Promise<number> {
  const result = await importCertificatesCsv(db, CLI_ACTOR, fs.readFileSync(file, "utf8"), clock())
  if (!result.ok) {
    const lines = result.errors.map((error) => `  ${formatImportError(error)}\n`).join("")
    io.stderr.write(`${file}: nothing imported.\n${lines}`)
    return 1
  }
  const { issued } = result
  io.stdout.write(
    csvText(
      ["number", "code"],
      issued.map(({ number, code }) => [number, code]),
    ),
  )
  io.stderr.write(`${issued.length} certificate${issued.length === 1 ? "" : "s"} imported.\n`)
  return 0
}

async function withdraw(db: Kysely<Database>, clock: Clock, number: string, reason: string, io: Io): Promise<number> {
  const changed = await changeStatus(db, CLI_ACTOR, normaliseNumber(number), { status: "withdrawn", reason }, clock())
  if (!changed) {
    io.stderr.write(`No certificate numbered ${number}.\n`)
    return 1
  }
  io.stdout.write(`${changed.number} withdrawn on ${changed.status_at}: ${reason}\n`)
  return 0
}

// The command, its target, --reason and --help, by node:util's strict parsing; a string says what is wrong.
function readArgs(argv: string[]) {
  try {
    const options = { reason: { type: "string" }, help: { type: "boolean", short: "h" } } as const
    return parseArgs({ args: argv, options, allowPositionals: true })
  } catch (error) {
    return (error as TypeError).message
  }
}

// Returns the exit code: 0 done, 1 refused or failed, 2 wrong usage.
export async function runCertificatesCli(argv: string[], env: NodeJS.ProcessEnv, io: Io): Promise<number> {
  if (["check", "check-report", "new-signing-key"].includes(argv[0])) return runLabelCommand(argv, env, io)
  const usage = (problem: string) => {
    io.stderr.write(`${problem}\n\n${CERTIFICATES_USAGE}`)
    return 2
  }
  const read = readArgs(argv)
  if (typeof read === "string") return usage(read)
  if (read.values.help) {
    io.stdout.write(CERTIFICATES_USAGE)
    return 0
  }
  const [command, target, ...rest] = read.positionals
  const reason = read.values.reason?.trim()
  if (command === "import" && (!target || rest.length || read.values.reason !== undefined)) {
    return usage("import needs exactly one CSV file.")
  }
  if (command === "withdraw" && (!target || !reason || rest.length)) {
    return usage('withdraw needs a number and --reason "<text>".')
  }
  if (command !== "import" && command !== "withdraw") return usage(command ? `Unknown command: ${command}` : "")
  if (command === "import" && !fs.existsSync(target)) return usage(`No such file: ${target}`)

  // The server's configuration: its database, and its clock (CLOCK_START in tests).
  const config = loadConfig(env)
  const db = await openDatabase(config)
  try {
    return command === "import"
      ? await importFile(db, config.clock, target, io)
      : await withdraw(db, config.clock, target, reason!, io)
  } finally {
    await db.destroy()
  }
}
