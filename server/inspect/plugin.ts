import type { FastifyInstance } from "fastify"
import { guardScope } from "../http/guarded-scope"
import type { GuardOptions } from "../staff/guard"
import { inspectorGuard, inspectorOf } from "./inspector-guard"
import { inspectorRoutes, type InspectorRouteOptions } from "./inspector-routes"
import { dangerRoute } from "./danger-route"
import type { DangerMailOptions } from "./dangerous-defect"
import { photoUploads } from "./photo-uploads"

export type InspectApiOptions = GuardOptions & Pick<InspectorRouteOptions, "forms"> & { mail: DangerMailOptions }

// The inspectors' API under /api/inspect/ (issue 61): one guarded scope, the workspace's sign-in with the inspector
// role (inspector-guard.ts), every route in it. The workspace registers it beside its own (server/staff/plugin.ts),
// as it holds the sign-in.
export async function inspectApi(app: FastifyInstance, options: InspectApiOptions) {
  await app.register(async (scope) => {
    guardScope(scope, "inspector", inspectorGuard(options))
    const { db, clock } = options
    await scope.register(inspectorRoutes, { db, clock, forms: options.forms })
    await scope.register(dangerRoute, { db, clock, mail: options.mail })
    // The reports' photos, resumable over tus (photo-uploads.ts): the signed-in inspector is the uploader.
    await scope.register(photoUploads, {
      ...{ db, clock, siteUrl: options.siteUrl },
      authorize: async (request) => ({ userId: inspectorOf(request).id }),
    })
  })
}
