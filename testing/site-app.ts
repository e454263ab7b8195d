import fs from "node:fs"
import path from "node:path"
import type { FastifyInstance, RouteOptions } from "fastify"
import type { Kysely } from "kysely"
import { buildApp } from "../server/app"
import type { Clock } from "../server/clock"
import { loadLabelSigner } from "../server/certificates/label-signing"
import { siteRoutes } from "../server/site-routes"
import type { Database } from "../server/storage/schema"
import type { Dialect } from "../server/storage/migrations"
import { LOCALES, localizePath } from "../src/lib/locales"
import { VERIFY_PATH } from "../src/lib/routes"
import { VERIFY_SLOT } from "../src/lib/verify-result"
import { loadContent, type Content } from "../server/content"
import { freePort } from "./free-port"
import { INJECTED_ORIGIN, injectFetch, type InjectFetch } from "./inject-fetch"
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

// The whole server as server/start.ts composes it (request API, certificate check, label keys, staff workspace),
// not listening: tests call it with app.inject. Rate limits are off and the spam timer lifted.
export async function buildSiteApp({
  db,
  dialect,
  dataDir,
  publicDir,
  clock = testClock(),
  siteUrl = "https://www.inspection-eg.com",
  content = loadContent(),
  onRoute,
}: SiteAppOptions): Promise<FastifyInstance> {
  const ipHashSalt = "test-salt"
  const app = await buildApp({
    publicDir,
    clock,
    db,
    onRoute,
    requestApi: { db, content, siteUrl, rateLimit: { max: 0, windowMs: 600_000 }, minFillMs: 0, ipHashSalt, dataDir },
    extraRoutes: siteRoutes({
      db,
      dialect,
      publicDir,
      content,
      siteUrl,
      ipHashSalt,
      staffSecret: "s".repeat(40),
      outboxDir: path.join(dataDir, "outbox"),
      requireTwoFactorForAll: false,
      onMailQueued: () => undefined,
      clock,
      labelSigner: loadLabelSigner(undefined, dataDir, clock()),
    }),
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
