import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import type { RouteOptions } from "fastify"
import { openDatabase } from "../server/storage/database"
import { buildSiteApp, miniatureBuild } from "./site-app"

// Every route of the whole server, as server/routes.test.ts reads it (one JSON line on standard output): built in
// a process of its own, since Better Auth is an ES module that Jest's module system cannot load.
export type ListedRoute = {
  method: string
  url: string
  // The status codes the reply schema names, and whether each of its schemas is a zod schema.
  response: string[]
  zodResponse: boolean
  // The parts of the request (body, querystring, params, headers) read by a schema that is not zod's.
  otherSchemas: string[]
}

const isZod = (schema: unknown) => typeof (schema as { safeParse?: unknown })?.safeParse === "function"

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "route-list-"))
  const routes: RouteOptions[] = []
  try {
    const db = await openDatabase({ dataDir })
    const app = await buildSiteApp({
      db,
      dialect: "sqlite",
      dataDir,
      publicDir: miniatureBuild(path.join(dataDir, "public")),
      onRoute: (route) => void routes.push(route),
    })
    await app.close()
    await db.destroy()
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
  const listed: ListedRoute[] = routes.flatMap((route) => {
    const response = (route.schema?.response ?? {}) as Record<string, unknown>
    const otherSchemas = (["body", "querystring", "params", "headers"] as const).filter(
      (part) => route.schema?.[part] && !isZod(route.schema[part]),
    )
    return [route.method].flat().map((method) => ({
      method,
      url: route.url,
      response: Object.keys(response),
      zodResponse: Object.values(response).every(isZod),
      otherSchemas,
    }))
  })
  process.stdout.write(`${JSON.stringify(listed)}\n`)
}

main().catch((error: unknown) => {
  console.error(error)
  process.exitCode = 1
})
