import fs from "node:fs"
import { parseArgs } from "node:util"
import { cairoToday } from "../../src/lib/cairo-time"
import { checkLabel, KEYS_PATH, type LabelKeyFile } from "../../src/lib/label-check"
import { checkReportFile } from "../../src/lib/signed-report"
import { loadConfig } from "../config"
import { keptPublicKeys, rotateSigningKey } from "../certificates/label-signing"
import type { Output } from "./requests"

type Io = { stdout: Output; stderr: Output }

// The key file to check against: the one named by --keys (downloaded from the site: an auditor needs nothing
// else), else the keys kept in DATA_DIR (on the company's own server). Never made here: a check changes nothing.
function keysFor(keysFile: string | undefined, dataDir: string): LabelKeyFile | string {
  if (keysFile) {
    try {
      const parsed = JSON.parse(fs.readFileSync(keysFile, "utf8")) as LabelKeyFile
      if (!Array.isArray(parsed?.keys)) return `${keysFile} is not a key file: it has no "keys" list`
      return parsed
    } catch (error) {
      return `${keysFile} cannot be read: ${(error as Error).message}`
    }
  }
  return keptPublicKeys(dataDir) ?? `No keys in ${dataDir}: pass --keys with the site's ${KEYS_PATH}`
}

async function check(input: string, keyFile: LabelKeyFile, today: string, io: Io): Promise<number> {
  const result = await checkLabel(input, keyFile)
  if (!result.genuine) {
    const why = {
      format: "it is not a signed label (a link whose part after # starts with L1., or that code alone)",
      "unknown-key": "it names a key that is not in the key file",
      signature: "its signature does not match its facts: something on it has been changed",
    }[result.reason]
    io.stdout.write(`Not genuine: ${why}.\n`)
    return 1
  }
  const { facts, key } = result
  const expired = facts.validUntil !== null && facts.validUntil < today
  io.stdout.write(
    [
      `Genuine: signed by key ${key.id}${key.retired ? ` (retired on ${key.retired})` : ""}.`,
      `number:       ${facts.number}`,
      `kind:         ${facts.kind}`,
      `item:         ${facts.item}`,
      `serial:       ${facts.serial ?? "-"}`,
      `inspected on: ${facts.inspectedOn}`,
      `valid until:  ${facts.validUntil ?? "no expiry"}${expired ? " (expired)" : ""}`,
      "A withdrawal or suspension after printing is not on the label: the online check gives the current status.",
    ].join("\n") + "\n",
  )
  return 0
}

// An issued report's PDF (src/lib/signed-report.ts): exactly the file the company signed, or why not.
async function checkReport(file: string, keyFile: LabelKeyFile, io: Io): Promise<number> {
  let bytes: Uint8Array
  try {
    bytes = new Uint8Array(fs.readFileSync(file))
  } catch (error) {
    io.stderr.write(`${file} cannot be read: ${(error as Error).message}\n`)
    return 2
  }
  const result = await checkReportFile(bytes, keyFile)
  if (!result.genuine) {
    const why = {
      unsigned: "it carries no signature of the company's (it is not an issued report's PDF)",
      format: "its signature line is damaged",
      "unknown-key": "it names a key that is not in the key file",
      changed: "its bytes are not those the company signed: the file has been changed",
      signature: "its signature does not match: the file has been changed",
    }[result.reason]
    io.stdout.write(`Not genuine: ${why}.\n`)
    return 1
  }
  const { facts, key } = result
  io.stdout.write(
    [
      `Genuine: exactly report ${facts.number} as issued on ${facts.issuedOn}, signed by key ${key.id}${key.retired ? ` (retired on ${key.retired})` : ""}.`,
      "An amendment, withdrawal or suspension since is not in the file: the online check gives the current status.",
    ].join("\n") + "\n",
  )
  return 0
}

// The command, its label, and --keys, by node:util's strict parsing; a string says what is wrong.
function readArgs(argv: string[]) {
  try {
    return parseArgs({ args: argv, options: { keys: { type: "string" } }, allowPositionals: true })
  } catch (error) {
    return (error as TypeError).message
  }
}

// `check`, `check-report` and `new-signing-key`: the commands that need no database.
export async function runLabelCommand(argv: string[], env: NodeJS.ProcessEnv, io: Io): Promise<number> {
  const read = readArgs(argv)
  if (typeof read === "string") {
    io.stderr.write(`${read}\n`)
    return 2
  }
  const [command, target, ...rest] = read.positionals
  const config = loadConfig(env)
  if (command === "new-signing-key") {
    if (target || read.values.keys !== undefined) {
      io.stderr.write("new-signing-key takes no arguments.\n")
      return 2
    }
    if (config.labelSigningKey) {
      io.stderr.write("LABEL_SIGNING_KEY is set: the key in DATA_DIR does not sign; replace the variable instead.\n")
      return 1
    }
    const { retired, current } = rotateSigningKey(config.dataDir, config.clock())
    io.stdout.write(`${retired ? `Key ${retired} retired; its labels still check. ` : ""}New signing key ${current}.\n`)
    return 0
  }
  if (!target || rest.length) {
    const what = command === "check-report" ? "one PDF file" : "one label link or code"
    io.stderr.write(`${command} needs ${what}, and optionally --keys <keys.json>.\n`)
    return 2
  }
  const keys = keysFor(read.values.keys, config.dataDir)
  if (typeof keys === "string") {
    io.stderr.write(`${keys}\n`)
    return 2
  }
  if (command === "check-report") return checkReport(target, keys, io)
  return check(target, keys, cairoToday(config.clock()), io)
}
