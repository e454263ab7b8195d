import type { AddressInfo } from "node:net"
import { simpleParser, type AddressObject, type ParsedMail } from "mailparser"
import { SMTPServer } from "smtp-server"

// A real SMTP server in the test process that keeps what it accepts: the envelope, the raw message and the
// message as mailparser reads it. It can be stopped and started again on the same port, told to refuse some
// recipients for a while, and given a hook that runs before it answers 250.

export type Delivered = { from: string; to: string[]; subject: string; raw: string; mail: ParsedMail }

// One header's decoded value; the header must be there exactly once (a repeated To or Subject is a bug).
export function singleHeader(mail: ParsedMail, name: string): string {
  const key = name.toLowerCase()
  const count = mail.headerLines.filter((line) => line.key === key).length
  if (count !== 1) throw new Error(`Expected one ${name} header, found ${count}`)
  const value = mail.headers.get(key)
  return typeof value === "string" ? value : (value as AddressObject).text
}

export class SmtpInbox {
  readonly messages: Delivered[] = []
  // While set, RCPT TO for a matching address is answered 451 (try again later).
  refuse?: (recipient: string) => boolean
  // Runs while a message is being accepted, before the server answers 250.
  onMessage?: (message: Delivered) => Promise<void>
  private server?: SMTPServer

  constructor(public port = 0) {}

  get url() {
    return `smtp://127.0.0.1:${this.port}`
  }

  async start(): Promise<void> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      closeTimeout: 1000,
      onRcptTo: (address, _session, callback) => {
        if (this.refuse?.(address.address)) {
          return callback(Object.assign(new Error("Mailbox busy, try again later"), { responseCode: 451 }))
        }
        callback()
      },
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = []
        stream.on("data", (chunk: Buffer) => chunks.push(chunk))
        stream.on("end", () => {
          const raw = Buffer.concat(chunks).toString("utf8")
          void simpleParser(raw)
            .then(async (mail) => {
              const message: Delivered = {
                from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
                to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
                subject: mail.subject ?? "",
                raw,
                mail,
              }
              await this.onMessage?.(message)
              this.messages.push(message)
            })
            .finally(() => callback())
        })
      },
    })
    server.on("error", () => undefined)
    await new Promise<void>((resolve, reject) => {
      server.server.once("error", reject)
      server.listen(this.port, "127.0.0.1", () => resolve())
    })
    this.port = (server.server.address() as AddressInfo).port
    this.server = server
  }

  async stop(): Promise<void> {
    const server = this.server
    this.server = undefined
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()))
  }

  // The messages whose subject names this reference.
  about(reference: string): Delivered[] {
    return this.messages.filter((message) => message.subject.includes(reference))
  }

  // How many messages each recipient got with each subject: "to|subject" → count.
  countByRecipientAndSubject(): Map<string, number> {
    const counts = new Map<string, number>()
    for (const message of this.messages) {
      for (const to of message.to) {
        const key = `${to}|${message.subject}`
        counts.set(key, (counts.get(key) ?? 0) + 1)
      }
    }
    return counts
  }
}
