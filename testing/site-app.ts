import fs from "node:fs"
import path from "node:path"
import type { FastifyInstance, RouteOptions } from "fastify"
import type { Kysely } from "kysely"
import type { Clock } from "../server/clock"
import { composeServer } from "../server/compose-server"
import { loadConfig, type ServerConfig } from "../server/config"
import type { Database } from "../server/storage/schema"
import type { Dialect } from "../server/storage/migrations"
import { LOCALES, localizePath } from "../src/lib/locales"
import { VERIFY_PATH } from "../src/lib/routes"
import { VERIFY_SLOT } from "../src/lib/verify-result"
import type { Content } from "../server/content"
import { freePort } from "./free-port"
import { INJECTED_ORIGIN, injectFetch, type InjectFetch } from "./inject-fetch"
import { siteContent } from "./site-content"
import { testClock } from "./test-clock"

// A handful of built files the server needs to start and to register every route (the /verify/ pages with their
// answer slot), as server/app.test.ts makes its own: no `gatsby build` for tests that ask the API.
export function miniatureBuild(publicDir: string): string {
  fs.mkdirSync(publicDir, { recursive: true })
  fs.writeFileSync(path.join(publicDir, "index.html"), "<h1>Home</h1>")
  fs.writeFileSync(path.join(publicDir, "404.html"), "<h1>Oops! Page not found</h1>")
  for (const locale of LOCALES) {
    const dir = path.join(publicDir, localizePath(VERIFY_PATH, locale))
    fs.mkdirSync(dir, { recursive: true })
    fs.writeFileSync(path.join(dir, "index.html"), `<main><div ${VERIFY_SLOT}=""></div></main>`)
  }
  return publicDir
}

export type SiteAppOptions = {
  db: Kysely<Database>
  dialect: Dialect
  // Where the label key and the mails' copies are kept.
  dataDir: string
  publicDir: string
  clock?: Clock
  siteUrl?: string
  // The texts of data/ (read from the working folder when left out).
  content?: Content
  onRoute?: (route: RouteOptions) => void
}

// A test server's settings (server/config.ts): its data folder and site URL, rate limits off, no spam timer, fixed
// secrets; `env` sets others as an operator would.
export const testConfig = (dataDir: string, siteUrl: string, env: Record<string, string> = {}): ServerConfig =>
  loadConfig({
    DATA_DIR: dataDir,
    SITE_URL: siteUrl,
    RATE_LIMIT_MAX: "0",
    QUOTE_MIN_FILL_MS: "0",
    STAFF_AUTH_SECRET: "s".repeat(40),
    IP_HASH_SALT: "test-salt",
    ...env,
  })

// The whole server as server/start.ts composes it (server/compose-server.ts), on the test's database, not
// listening: tests call it with app.inject. No mail worker: the mails stay queued for the test to read.
export async function buildSiteApp({
  db,
  dialect,
  dataDir,
  publicDir,
  clock = testClock(),
  siteUrl = "https://www.inspection-eg.com",
  content = siteContent(),
  onRoute,
}: SiteAppOptions): Promise<FastifyInstance> {
  const { app } = await composeServer(testConfig(dataDir, siteUrl), {
    database: { db, dialect },
    publicDir,
    clock,
    content,
    onRoute,
    onMailQueued: () => undefined,
  })
  await app.ready()
  return app
}

// The whole server for a test of the staff workspace: its site URL is the origin the test calls from, so the
// workspace trusts it. Asked through inject; `listen` also puts it on a free port of this process, for what only a
// socket carries (a path spelt as typed, which inject's URL parsing normalises; a body that stops half-way), and
// then the site URL is that address, which inject's calls name too.
export type StaffApp = { app: FastifyInstance; base: string; fetch: InjectFetch; close: () => Promise<void> }

export async function startStaffApp({
  listen = false,
  ...options
}: Omit<SiteAppOptions, "publicDir" | "siteUrl"> & { listen?: boolean }): Promise<StaffApp> {
  const port = listen ? await freePort() : undefined
  const base = port ? `http://127.0.0.1:${port}` : INJECTED_ORIGIN
  const publicDir = miniatureBuild(path.join(options.dataDir, "public"))
  const app = await buildSiteApp({ ...options, publicDir, siteUrl: base })
  if (port) await app.listen({ port, host: "127.0.0.1" })
  // Connections a client keeps alive (fetch pools them) are cut rather than waited for.
  const close = async () => {
    const closing = app.close()
    if (port) app.server.closeAllConnections()
    await closing
  }
  return { app, base, fetch: injectFetch(app), close }
}
