import type { FastifyInstance } from "fastify"
import type { Kysely } from "kysely"
import type { Clock } from "./clock"
import type { Content } from "./content"
import type { Dialect } from "./storage/migrations"
import type { Database } from "./storage/schema"
import { verifyRoutes } from "./certificates/verify-route"
import { labelKeyRoutes } from "./certificates/key-routes"
import type { LabelSigner } from "./certificates/label-signing"
import { staffApi } from "./staff/plugin"
import { clientApi, clientAuths } from "./client/plugin"

export type SiteRouteOptions = {
  db: Kysely<Database>
  dialect: Dialect
  publicDir: string
  content: Content
  siteUrl: string
  ipHashSalt: string
  staffSecret: string
  outboxDir: string
  requireTwoFactorForAll: boolean
  acknowledgementsPerDay?: number
  onMailQueued: () => void
  clock: Clock
  labelSigner: LabelSigner
}

// The routes beside the request forms: the public certificate check, the label keys, the staff workspace and the
// client API. Registered with the forms in one place (compose-server.ts), which production and every test use.
export function siteRoutes(options: SiteRouteOptions) {
  const { db, clock, content, ipHashSalt } = options
  return async (app: FastifyInstance) => {
    // What the workspace and the client population (issue 50, its own Better Auth) are both given.
    const common = {
      db,
      dialect: options.dialect,
      siteUrl: options.siteUrl,
      secret: options.staffSecret,
      brand: content.en.site.brand,
      ipHashSalt,
      onMailQueued: options.onMailQueued,
      clock,
    }
    const clients = clientAuths({ ...common, content })
    await app.register(verifyRoutes, { db, ipHashSalt, clock, pages: { publicDir: options.publicDir, content } })
    await app.register(labelKeyRoutes, { db, signer: options.labelSigner, clock })
    await app.register(staffApi, {
      ...common,
      outboxDir: options.outboxDir,
      requireTwoFactorForAll: options.requireTwoFactorForAll,
      acknowledgementsPerDay: options.acknowledgementsPerDay,
      holidays: content.en.holidayDates,
      labelSigner: options.labelSigner,
      clients,
      content,
    })
    await app.register(clientApi, { ...common, auths: clients, holidays: content.en.holidayDates, content })
  }
}
