import { composeServer } from "./compose-server"
import { createLogger } from "./http/logger"
import { firstAdminHint } from "./staff/first-admin"
import { buildIfNeeded } from "./build-if-needed"
import { redactSecrets } from "./http/redact"
import { loadConfig } from "./config"
import { sqlitePath } from "./storage/sqlite-file"
import { startRetentionJob } from "./staff/retention"
import { startDueReminderJob } from "./client/reminder-job"
import { startReminderJob } from "./promise/reminders"

const SHUTDOWN_GRACE_MS = 10_000

async function main() {
  const config = loadConfig()
  // The one clock every route and job reads (CLOCK_START moves it in tests).
  const { clock } = config
  // SKIP_BUILD=1 never builds, but a build that is not complete is still refused.
  buildIfNeeded(process.cwd(), config.publicDir, { build: process.env.SKIP_BUILD !== "1" })
  const logger = createLogger(config.logLevel, config.logFormat)
  const { app, db, mail, content, companyTo, outboxDir } = await composeServer(config, { logger })
  const stopRetention = startRetentionJob(
    db,
    {
      months: config.retentionMonths,
      spamDays: config.spamRetentionDays,
      complaintMonths: config.complaintRetentionMonths,
      outboxDir,
    },
    clock,
    (error) => logger.error({ error: redactSecrets(error.message) }, "retention job failed"),
  )
  // The 24-hour reply promise's reminders, to the assignee or the team, then the administrators.
  const stopReminders = startReminderJob(
    db,
    { teamAddress: companyTo, siteUrl: config.siteUrl, holidays: content.en.holidayDates, content },
    clock,
    mail.kick,
    (error) => logger.error({ error: redactSecrets(error.message) }, "reminder job failed"),
  )
  // The clients' digests of register items falling due (issue 51).
  const stopDueReminders = startDueReminderJob(
    db,
    { siteUrl: config.siteUrl, content, onMailQueued: mail.kick },
    clock,
    (error) => logger.error({ error: redactSecrets(error.message) }, "due reminder job failed"),
  )
  const address = await app.listen({ port: config.port, host: config.host })
  logger.info({ address }, `Serving the site at ${address}`)
  // The only origin the workspace accepts sign-ins and changes from (SITE_URL, or the address listened on).
  logger.info(`Staff workspace: ${config.siteUrl}/staff/ (its trusted origin; SITE_URL sets another)`)
  // A newcomer's first start: nobody can sign in until the first administrator is made.
  const firstAdmin = await firstAdminHint(db)
  if (firstAdmin) logger.warn(firstAdmin)
  logger.info(config.databaseUrl ? "Database: PostgreSQL (DATABASE_URL)" : `Database: ${sqlitePath(config.dataDir)}`)
  logger.info(config.smtpUrl ? `Mail: SMTP to ${companyTo}` : `Mail: written as .eml files to ${outboxDir}`)
  // Graceful shutdown: stop accepting, let requests in flight finish (10 s at most), then close the database.
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, () => {
      app.log.info({ signal }, "shutting down")
      setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS).unref()
      void (async () => {
        stopRetention()
        stopReminders()
        stopDueReminders()
        await app.close()
        await mail.stop()
        await db.destroy()
        process.exit(0)
      })()
    })
  }
}

main().catch((error: Error) => {
  console.error(error.message)
  process.exit(1)
})
