import path from "node:path"
import type { RouteOptions } from "fastify"
import type { Kysely } from "kysely"
import type { Logger } from "pino"
import { requestFormRoutes } from "./api/request-form-routes"
import { buildApp } from "./app"
import type { Clock } from "./clock"
import type { ServerConfig } from "./config"
import { loadContent, type Content } from "./content"
import { loadLabelSigner } from "./certificates/label-signing"
import { emlSender, smtpSender } from "./mail/sender"
import { startMailWorker, type MailWorker } from "./mail/worker"
import { siteRoutes } from "./site-routes"
import { ipHashSalt as keptIpHashSalt, staffAuthSecret } from "./staff/secret"
import { openDatabase } from "./storage/database"
import type { Dialect } from "./storage/migrations"
import type { Database } from "./storage/schema"

// What a caller may give instead of what the settings make; never routes of its own.
export type ComposeOptions = {
  logger?: Logger
  clock?: Clock
  publicDir?: string
  // A database the caller opened and closes (a test's, of either kind); else the settings' one, opened here.
  database?: { db: Kysely<Database>; dialect: Dialect }
  // The texts of data/ (read from the working folder when left out).
  content?: Content
  // The caller delivers the mails (a test's own worker and SMTP inbox, or none): no worker is started here.
  onMailQueued?: () => void
  // How often the mail worker looks for mails due (its default when left out).
  mailPollMs?: number
  // Told of each route as it is declared: the test that every JSON reply has its schema (server/routes.test.ts).
  onRoute?: (route: RouteOptions) => void
}

// The caller's own delivery, in the worker's shape: nothing to drain or stop here.
const callersMail = (kick: () => void): MailWorker => ({
  kick,
  drain: async () => undefined,
  stop: async () => undefined,
})

// The server as its settings make it, in the one place every route is wired: the content, the database, the mail
// worker (SMTP, or .eml files in the data folder's outbox) and the app with the request forms, the certificate
// check, the label keys, the staff workspace and the client API. server/start.ts adds the daily jobs, listens and
// handles signals; every test's server is this one (testing/configured-server.ts, site-app.ts, quote-app.ts), given
// at most a clock, a database, the content, a data folder and settings such as rate limits off.
export async function composeServer(config: ServerConfig, options: ComposeOptions = {}) {
  const { logger, clock = config.clock, publicDir = config.publicDir } = options
  const content = options.content ?? loadContent()
  const db = options.database?.db ?? (await openDatabase(config))
  const dialect = options.database?.dialect ?? (config.databaseUrl ? "postgres" : "sqlite")
  const companyTo = config.quoteTo ?? content.en.site.contact.email
  const addresses = {
    companyTo,
    complaintsTo: config.complaintsTo ?? content.en.site.contact.email,
    from: config.mailFrom ?? `${content.en.site.brand} website <website@${companyTo.split("@")[1]}>`,
    siteUrl: config.siteUrl,
  }
  const outboxDir = path.join(config.dataDir, "outbox")
  // No public default: IP_HASH_SALT, or one made at first start and kept in DATA_DIR.
  const ipHashSalt = keptIpHashSalt(config.ipHashSalt, config.dataDir)
  // LABEL_SIGNING_KEY, or one made at first start and kept in DATA_DIR with the retired keys' public halves.
  const labelSigner = loadLabelSigner(config.labelSigningKey, config.dataDir, clock())
  const mail = options.onMailQueued
    ? callersMail(options.onMailQueued)
    : startMailWorker({
        db,
        sender: config.smtpUrl ? smtpSender(config.smtpUrl) : emlSender(outboxDir),
        content,
        addresses,
        pollMs: options.mailPollMs,
        log: logger && ((event, detail) => logger.info(detail, event)),
        clock,
      })
  const app = await buildApp({ publicDir, trustProxy: config.trustProxy, db, logger, onRoute: options.onRoute })
  const { siteUrl, rateLimit, minFillMs, acknowledgementsPerDay, attachments, dataDir } = config
  await app.register(requestFormRoutes, {
    ...{ db, content, publicDir, clock, ipHashSalt, onSaved: mail.kick },
    ...{ siteUrl, rateLimit, minFillMs, acknowledgementsPerDay, attachments, dataDir },
  })
  await app.register(
    siteRoutes({
      db,
      dialect,
      publicDir,
      content,
      siteUrl,
      ipHashSalt,
      staffSecret: staffAuthSecret(config.staffAuthSecret, config.dataDir),
      outboxDir,
      requireTwoFactorForAll: config.staffRequireTwoFactor,
      acknowledgementsPerDay: config.acknowledgementsPerDay,
      onMailQueued: mail.kick,
      clock,
      labelSigner,
    }),
  )
  return { app, db, mail, content, companyTo, outboxDir }
}
