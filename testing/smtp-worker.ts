import type { Kysely } from "kysely"
import type { Clock } from "../server/clock"
import { smtpSender } from "../server/mail/sender"
import { startMailWorker } from "../server/mail/worker"
import type { Database } from "../server/storage/schema"
import { content } from "./quote-app"
import { SmtpInbox } from "./smtp-inbox"

// A real SMTP server and the mail worker delivering a database's queued mails to it, polling every 25 ms on the
// test's clock: `deliver()` sends what is due now and returns once the worker is idle; `stop()` ends both.
export async function smtpWorker(db: Kysely<Database>, clock: Clock) {
  const smtp = new SmtpInbox()
  await smtp.start()
  const worker = startMailWorker({
    db,
    sender: smtpSender(smtp.url),
    content,
    addresses: { from: "Inspection <website@inspection-eg.com>", companyTo: "quotes@inspection-eg.com" },
    pollMs: 25,
    clock,
  })
  return {
    smtp,
    deliver: async () => {
      worker.kick()
      await worker.drain()
    },
    stop: async () => {
      await worker.stop()
      await smtp.stop()
    },
  }
}
