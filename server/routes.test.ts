/** @jest-environment node */
import fs from "node:fs"
import path from "node:path"
import type { RouteOptions } from "fastify"
import { LOCALES, localizePath } from "../src/lib/locales"
import { RESULT_PATHS, VERIFY_PATH } from "../src/lib/routes"
import { buildSiteApp, miniatureBuild } from "../testing/site-app"
import { tempDir } from "../testing/quote-app"
import { openDatabase } from "./storage/database"

// Every route that answers JSON declares the schema of its reply, so what a handler returns is cut to the fields
// the schema names: a column added to a table never reaches a caller by accident. These routes answer something
// else, each for the reason given.
const localized = (paths: string[]) => paths.flatMap((page) => LOCALES.map((locale) => localizePath(page, locale)))
const NOT_JSON: Record<string, string> = {
  ...Object.fromEntries(localized(RESULT_PATHS).map((url) => [`GET ${url}`, "the built result page, filled in"])),
  ...Object.fromEntries(localized([VERIFY_PATH]).map((url) => [`GET ${url}`, "the built check page, filled in"])),
  "GET /*": "the build's files (@fastify/static)",
  "GET /api/staff/requests.csv": "a CSV file",
  "GET /api/staff/figures.csv": "a CSV file",
  "GET /api/staff/coming-work.csv": "a CSV file",
  "GET /api/client/register.csv": "a CSV file",
  "GET /api/client/register/report": "the signed report, a PDF file",
  "GET /api/client/unsubscribe": "the page that asks before unsubscribing (HTML)",
  "POST /api/client/unsubscribe": "the page that says it is done (HTML)",
  "GET /api/client/calendar.ics": "an iCalendar file",
  "GET /api/staff/requests/:reference/attachments/:id": "the file's bytes as they were sent",
  "GET /api/staff/inspection-reports/:reportId/photos/:photoId": "a report's photo, its bytes as uploaded",
  "GET /api/staff/certificates/:number/label.svg": "an SVG image",
  "GET /api/staff/certificates/:number/report.pdf": "the signed report, a PDF file",
  "GET /api/staff/inspectors/:userId/authorisations/:authorisationId/scan": "a certificate's scan, its bytes as sent",
  "GET /api/staff/certificates/labels": "an HTML page of labels to print",
  "GET /api/staff/auth/*": "one route for every spelling: Better Auth's reply is cut in it (src/lib/auth-replies.ts)",
  "POST /api/staff/auth/*": "one route for every spelling: Better Auth's reply is cut in it (src/lib/auth-replies.ts)",
  "POST /api/inspect/uploads": "the tus protocol (@tus/server): headers, no JSON",
  "PATCH /api/inspect/uploads/:uploadId": "the tus protocol (@tus/server): headers, no JSON",
  "DELETE /api/inspect/uploads/:uploadId": "the tus protocol (@tus/server): headers, no JSON",
}

type ListedRoute = {
  method: string
  url: string
  // The status codes the reply schema names, and whether each of its schemas is a zod schema.
  response: string[]
  zodResponse: boolean
  // The parts of the request (body, querystring, params, headers) read by a schema that is not zod's.
  otherSchemas: string[]
}

const isZod = (schema: unknown) => typeof (schema as { safeParse?: unknown })?.safeParse === "function"

let routes: ListedRoute[] = []

// Every route of the whole server, as it registers them.
beforeAll(async () => {
  const dataDir = tempDir("route-list-")
  const registered: RouteOptions[] = []
  const db = await openDatabase({ dataDir })
  const app = await buildSiteApp({
    db,
    dialect: "sqlite",
    dataDir,
    publicDir: miniatureBuild(path.join(dataDir, "public")),
    onRoute: (route) => void registered.push(route),
  })
  await app.close()
  await db.destroy()
  fs.rmSync(dataDir, { recursive: true, force: true })
  routes = registered.flatMap((route) => {
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
})

// HEAD routes are Fastify's copies of the GET ones.
const declared = () =>
  routes.filter(({ method }) => method !== "HEAD").map((route) => ({ ...route, key: `${route.method} ${route.url}` }))

test("every route that answers JSON declares a zod schema for its successful reply", () => {
  const missing = declared()
    .filter(({ key }) => !(key in NOT_JSON))
    .filter(({ response, zodResponse }) => !response.some((code) => /^2(\d\d|xx)$/.test(code)) || !zodResponse)
    .map(({ key }) => key)
  expect(missing).toEqual([])
})

test("requests are read by zod schemas only: one validation system for the forms and the routes", () => {
  const handWritten = declared()
    .filter(({ otherSchemas }) => otherSchemas.length > 0)
    .map(({ key, otherSchemas }) => `${key} (${otherSchemas.join(", ")})`)
  expect(handWritten).toEqual([])
})

test("every route the list above excuses exists", () => {
  const keys = new Set(declared().map(({ key }) => key))
  expect(Object.keys(NOT_JSON).filter((key) => !keys.has(key))).toEqual([])
})
