import type { AddressInfo } from "node:net"
import { SMTPServer } from "smtp-server"

// A real SMTP server in the test process that keeps what it accepts: the envelope and the decoded subject.
// It can be stopped and started again on the same port, and told to refuse some recipients for a while.

export type Delivered = { from: string; to: string[]; subject: string; raw: string }

// RFC 2047 encoded words (=?UTF-8?B?…?= / =?UTF-8?Q?…?=) in a header value.
function decodeWords(value: string): string {
  return value
    .replace(/(=\?[^?]+\?[BbQq]\?[^?]*\?=)\s+(?==\?)/g, "$1")
    .replace(/=\?[^?]+\?([BbQq])\?([^?]*)\?=/g, (_match, encoding: string, text: string) =>
      encoding.toUpperCase() === "B"
        ? Buffer.from(text, "base64").toString("utf8")
        : Buffer.from(
            text
              .replace(/_/g, " ")
              .replace(/=([0-9A-Fa-f]{2})/g, (_hex, code: string) => String.fromCharCode(parseInt(code, 16))),
            "latin1",
          ).toString("utf8"),
    )
}

export function subjectOf(raw: string): string {
  const head = raw
    .replace(/\r\n/g, "\n")
    .split("\n\n")[0]
    .replace(/\n(?=[ \t])/g, "")
  const line = head.split("\n").find((header) => /^subject:/i.test(header))
  return line ? decodeWords(line.slice(line.indexOf(":") + 1).trim()) : ""
}

export class SmtpInbox {
  messages: Delivered[] = []
  // While set, RCPT TO for a matching address is answered 451 (try again later).
  refuse?: (recipient: string) => boolean
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
          this.messages.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            subject: subjectOf(raw),
            raw,
          })
          callback()
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

// A mail's text with its base64 and quoted-printable parts decoded (nodemailer encodes non-ASCII text).
export const decodedMail = (raw: string): string =>
  raw
    .replace(/=\r?\n/g, "")
    .replace(/(?:=[0-9A-F]{2})+/g, (match) => Buffer.from(match.replace(/=/g, ""), "hex").toString("utf8"))
    .replace(/\r?\n\r?\n([A-Za-z0-9+/=\r\n]{40,})/g, (_match, body: string) =>
      Buffer.from(body.replace(/\s/g, ""), "base64").toString("utf8"),
    )
