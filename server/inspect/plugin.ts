import type { FastifyInstance } from "fastify"
import { guardScope } from "../http/guarded-scope"
import type { GuardOptions } from "../staff/guard"
import { inspectorGuard } from "./inspector-guard"
import { inspectorRoutes, type InspectorRouteOptions } from "./inspector-routes"

export type InspectApiOptions = GuardOptions & Omit<InspectorRouteOptions, "db" | "clock">

// The inspectors' API under /api/inspect/ (issue 61): one guarded scope, the workspace's sign-in with the inspector
// role (inspector-guard.ts), every route in it. The workspace registers it beside its own (server/staff/plugin.ts),
// as it holds the sign-in.
export async function inspectApi(app: FastifyInstance, options: InspectApiOptions) {
  await app.register(async (scope) => {
    guardScope(scope, "inspector", inspectorGuard(options))
    await scope.register(inspectorRoutes, { db: options.db, clock: options.clock, missingOf: options.missingOf })
  })
}
