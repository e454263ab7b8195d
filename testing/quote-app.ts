import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import type { FastifyInstance } from "fastify"
import { PostgresAdapter, type Kysely } from "kysely"
import type { Logger } from "pino"
import type { Clock } from "../server/clock"
import { composeServer } from "../server/compose-server"
import type { ServerConfig } from "../server/config"
import type { Dialect } from "../server/storage/migrations"
import type { Database, OutboxRow, StoredRequest } from "../server/storage/schema"
import { ROOT } from "./paths"
import { INJECTED_ORIGIN, injectFetch, reach, type Api, type InjectFetch } from "./inject-fetch"
import { testClock } from "./test-clock"
import { testConfig } from "./site-app"
import { siteContent } from "./site-content"

// Shared by the quote API and mail tests: the real build output, the real data/, a real database.

export { ROOT }
export const PUBLIC_DIR = path.join(ROOT, "public")
export const SITE_URL = "https://www.inspection-eg.com"
export const content = siteContent()

export const tempDir = (prefix: string) => fs.mkdtempSync(path.join(os.tmpdir(), prefix))

// A request as the form sends it, every field filled in and valid.
export const validQuote = (overrides: Record<string, unknown> = {}): Record<string, unknown> => ({
  firstName: "Mona",
  lastName: "El-Sayed",
  email: "mona@example.com",
  company: "Delta Petroleum Services",
  phone: "+20 3 420 1100",
  industry: "oil-gas",
  service: "ndt",
  message: "PAUT of 42 girth welds on a 24-inch line to ASME B31.3.",
  consent: true,
  ...overrides,
})

// `fetch` asks the app through Fastify's inject, with no socket; `base` is the origin its URLs name. Only a test of
// what crosses a real socket (a streamed upload) asks for a port, and then `base` is the address listened on.
export type RequestApp = { app: FastifyInstance; base: string; fetch: InjectFetch; close: () => Promise<void> }

type AppOptions = Partial<Pick<ServerConfig, "rateLimit" | "minFillMs" | "attachments" | "acknowledgementsPerDay">> & {
  db: Kysely<Database>
  trustProxy?: boolean
  logger?: Logger
  clock?: Clock
  port?: boolean
  // Told of each request stored (a test's own mail worker's kick); no mail is delivered otherwise.
  onSaved?: () => void
  // Where uploads wait and the label key is kept; a fresh temp folder when left out.
  dataDir?: string
}

// The apps a test file starts share one clock, as instances share the time: from TEST_NOW on.
const sharedClock = testClock()

// The kind of database a test opened (the workspace's sign-in library is told it).
const dialectOf = (db: Kysely<Database>): Dialect =>
  db.getExecutor().adapter instanceof PostgresAdapter ? "postgres" : "sqlite"

// The whole server as production composes it (server/compose-server.ts) on the real build, for the request forms'
// tests: asked through inject, or on a free port when `port` is set. Rate limiting is off unless asked for, the
// spam timer is the real default (3 s) unless lifted; the clock is the file's shared one unless the test gives its own.
export async function startRequestApp({
  db,
  trustProxy = false,
  logger,
  clock = sharedClock,
  port = false,
  onSaved = () => undefined,
  dataDir: givenDataDir,
  ...settings
}: AppOptions): Promise<RequestApp> {
  const dataDir = givenDataDir ?? tempDir("request-app-")
  // A folder made here goes with the app.
  const removeDataDir = () => {
    if (!givenDataDir) fs.rmSync(dataDir, { recursive: true, force: true })
  }
  const config = testConfig(dataDir, SITE_URL, { QUOTE_MIN_FILL_MS: "3000", TRUST_PROXY: String(trustProxy) })
  const { app } = await composeServer(
    { ...config, ...settings },
    { database: { db, dialect: dialectOf(db) }, publicDir: PUBLIC_DIR, clock, content, logger, onMailQueued: onSaved },
  )
  if (!port) {
    await app.ready()
    const close = async () => {
      await app.close()
      removeDataDir()
    }
    return { app, base: INJECTED_ORIGIN, fetch: injectFetch(app), close }
  }
  const base = await app.listen({ port: 0, host: "127.0.0.1" })
  // A test is over when its assertions are: connections the client keeps alive (fetch pools them) are cut
  // rather than waited for.
  const close = async () => {
    const closing = app.close()
    app.server.closeAllConnections()
    await closing
    removeDataDir()
  }
  return { app, base, fetch: (url, init) => fetch(url, init), close }
}

export const postJson = (api: Api, body: unknown, headers: Record<string, string> = {}) =>
  reach(api).fetch(`${reach(api).base}/api/quote`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  })

export const postForm = (api: Api, fields: Record<string, string>, headers: Record<string, string> = {}) =>
  reach(api).fetch(`${reach(api).base}/api/quote`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams(fields).toString(),
    redirect: "manual",
  })

// Polls until check() returns something truthy; fails with `what` after timeoutMs.
export async function waitFor<T>(
  check: () => T | Promise<T>,
  { timeoutMs = 5000, intervalMs = 20, what = "the condition" } = {},
): Promise<NonNullable<T>> {
  const deadline = performance.now() + timeoutMs
  for (;;) {
    const value = await check()
    if (value) return value as NonNullable<T>
    if (performance.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, intervalMs))
  }
}

export async function countRows(db: Kysely<Database>): Promise<{ requests: number; outbox: number }> {
  const requests = await db.selectFrom("requests").select(db.fn.countAll().as("n")).executeTakeFirstOrThrow()
  const outbox = await db.selectFrom("outbox").select(db.fn.countAll().as("n")).executeTakeFirstOrThrow()
  return { requests: Number(requests.n), outbox: Number(outbox.n) }
}

export async function storedQuote(db: Kysely<Database>, reference: string): Promise<StoredRequest> {
  return db.selectFrom("requests").selectAll().where("reference", "=", reference).executeTakeFirstOrThrow()
}

export async function outboxOf(db: Kysely<Database>, reference: string): Promise<OutboxRow[]> {
  const quote = await storedQuote(db, reference)
  return db.selectFrom("outbox").selectAll().where("request_id", "=", quote.id).orderBy("id").execute()
}
