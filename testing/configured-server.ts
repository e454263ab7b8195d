import path from "node:path"
import type { FastifyInstance } from "fastify"
import type { Kysely } from "kysely"
import pino from "pino"
import { LOG_SERIALIZERS } from "../server/app"
import type { Clock } from "../server/clock"
import { composeServer } from "../server/compose-server"
import { loadConfig } from "../server/config"
import type { Database } from "../server/storage/schema"
import { freePort } from "./free-port"
import { INJECTED_ORIGIN, injectFetch, type InjectFetch } from "./inject-fetch"
import { miniatureBuild } from "./site-app"
import { testClock } from "./test-clock"

// The whole server as server/start.ts composes it (server/compose-server.ts) from an operator's environment (read by server/config.ts: the
// database, SMTP_URL or the .eml outbox, ACKNOWLEDGEMENTS_PER_DAY, …), in this process: its database, its mail
// worker and its log (JSON lines through the server's serializers, kept for the test to read), asked through
// inject. The daily jobs are not started (their own tests start them); the clock is the test's.
export type ConfiguredServer = {
  app: FastifyInstance
  base: string
  fetch: InjectFetch
  db: Kysely<Database>
  // Every line the server logged (LOG_LEVEL, info unless the environment says otherwise).
  log: () => string
  // As the server's graceful shutdown: the app, then the mail worker, then the database.
  close: () => Promise<void>
}

// The defaults of a server process a test starts (testing/server-process.ts): no rate limit, no spam timer, and
// SITE_URL the address it is reached at. Without PUBLIC_DIR, a miniature build in DATA_DIR (no `gatsby build`).
// `listen` also puts it on a free port, for what only a socket carries (a path spelt as typed).
export async function startConfiguredServer(
  env: Record<string, string>,
  { clock = testClock(), listen = false }: { clock?: Clock; listen?: boolean } = {},
): Promise<ConfiguredServer> {
  const port = listen ? await freePort() : undefined
  const base = port ? `http://127.0.0.1:${port}` : INJECTED_ORIGIN
  const config = loadConfig({
    RATE_LIMIT_MAX: "0",
    QUOTE_MIN_FILL_MS: "0",
    LOG_LEVEL: "info",
    SITE_URL: base,
    ...env,
  })
  const publicDir = env.PUBLIC_DIR ? config.publicDir : miniatureBuild(path.join(config.dataDir, "public"))
  let logged = ""
  const logger = pino(
    { level: config.logLevel, serializers: LOG_SERIALIZERS },
    { write: (line: string) => void (logged += line) },
  )
  const { app, db, mail } = await composeServer(config, { logger, clock, publicDir })
  if (port) await app.listen({ port, host: "127.0.0.1" })
  else await app.ready()
  // Once, however often it is called (a test that stops the server itself, then afterAll).
  let closed: Promise<void> | undefined
  const close = () =>
    (closed ??= (async () => {
      const closing = app.close()
      // Connections a client keeps alive are cut rather than waited for.
      if (port) app.server.closeAllConnections()
      await closing
      await mail.stop()
      await db.destroy()
    })())
  return { app, base, fetch: injectFetch(app), db, log: () => logged, close }
}
