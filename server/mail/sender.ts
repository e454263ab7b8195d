import fs from "node:fs"
import path from "node:path"
import nodemailer, { type SendMailOptions } from "nodemailer"
import { withIsolatedRuns } from "./isolated-runs"

export type MailSender = { send: (message: SendMailOptions, name: string) => Promise<void>; close: () => void }

// SMTP when configured: the send only resolves once the server has accepted the message.
export function smtpSender(url: string): MailSender {
  const transport = nodemailer.createTransport(url, {})
  transport.set("connectionTimeout", 10_000)
  return {
    send: async (message) => {
      await transport.sendMail(withIsolatedRuns(message))
    },
    close: () => transport.close(),
  }
}

// Without SMTP_URL each mail becomes an .eml file, exactly as it would have been sent.
export function emlSender(dir: string): MailSender {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" })
  return {
    send: async (message, name) => {
      const info = await transport.sendMail(withIsolatedRuns(message))
      await fs.promises.mkdir(dir, { recursive: true })
      const file = path.join(dir, `${name}.eml`)
      // Written aside and renamed, so a reader never sees half a message.
      await fs.promises.writeFile(`${file}.tmp`, info.message as Buffer)
      await fs.promises.rename(`${file}.tmp`, file)
    },
    close: () => transport.close(),
  }
}
