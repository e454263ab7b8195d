import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import type { Kysely } from "kysely"
import { buildApp } from "../server/app"
import { systemClock } from "../server/clock"
import { loadContent } from "../server/content"
import { smtpSender } from "../server/mail/sender"
import { startMailWorker } from "../server/mail/worker"
import { openDatabase } from "../server/storage/database"
import { staffApi } from "../server/staff/plugin"
import { loadLabelSigner } from "../server/certificates/label-signing"
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

// The real server on a port of its own, with an SQLite file in a temp folder and a real SMTP server
// in this process receiving what it sends. With `staff`, the staff workspace too, on a port chosen first so that its
// Origin check knows the site's own origin.
export async function startQuoteServer({ staff = false } = {}): Promise<QuoteServer> {
  // The browser under test reads the system clock (the form's earliest date): the server keeps to the same one.
  const clock = systemClock
  const smtp = new SmtpInbox()
  await smtp.start()

  const port = staff ? await freePort() : 0
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "e2e-quotes-"))
  const db = await openDatabase({ dataDir })
  const content = loadContent()
  const companyTo = "quotes@inspection.test"
  const complaintsTo = "complaints@inspection.test"
  const mail = startMailWorker({
    db,
    sender: smtpSender(smtp.url),
    content,
    addresses: { companyTo, complaintsTo, from: "Inspection website <website@inspection.test>" },
    pollMs: 200,
    clock,
  })
  const app = await buildApp({
    publicDir: path.resolve("public"),
    clock,
    requestApi: {
      db,
      content,
      siteUrl: "https://www.inspection-eg.com",
      rateLimit: { max: 0, windowMs: 600_000 },
      minFillMs: 0,
      ipHashSalt: "e2e",
      onSaved: mail.kick,
    },
    extraRoutes: staff
      ? async (scope) =>
          scope.register(staffApi, {
            db,
            dialect: "sqlite",
            siteUrl: `http://127.0.0.1:${port}`,
            secret: "e2e-staff-secret-of-at-least-32-characters",
            brand: content.en.site.brand,
            ipHashSalt: "e2e",
            outboxDir: path.join(dataDir, "outbox"),
            requireTwoFactorForAll: false,
            onMailQueued: mail.kick,
            clock,
            labelSigner: loadLabelSigner(undefined, dataDir, clock()),
            content,
          })
      : undefined,
  })
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
