import type { Kysely } from "kysely"
import type { Content } from "../content"
import { claimMail, dueMail, markFailed, markSent, quotesOf } from "../storage/outbox"
import type { Database, OutboxRow } from "../storage/schema"
import { composeMail, type MailAddresses } from "./compose"
import type { MailSender } from "./sender"

type Options = {
  db: Kysely<Database>
  sender: MailSender
  content: Content
  addresses: MailAddresses
  pollMs?: number
  log?: (event: string, detail: Record<string, unknown>) => void
  now?: () => Date
}

export type MailWorker = { kick: () => void; drain: () => Promise<void>; stop: () => Promise<void> }

// Delivers the outbox: due mails are claimed, sent, and marked sent only after the SMTP server accepted them;
// a failure is retried with back-off, across restarts, because the schedule lives in the database.
export function startMailWorker({
  db,
  sender,
  content,
  addresses,
  pollMs = 1000,
  log,
  now = () => new Date(),
}: Options) {
  let running: Promise<void> | null = null
  let again = false
  let stopped = false

  // Batches keep the database writes per mail low: one claim and one "sent" transaction for many mails.
  async function deliverDue() {
    for (;;) {
      if (stopped) return
      const claimed = await claimMail(db, await dueMail(db, now()), now())
      if (claimed.length === 0) return
      const quotes = await quotesOf(db, claimed)
      const sent: OutboxRow[] = []
      for (const row of claimed) {
        const quote = quotes.get(row.quote_id)!
        try {
          await sender.send(composeMail(row.kind, quote, content, addresses), `${quote.reference}-${row.kind}`)
          sent.push(row)
        } catch (error) {
          const retryAt = await markFailed(db, row, (error as Error).message, now())
          log?.("mail failed", { reference: quote.reference, kind: row.kind, retryAt, error: (error as Error).message })
        }
      }
      await markSent(db, sent, now())
      if (sent.length)
        log?.("mail sent", { count: sent.length, references: sent.map((row) => quotes.get(row.quote_id)!.reference) })
    }
  }

  function kick() {
    if (stopped) return
    if (running) {
      again = true
      return
    }
    running = deliverDue()
      .catch((error: Error) => log?.("mail worker error", { error: error.message }))
      .finally(() => {
        running = null
        if (again) {
          again = false
          kick()
        }
      })
  }

  const timer = setInterval(kick, pollMs)
  timer.unref()
  kick()

  const worker: MailWorker = {
    kick,
    drain: async () => {
      while (running) await running
    },
    stop: async () => {
      stopped = true
      clearInterval(timer)
      while (running) await running
      sender.close()
    },
  }
  return worker
}
