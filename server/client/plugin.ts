import crypto from "node:crypto"
import type { FastifyInstance, FastifyRequest } from "fastify"
import type { Kysely } from "kysely"
import type { Clock } from "../clock"
import type { Dialect } from "../storage/migrations"
import type { Database } from "../storage/schema"
import { queueStaffMail } from "../storage/staff-mail"
import { INVITE_VALID_SECONDS } from "../staff/auth"
import { createClientAuth, type ClientAuth, type ClientMailer } from "./auth"
import { INVITATION_VALID_SECONDS } from "./settings"
import { clientAuthRoutes } from "./auth-routes"
import { registerRoutes } from "./register-routes"
import { clientInvitationLink, clientSetPasswordLink } from "./links"

export type ClientApiOptions = {
  db: Kysely<Database>
  dialect: Dialect
  siteUrl: string
  secret: string
  brand: string
  ipHashSalt: string
  onMailQueued: () => void
  clock: Clock
}

export type ClientAuths = {
  // The instance for a request's protocol: HTTPS gets Secure __Host-client cookies.
  authFor: (request: FastifyRequest) => ClientAuth
  // The one that makes companies and invitations outside a request (the cookies play no part there).
  server: ClientAuth
  mailer: ClientMailer
}

// The mails of the client population, queued through the outbox like the workspace's (server/staff/plugin.ts):
// each carries a one-time link and is deleted once the link has expired.
function clientMailer({ db, siteUrl, brand, clock, onMailQueued }: ClientApiOptions): ClientMailer {
  const queue = async (to: string, subject: string, body: string, validSeconds: number) => {
    const now = clock()
    const expiresAt = new Date(now.getTime() + validSeconds * 1000).toISOString()
    await queueStaffMail(db, { expiresAt, to, subject, body }, now)
    onMailQueued()
  }
  const companyOf = (invitation: { companyName: string; companyNameAr: string }) =>
    invitation.companyNameAr ? `${invitation.companyName} (${invitation.companyNameAr})` : invitation.companyName
  return {
    invitation: async (to, invitation) =>
      queue(
        to.email,
        `Your invitation to ${invitation.companyName} on ${brand}`,
        `Hello,\n\nyou are invited to the ${brand} client account of ${companyOf(invitation)}. Sign in and accept ` +
          `the invitation with this link. It works once, within 7 days:\n\n` +
          `${clientInvitationLink(siteUrl, invitation.id)}\n\nIf you did not expect this, ignore this e-mail.\n`,
        INVITATION_VALID_SECONDS,
      ),
    passwordLink: async (to, token, invitation) =>
      invitation
        ? queue(
            to.email,
            `Your invitation to ${invitation.companyName} on ${brand}`,
            `Hello,\n\nyou are invited to the ${brand} client account of ${companyOf(invitation)}. Set your ` +
              `password and accept the invitation with this link. It works once, within 7 days:\n\n` +
              `${clientSetPasswordLink(siteUrl, token, invitation.id)}\n\nIf you did not expect this, ignore this e-mail.\n`,
            INVITATION_VALID_SECONDS,
          )
        : queue(
            to.email,
            `Your ${brand} client account`,
            `Hello ${to.name},\n\nset a new password for your ${brand} client account with this link. It works ` +
              `once, within 24 hours:\n\n${clientSetPasswordLink(siteUrl, token)}\n\n` +
              `If you did not ask for it, ignore this e-mail.\n`,
            INVITE_VALID_SECONDS,
          ),
  }
}

// The client population's two instances (plain HTTP and HTTPS), made once: the client API and the workspace's
// company routes use the same ones.
export function clientAuths(options: ClientApiOptions): ClientAuths {
  const mailer = clientMailer(options)
  // A key of its own, derived from the workspace's: nothing one population signs or encrypts is the other's.
  const secret = crypto.createHmac("sha256", options.secret).update("client accounts").digest("hex")
  const http = createClientAuth({ ...options, secret, mailer }, false)
  const https = createClientAuth({ ...options, secret, mailer }, true)
  return { authFor: (request) => (request.protocol === "https" ? https : http), server: http, mailer }
}

// The client API under /api/client/: its Better Auth endpoints (auth-endpoints.ts) and the company's register.
export async function clientApi(app: FastifyInstance, options: ClientApiOptions & { auths: ClientAuths }) {
  const { db, siteUrl, clock, ipHashSalt } = options
  const { authFor } = options.auths
  await app.register(clientAuthRoutes, { db, siteUrl, clock, ipHashSalt, authFor })
  await app.register(registerRoutes, { db, clock, authFor })
}
