import type { FastifyBaseLogger, FastifyRequest } from "fastify"
import type { Kysely } from "kysely"
import { z } from "zod"
import {
  invitationDetail,
  roleChangeDetail,
  TWO_FACTOR_DETAIL,
  type CompanyLogEvent,
} from "../../src/lib/company-log-events"
import type { Database } from "../storage/schema"
import type { ClientAuth } from "./auth"
import type { ClientAuthEndpoint } from "./auth-endpoints"
import { clientSessionOf } from "./client-member"
import { clientActor, companiesOf, recordCompanyEvent, type CompanyActor } from "./company-log"

// Which of the client auth endpoints (auth-endpoints.ts) a company's log records, once the library said yes: read
// from its reply, which names the company (the session's, never the caller's choice) and who was acted on.
const LOGGED: Partial<Record<ClientAuthEndpoint, CompanyLogEvent>> = {
  "/sign-in/email": "sign-in",
  "/two-factor/verify-totp": "sign-in",
  "/two-factor/verify-backup-code": "sign-in",
  "/organization/accept-invitation": "invitation-accepted",
  "/organization/invite-member": "invitation-sent",
  "/organization/cancel-invitation": "invitation-cancelled",
  "/organization/update-member-role": "role-changed",
  "/organization/remove-member": "member-removed",
}

const isLoggedEndpoint = (path: ClientAuthEndpoint) => path in LOGGED

const signedIn = z.object({ user: z.object({ id: z.string(), name: z.string() }) })
const invitation = z.object({ organizationId: z.string(), email: z.string(), role: z.string().nullable() })
const member = z.object({ organizationId: z.string(), userId: z.string(), role: z.string() })
const memberReply = z.object({ member })

function json(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return null
  }
}

// The entries one successful call makes: a sign-in in every company of the account (a sign-in that still asks
// for its second factor is not one yet: its reply names no user), the rest in the company the reply names.
// `actor`: the session's account, read before the call (a member who removed themselves has none after it).
async function entriesOf(db: Kysely<Database>, path: ClientAuthEndpoint, text: string, actor: CompanyActor | null) {
  const event = LOGGED[path]
  if (!event) return []
  const reply = json(text)
  if (event === "sign-in") {
    const user = signedIn.safeParse(reply).data?.user
    if (!user) return []
    const detail = path === "/sign-in/email" ? null : TWO_FACTOR_DETAIL
    return (await companiesOf(db, user.id)).map((companyId) => ({ companyId, actor: user, event, detail }))
  }
  if (!actor) return []
  if (event === "invitation-sent" || event === "invitation-cancelled") {
    // The invitee's address: the administrators list pending invitations by it.
    const sent = invitation.safeParse(reply).data
    if (!sent) return []
    return [
      { companyId: sent.organizationId, actor, event, detail: invitationDetail(sent.email, sent.role ?? "member") },
    ]
  }
  const row = event === "role-changed" ? member.safeParse(reply).data : memberReply.safeParse(reply).data?.member
  if (!row) return []
  const subject = await clientActor(db, row.userId)
  const detail = event === "role-changed" ? roleChangeDetail(subject?.name ?? "—", row.role) : (subject?.name ?? null)
  return [{ companyId: row.organizationId, actor, event, detail: event === "invitation-accepted" ? null : detail }]
}

// Records what a successful call did. The call has happened: a log that cannot be written is reported to the
// server's log (without the entry's content) rather than turned into a failure of the call.
export async function recordAuthEvent(
  db: Kysely<Database>,
  log: FastifyBaseLogger,
  path: ClientAuthEndpoint,
  result: { status: number; text: string } | null,
  actor: CompanyActor | null,
  now: Date,
): Promise<void> {
  if (!result || result.status < 200 || result.status >= 300) return
  try {
    for (const entry of await entriesOf(db, path, result.text, actor)) await recordCompanyEvent(db, entry, now)
  } catch (error) {
    // The error's name only: a database's message may quote the values it refused.
    log.error({ endpoint: path, error: (error as Error).name }, "a company log entry was not written")
  }
}

// The session's account before a logged call, or null (for a call the log does not record, nothing is read).
export async function actorBefore(
  auth: ClientAuth,
  db: Kysely<Database>,
  request: FastifyRequest,
  path: ClientAuthEndpoint,
  now: Date,
): Promise<CompanyActor | null> {
  if (!isLoggedEndpoint(path)) return null
  const found = await clientSessionOf(auth, db, request, now)
  return found && found !== "ended" ? { id: found.user.id, name: found.user.name } : null
}
