import { execFileSync, spawnSync } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { freePort } from "./free-port"

export type ThrowawayPostgres = { url: string; stop: () => void; start: () => void; kill: () => void }

function bindir(): string {
  try {
    return execFileSync("pg_config", ["--bindir"], { encoding: "utf8" }).trim()
  } catch {
    throw new Error("PostgreSQL is not installed: apt-get install -y postgresql (the tests start a throwaway cluster)")
  }
}

// initdb refuses to run as root: as root, run the server binaries as the postgres user.
function run(binary: string, args: string[]) {
  const asRoot = process.getuid?.() === 0
  const command = asRoot ? "runuser" : binary
  const fullArgs = asRoot ? ["-u", "postgres", "--", binary, ...args] : args
  const result = spawnSync(command, fullArgs, { encoding: "utf8" })
  if (result.status !== 0) throw new Error(`${path.basename(binary)} failed: ${result.stderr || result.stdout}`)
}

// A PostgreSQL cluster of its own in a temp folder on a free port, removed by stop().
export async function startThrowawayPostgres(): Promise<ThrowawayPostgres> {
  const bin = bindir()
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "pg-"))
  if (process.getuid?.() === 0) execFileSync("chown", ["postgres:postgres", dir])
  const data = path.join(dir, "data")
  const port = await freePort()
  run(path.join(bin, "initdb"), ["-D", data, "-U", "postgres", "--auth=trust", "--no-sync", "-E", "UTF8"])
  const options = `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c fsync=on`
  const start = () =>
    run(path.join(bin, "pg_ctl"), ["-D", data, "-o", options, "-l", path.join(dir, "log"), "-w", "start"])
  const stopServer = (mode: "fast" | "immediate") => {
    try {
      run(path.join(bin, "pg_ctl"), ["-D", data, "-m", mode, "-w", "stop"])
    } catch {
      // already stopped
    }
  }
  start()
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    kill: () => stopServer("immediate"),
    stop: () => {
      stopServer("fast")
      fs.rmSync(dir, { recursive: true, force: true })
    },
  }
}

// One throwaway PostgreSQL for a Jest test file: started before its tests; after them the file's own clean-up
// (e.g. killServerProcesses, so no server holds a connection) runs and the cluster is removed.
export function postgresForTests(cleanUp: () => Promise<void> = async () => undefined): { readonly url: string } {
  let postgres: ThrowawayPostgres | undefined
  beforeAll(async () => {
    postgres = await startThrowawayPostgres()
  })
  afterAll(async () => {
    await cleanUp()
    postgres?.stop()
  })
  return {
    get url() {
      if (!postgres) throw new Error("postgresForTests: the cluster is not started yet (use it inside a test)")
      return postgres.url
    },
  }
}
