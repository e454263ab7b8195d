import { execFileSync, spawnSync } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import pg from "pg"
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
export async function startThrowawayPostgres({ maxConnections = 100 } = {}): Promise<ThrowawayPostgres> {
  const bin = bindir()
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "pg-"))
  if (process.getuid?.() === 0) execFileSync("chown", ["postgres:postgres", dir])
  const data = path.join(dir, "data")
  const port = await freePort()
  run(path.join(bin, "initdb"), ["-D", data, "-U", "postgres", "--auth=trust", "--no-sync", "-E", "UTF8"])
  const options = `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c fsync=on -c max_connections=${maxConnections}`
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

// Jest starts one cluster for the whole run (testing/jest-global-setup.ts) and names it here: initdb and a start
// cost a few seconds each, and some thirty test files used to pay them.
export const SHARED_POSTGRES_ENV = "TEST_POSTGRES_URL"

let databases = 0
const withDatabase = (url: string, name: string) => Object.assign(new URL(url), { pathname: `/${name}` }).toString()

async function onCluster(url: string, sql: string) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    await client.query(sql)
  } finally {
    await client.end()
  }
}

// A throwaway PostgreSQL database for a Jest test file: a database of its own on the run's shared cluster, or,
// outside Jest's run, a cluster of its own. Made before its tests; after them the file's own clean-up (e.g.
// killServerProcesses, so no server holds a connection) runs and the database or the cluster is removed.
export function postgresForTests(cleanUp: () => Promise<void> = async () => undefined): { readonly url: string } {
  const shared = process.env[SHARED_POSTGRES_ENV]
  let url: string | undefined
  let own: ThrowawayPostgres | undefined
  const name = `test_${process.pid}_${++databases}`
  beforeAll(async () => {
    if (shared) {
      await onCluster(shared, `CREATE DATABASE ${name}`)
      url = withDatabase(shared, name)
    } else {
      own = await startThrowawayPostgres()
      url = own.url
    }
  })
  afterAll(async () => {
    await cleanUp()
    if (shared && url) await onCluster(shared, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    own?.stop()
  })
  return {
    get url() {
      if (!url) throw new Error("postgresForTests: the database is not made yet (use it inside a test)")
      return url
    },
  }
}
