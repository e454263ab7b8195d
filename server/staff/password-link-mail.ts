import type { Kysely } from "kysely"
import type { Clock } from "../clock"
import type { Content } from "../content"
import { passwordLinkMail } from "../mail/workspace-mails"
import { queueAccountMail } from "../storage/account-mail"
import type { Database } from "../storage/schema"
import { INVITE_VALID_SECONDS, type StaffAuthOptions } from "./auth"

// Queues a staff member's one-time password link, for the workspace and the command line alike. Deleted with its
// .eml copy once the link has expired (retention.ts).
export const passwordLinkSender =
  (db: Kysely<Database>, content: Content, clock: Clock, onQueued = () => {}): StaffAuthOptions["sendPasswordLink"] =>
  async (to, url) => {
    const now = clock()
    const expiresAt = new Date(now.getTime() + INVITE_VALID_SECONDS * 1000).toISOString()
    await queueAccountMail(db, { ...passwordLinkMail(content, to, url), to: to.email, expiresAt }, now)
    onQueued()
  }
