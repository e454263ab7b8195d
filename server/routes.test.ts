/** @jest-environment node */
import { spawnSync } from "node:child_process"
import { LOCALES, localizePath } from "../src/lib/locales"
import { RESULT_PATHS, VERIFY_PATH } from "../src/lib/routes"
import { entryArguments } from "../testing/entry-points"
import { ROOT } from "../testing/paths"
import type { ListedRoute } from "../testing/route-list-main"

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
  "GET /api/staff/requests/:reference/attachments/:id": "the file's bytes as they were sent",
  "GET /api/staff/certificates/:number/label.svg": "an SVG image",
  "GET /api/staff/certificates/labels": "an HTML page of labels to print",
  "GET /api/staff/auth/*": "Better Auth's reply, passed through as text (its own refusals have schemas)",
  "POST /api/staff/auth/*": "Better Auth's reply, passed through as text (its own refusals have schemas)",
}

let routes: ListedRoute[] = []

beforeAll(() => {
  const listing = spawnSync(process.execPath, entryArguments("routeList"), { cwd: ROOT, encoding: "utf8" })
  if (listing.status !== 0) throw new Error(`The routes could not be listed:\n${listing.stderr}`)
  routes = JSON.parse(listing.stdout) as ListedRoute[]
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
