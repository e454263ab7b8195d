import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import type { Kysely } from "kysely"
import { systemClock } from "../server/clock"
import { composeServer } from "../server/compose-server"
import { loadConfig } from "../server/config"
import { freePort } from "./free-port"
import { SmtpInbox, type Delivered } from "./smtp-inbox"
import type { Database } from "../server/storage/schema"

export type QuoteServer = {
  base: string
  db: Kysely<Database>
  // Every message the SMTP server accepted, in order.
  mails: Delivered[]
  companyTo: string
  complaintsTo: string
  dataDir: string
  // A pass of the mail worker started now, run to its end: every mail due at the call has then been offered to the
  // SMTP server (and is in `mails` if it took it).
  deliverMail: () => Promise<void>
  stop: () => Promise<void>
}

// The real server (server/compose-server.ts) on a port of its own, with an SQLite file in a temp folder and a real
// SMTP server in this process receiving what it sends. With `staff`, for the staff workspace's tests, the port is
// chosen first so that the workspace's Origin check knows the site's own origin.
export async function startQuoteServer({ staff = false } = {}): Promise<QuoteServer> {
  // The browser under test reads the system clock (the form's earliest date): the server keeps to the same one.
  const clock = systemClock
  const smtp = new SmtpInbox()
  await smtp.start()

  const port = staff ? await freePort() : 0
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "e2e-quotes-"))
  const companyTo = "quotes@inspection.test"
  const complaintsTo = "complaints@inspection.test"
  const config = loadConfig({
    DATA_DIR: dataDir,
    SITE_URL: staff ? `http://127.0.0.1:${port}` : "https://www.inspection-eg.com",
    RATE_LIMIT_MAX: "0",
    QUOTE_MIN_FILL_MS: "0",
    IP_HASH_SALT: "e2e",
    STAFF_AUTH_SECRET: "e2e-staff-secret-of-at-least-32-characters",
    SMTP_URL: smtp.url,
    QUOTE_TO: companyTo,
    COMPLAINTS_TO: complaintsTo,
    MAIL_FROM: "Inspection website <website@inspection.test>",
  })
  const { app, db, mail } = await composeServer(config, { clock, publicDir: path.resolve("public"), mailPollMs: 200 })
  const base = await app.listen({ port, host: "127.0.0.1" })
  return {
    base,
    db,
    mails: smtp.messages,
    companyTo,
    complaintsTo,
    dataDir,
    deliverMail: async () => {
      mail.kick()
      await mail.drain()
    },
    stop: async () => {
      await app.close()
      await mail.stop()
      await db.destroy()
      await smtp.stop()
      fs.rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
