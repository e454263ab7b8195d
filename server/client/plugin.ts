import crypto from "node:crypto"
import type { FastifyInstance, FastifyRequest } from "fastify"
import type { Kysely } from "kysely"
import type { Clock } from "../clock"
import type { Content } from "../content"
import type { CairoDate } from "../../src/lib/due-time"
import type { Dialect } from "../storage/migrations"
import type { Database } from "../storage/schema"
import { createClientAuth, type ClientAuth, type ClientMailer } from "./auth"
import { clientAuthRoutes } from "./auth-routes"
import { pendingInvitationsRoutes } from "./pending-invitations-routes"
import { registerRoutes } from "./register-routes"
import { companyRoutes } from "./company-routes"
import { reexaminationRoutes } from "./reexamination-routes"
import { clientReportRoutes } from "./report-routes"
import { companyLogRoutes } from "./company-log-routes"
import { clientMailer } from "./client-mails"
import { reminderRoutes } from "./reminder-routes"
import { unsubscribeRoutes } from "./unsubscribe-routes"
import { calendarFeedRoutes, calendarRoutes } from "./calendar-routes"
import { guardScope } from "../http/guarded-scope"
import { clientGuard } from "./client-guard"

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

// The client population's two instances (plain HTTP and HTTPS), made once: the client API and the workspace's
// company routes use the same ones.
export function clientAuths(options: ClientApiOptions & { content: Content }): ClientAuths {
  const mailer = clientMailer(options)
  // A key of its own, derived from the workspace's: nothing one population signs or encrypts is the other's.
  const secret = crypto.createHmac("sha256", options.secret).update("client accounts").digest("hex")
  const http = createClientAuth({ ...options, secret, mailer }, false)
  const https = createClientAuth({ ...options, secret, mailer }, true)
  return { authFor: (request) => (request.protocol === "https" ? https : http), server: http, mailer }
}

// The client API under /api/client/: its Better Auth endpoints (auth-endpoints.ts) and the company's register.
export async function clientApi(
  app: FastifyInstance,
  options: ClientApiOptions & { auths: ClientAuths; holidays: ReadonlySet<CairoDate>; content: Content },
) {
  const { db, siteUrl, clock, ipHashSalt } = options
  const { authFor } = options.auths
  await app.register(clientAuthRoutes, { db, siteUrl, clock, ipHashSalt, authFor })
  await app.register(pendingInvitationsRoutes, { db, clock, authFor })
  // Every route of the register behind the one guard; the sign-in, unsubscribe and calendar feed routes outside it.
  await app.register(async (scope) => {
    guardScope(scope, "clientMember", clientGuard({ db, clock, siteUrl, authFor }))
    await scope.register(registerRoutes, { db, clock, siteUrl, authFor, content: options.content })
    await scope.register(companyRoutes, { db, clock, siteUrl, authFor })
    await scope.register(reexaminationRoutes, {
      db,
      clock,
      siteUrl,
      authFor,
      ipHashSalt,
      holidays: options.holidays,
      onMailQueued: options.onMailQueued,
    })
    await scope.register(clientReportRoutes, { db, clock, siteUrl, authFor })
    await scope.register(companyLogRoutes, { db, clock, siteUrl, authFor })
    await scope.register(reminderRoutes, { db, clock, siteUrl, authFor })
    await scope.register(calendarRoutes, { db, clock, siteUrl, authFor })
  })
  await app.register(unsubscribeRoutes, { db, siteUrl, content: options.content })
  await app.register(calendarFeedRoutes, { db, clock, siteUrl, content: options.content })
}
