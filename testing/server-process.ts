import { spawn, type ChildProcess } from "node:child_process"
import { ROOT } from "./paths"
import { freePort } from "./free-port"
import { entryArguments } from "./entry-points"

// The real server as its own process (server/start.ts compiled, testing/entry-points.ts: one process, so a signal
// reaches the server itself), for tests that kill it, restart it or take its database or mail server away.

// A port nobody listens on right now: bound once by the OS, then released.

export type Exit = { code: number | null; signal: NodeJS.Signals | null }

export type ServerProcess = {
  base: string
  port: number
  pid: number
  child: ChildProcess
  exited: Promise<Exit>
  // What the process printed (stdout and stderr, the last 64 KB), for failure messages.
  output: () => string
  // kill -9: no shutdown hook runs.
  kill: () => Promise<Exit>
  // SIGTERM: the server's graceful shutdown.
  stop: () => Promise<Exit>
}

const live = new Set<ChildProcess>()

// Whatever a failing test left running dies with the test process at the latest.
process.once("exit", () => {
  for (const child of live) child.kill("SIGKILL")
})

// Kills (SIGKILL) every server process a test started and has not ended yet. For afterAll.
export async function killServerProcesses(): Promise<void> {
  const exits = [...live].map(
    (child) =>
      new Promise<void>((resolve) => {
        child.once("exit", () => resolve())
        child.kill("SIGKILL")
      }),
  )
  await Promise.all(exits)
}

// Environment variables that would make the server use something else than what the test asks for.
const INHERITED_OUT = [
  "PORT",
  "HOST",
  "DATA_DIR",
  "DATABASE_URL",
  "SMTP_URL",
  "MAIL_FROM",
  "QUOTE_TO",
  "COMPLAINTS_TO",
  "COMPLAINT_RETENTION_MONTHS",
  "PUBLIC_DIR",
  "TRUST_PROXY",
  "RATE_LIMIT_MAX",
  "RATE_LIMIT_WINDOW_SECONDS",
  "QUOTE_MIN_FILL_MS",
  "LOG_LEVEL",
  "LOG_FORMAT",
  "SITE_URL",
  "STAFF_AUTH_SECRET",
  "STAFF_REQUIRE_2FA",
  "RETENTION_MONTHS",
  "SPAM_RETENTION_DAYS",
  "IP_HASH_SALT",
]

// Starts server/start.ts (compiled: testing/entry-points.ts) on a free port with the site as built (SKIP_BUILD=1), the rate limit
// and the spam timer lifted, SITE_URL the address it is reached at (the only origin the workspace trusts) unless
// the test names another, and resolves once GET /healthz answers 200.
export async function startServerProcess(
  env: Record<string, string>,
  { readyTimeoutMs = 30_000 } = {},
): Promise<ServerProcess> {
  const port = Number(env.PORT ?? (await freePort()))
  const base = `http://127.0.0.1:${port}`
  const inherited = { ...process.env }
  for (const name of INHERITED_OUT) delete inherited[name]
  const child = spawn(process.execPath, entryArguments("server"), {
    cwd: ROOT,
    env: {
      ...inherited,
      SKIP_BUILD: "1",
      PORT: String(port),
      HOST: "127.0.0.1",
      RATE_LIMIT_MAX: "0",
      QUOTE_MIN_FILL_MS: "0",
      LOG_LEVEL: "warn",
      SITE_URL: base,
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  })
  live.add(child)
  let output = ""
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-64 * 1024)
  }
  child.stdout!.on("data", collect)
  child.stderr!.on("data", collect)
  const exited = new Promise<Exit>((resolve) => {
    child.once("exit", (code, signal) => {
      live.delete(child)
      resolve({ code, signal })
    })
  })
  let gone: Exit | undefined
  void exited.then((exit) => (gone = exit))

  const deadline = performance.now() + readyTimeoutMs
  for (;;) {
    if (gone) throw new Error(`The server exited (${JSON.stringify(gone)}) before it was ready:\n${output}`)
    try {
      const response = await fetch(`${base}/healthz`, { signal: AbortSignal.timeout(2000) })
      await response.arrayBuffer()
      if (response.status === 200) break
    } catch {
      // not listening yet
    }
    if (performance.now() > deadline) {
      child.kill("SIGKILL")
      await exited
      throw new Error(`The server was not ready after ${readyTimeoutMs} ms:\n${output}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 50))
  }

  const signal = (name: NodeJS.Signals) => async () => {
    if (!gone) child.kill(name)
    return exited
  }
  return {
    base,
    port,
    pid: child.pid!,
    child,
    exited,
    output: () => output,
    kill: signal("SIGKILL"),
    stop: signal("SIGTERM"),
  }
}
