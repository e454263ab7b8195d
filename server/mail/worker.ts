import type { Kysely } from "kysely"
import type { Clock } from "../clock"
import type { Content } from "../content"
import { attachmentsOf } from "../attachments/attachment-store"
import { bookingDetailsOf } from "../client/booking-items"
import { claimMail, dueMail, markFailed, markSent, requestsOf } from "../storage/outbox"
import type { Database } from "../storage/schema"
import { accountMailCopyName, claimAccountMail, markAccountMail, type AccountMail } from "../storage/account-mail"
import { redactSecrets } from "../http/redact"
import { composeMail, type MailAddresses } from "./compose"
import type { MailSender } from "./sender"

// One outbox row, one Message-ID: a mail sent again after a crash is the same message to the receiving side,
// which can drop the copy. The domain is the sender's, as RFC 5322 suggests.
export function messageIdOf(row: { id: number; kind: string }, addresses: MailAddresses): string {
  const domain = /@([^>\s]+)>?\s*$/.exec(addresses.from)?.[1] ?? "localhost"
  return `<outbox-${row.id}.${row.kind}@${domain}>`
}

// Kept as it was before the table was renamed: a mail sent again after an upgrade is still the same message.
const accountMessageIdOf = (mail: AccountMail, addresses: MailAddresses) =>
  messageIdOf({ id: mail.id, kind: "staff" }, addresses)

type Options = {
  db: Kysely<Database>
  sender: MailSender
  content: Content
  addresses: MailAddresses
  pollMs?: number
  log?: (event: string, detail: Record<string, unknown>) => void
  clock: Clock
}

export type MailWorker = { kick: () => void; drain: () => Promise<void>; stop: () => Promise<void> }

// Delivers the outbox: due mails are claimed, sent, and marked sent only after the SMTP server accepted them;
// a failure is retried with back-off, across restarts, because the schedule lives in the database.
export function startMailWorker({ db, sender, content, addresses, pollMs = 1000, log, clock: now }: Options) {
  let running: Promise<void> | null = null
  let again = false
  let stopped = false

  // Mails are claimed in batches (one transaction for many), but each is marked sent the moment the SMTP server
  // accepted it: a crash then re-sends at most the one mail in flight, under the same Message-ID.
  async function deliverDue() {
    for (;;) {
      if (stopped) return
      const claimed = await claimMail(db, await dueMail(db, now()), now())
      if (claimed.length === 0) return
      const requests = await requestsOf(db, claimed)
      const files = await attachmentsOf(db, [...requests.keys()])
      const bookings = await bookingDetailsOf(
        db,
        [...requests.values()].filter((request) => request.kind === "reexamination").map((request) => request.id),
      )
      for (const row of claimed) {
        const request = requests.get(row.request_id)!
        const itsFiles = files.filter((file) => file.request_id === request.id)
        const message = {
          ...composeMail(row.kind, request, content, addresses, itsFiles, bookings.get(request.id)),
          messageId: messageIdOf(row, addresses),
        }
        try {
          await sender.send(message, `${request.reference}-${row.kind}`)
        } catch (error) {
          // An SMTP server's answer may name the recipient: stored and logged without addresses or tokens.
          const reason = redactSecrets((error as Error).message)
          const retryAt = await markFailed(db, row, reason, now())
          log?.("mail failed", { reference: request.reference, kind: row.kind, retryAt, error: reason })
          continue
        }
        await markSent(db, [row], now())
        log?.("mail sent", { reference: request.reference, kind: row.kind })
      }
    }
  }

  // The mails to staff and clients (invitations, assignments, reminders), after the requests' mails.
  async function deliverAccountMail() {
    for (let mail = await claimAccountMail(db, now()); mail && !stopped; mail = await claimAccountMail(db, now())) {
      const message = {
        from: addresses.from,
        to: mail.to_address,
        subject: mail.subject,
        text: mail.body,
        ...(mail.headers ? { headers: JSON.parse(mail.headers) as Record<string, string> } : {}),
      }
      try {
        await sender.send({ ...message, messageId: accountMessageIdOf(mail, addresses) }, accountMailCopyName(mail.id))
        await markAccountMail(db, mail, null, now())
      } catch (error) {
        const reason = redactSecrets((error as Error).message).slice(0, 1000)
        await markAccountMail(db, mail, reason, now())
        log?.("account mail failed", { id: mail.id, error: reason })
      }
    }
  }

  function kick() {
    if (stopped) return
    if (running) {
      again = true
      return
    }
    running = deliverDue()
      .then(deliverAccountMail)
      .catch((error: Error) => log?.("mail worker error", { error: redactSecrets(error.message) }))
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
