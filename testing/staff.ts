import type { StaffRole } from "../src/lib/staff-roles"
import { spawnSync } from "node:child_process"
import { entryArguments, type EntryPoint } from "./entry-points"
import { ROOT } from "./paths"
import { reach, type Api } from "./inject-fetch"
import type { StorageKind, TestDatabases } from "./test-databases"

// The staff workspace as tests use it: accounts made with the real command line, signed in over HTTP.

export const ADMIN = { email: "amal.fathy@inspection.test", name: "Amal Fathy", password: "Tq8#vL2m!pZr4x-admin" }
export const STAFF = { email: "omar.said@inspection.test", name: "Omar Said", password: "Staff-Pass-2026!x" }

// An entry point of the project (compiled: testing/entry-points.ts) run as its own process, with `input` on
// standard input.
function runScript(entry: EntryPoint, args: string[], env: Record<string, string>, input: string) {
  const result = spawnSync(process.execPath, [...entryArguments(entry), ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    input,
    encoding: "utf8",
  })
  return { code: result.status, stdout: result.stdout, stderr: result.stderr }
}

export const staffCli = (args: string[], env: Record<string, string>, stdin = "") =>
  runScript("staffCli", args, env, stdin)

export function addAccount(account: typeof ADMIN, role: StaffRole, env: Record<string, string>) {
  const result = staffCli(["add", account.email, "--name", account.name, "--role", role], env, account.password)
  if (result.code !== 0) throw new Error(`staff add failed: ${result.stderr}`)
}

// Several accounts, each made by the command line's own `add`, in one process (testing/add-accounts-main.ts): a
// process start with Better Auth loaded costs about 3 s of processor, and a suite needing eight paid it eight times.
export function addAccounts(
  accounts: readonly (readonly [account: typeof ADMIN, role: StaffRole])[],
  env: Record<string, string>,
) {
  const input = JSON.stringify(accounts.map(([account, role]) => ({ ...account, role })))
  const result = runScript("addAccounts", [], env, input)
  if (result.code !== 0) throw new Error(`staff add failed: ${result.stderr}`)
}

// The same accounts made by the command line's own `add` in this process, for a test that asks an app in this
// process (Better Auth is loaded already). Loaded on first use: the tests that only import the names above do not
// load Better Auth.
export async function createAccounts(
  accounts: readonly (readonly [account: typeof ADMIN, role: StaffRole])[],
  env: Record<string, string>,
) {
  const { runStaffCli } = await import("../server/cli/staff")
  const { siteContent } = await import("./site-content")
  for (const [account, role] of accounts) {
    let errors = ""
    const code = await runStaffCli(["add", account.email, "--name", account.name, "--role", role], env, {
      stdin: async () => account.password,
      stdout: { write: () => undefined },
      stderr: { write: (text: string) => void (errors += text) },
      content: siteContent(),
    })
    if (code !== 0) throw new Error(`staff add failed: ${errors}`)
  }
}

export type SignIn = { status: number; cookie: string; setCookie: string; body: string; headers: Headers }

// `api` is an app in this process (testing/site-app.ts startStaffApp) or a server process's address.
export async function signIn(
  api: Api,
  account: { email: string; password: string },
  headers: Record<string, string> = {},
): Promise<SignIn> {
  const { base, fetch } = reach(api)
  const response = await fetch(`${base}/api/staff/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base, ...headers },
    body: JSON.stringify({ email: account.email, password: account.password }),
  })
  const setCookie = response.headers.getSetCookie().join("\n")
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ")
  return { status: response.status, cookie, setCookie, body: await response.text(), headers: response.headers }
}

type StaffCall = Omit<RequestInit, "headers"> & { json?: unknown; headers?: Record<string, string> }

// A call to the workspace API as its pages make it: JSON in, and the site's own Origin on every change.
export function staffCall(api: Api, path: string, { json, headers, ...init }: StaffCall = {}) {
  const { base, fetch } = reach(api)
  const change = init.method !== undefined && init.method !== "GET"
  return fetch(`${base}${path}`, {
    ...init,
    headers: {
      ...(change ? { origin: base } : {}),
      ...(json !== undefined ? { "content-type": "application/json" } : {}),
      ...headers,
    },
    body: json !== undefined ? JSON.stringify(json) : init.body,
  })
}

// The environment of a server process with the workspace on: its own data folder, and PostgreSQL when given.
export function staffServerEnv(dataDir: string, databaseUrl?: string): Record<string, string> {
  return {
    DATA_DIR: dataDir,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    STAFF_AUTH_SECRET: "s".repeat(40),
  }
}

// The same on one of a test file's databases (testing/test-databases.ts): that kind's folder, and the file's
// PostgreSQL for the postgres kind.
export const staffEnvOf = (databases: TestDatabases, kind: StorageKind) =>
  staffServerEnv(databases.dataDirOf(kind), kind === "postgres" ? databases.postgres.url : undefined)
