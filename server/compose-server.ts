import path from "node:path"
import type { Logger } from "pino"
import { buildApp } from "./app"
import type { Clock } from "./clock"
import type { ServerConfig } from "./config"
import { loadContent } from "./content"
import { loadLabelSigner } from "./certificates/label-signing"
import { emlSender, smtpSender } from "./mail/sender"
import { startMailWorker } from "./mail/worker"
import { siteRoutes } from "./site-routes"
import { ipHashSalt as keptIpHashSalt, staffAuthSecret } from "./staff/secret"
import { openDatabase } from "./storage/database"

// The server as its settings make it: the content, the database, the mail worker (SMTP, or .eml files in the data
// folder's outbox) and the app with every route. server/start.ts adds the daily jobs, listens and handles signals;
// tests compose the same server in their own process (testing/configured-server.ts).
export async function composeServer(
  config: ServerConfig,
  { logger, clock = config.clock, publicDir = config.publicDir }: { logger: Logger; clock?: Clock; publicDir?: string },
) {
  const content = loadContent()
  const db = await openDatabase(config)
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
  const sender = config.smtpUrl ? smtpSender(config.smtpUrl) : emlSender(outboxDir)
  const mail = startMailWorker({
    db,
    sender,
    content,
    addresses,
    log: (event, detail) => logger.info(detail, event),
    clock,
  })
  const app = await buildApp({
    publicDir,
    clock,
    trustProxy: config.trustProxy,
    db,
    logger,
    requestApi: { db, content, ...config, ipHashSalt, onSaved: mail.kick },
    extraRoutes: siteRoutes({
      db,
      dialect: config.databaseUrl ? "postgres" : "sqlite",
      publicDir,
      content,
      siteUrl: config.siteUrl,
      ipHashSalt,
      staffSecret: staffAuthSecret(config.staffAuthSecret, config.dataDir),
      outboxDir,
      requireTwoFactorForAll: config.staffRequireTwoFactor,
      acknowledgementsPerDay: config.acknowledgementsPerDay,
      onMailQueued: mail.kick,
      clock,
      labelSigner,
    }),
  })
  return { app, db, mail, content, companyTo, outboxDir }
}
