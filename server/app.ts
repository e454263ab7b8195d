import crypto from "node:crypto"
import fs from "node:fs"
import path from "node:path"
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance, type RouteOptions } from "fastify"
import fastifyStatic from "@fastify/static"
import { sql, type Kysely } from "kysely"
import { z } from "zod"
import { zodRoutes } from "./http/zod-routes"
import { LOCALES, localeOfPath, localizePath } from "../src/lib/locales"
import { RESULT_PATHS, VERIFY_PATH } from "../src/lib/routes"
import { isStaffPath } from "../src/lib/staff-paths"
import { clientPageFile, isClientPath } from "../src/lib/client-paths"
import { inspectPageFile, isInspectPath } from "../src/lib/inspect-paths"
import { contentSecurityPolicy, pagePolicies, pagePolicy } from "../http-rules/csp"
import { builtAdminPolicy, isAdminPath } from "../http-rules/admin-policy"
import { loadStaticFiles, serveFromMemory } from "./http/memory-static"
import { fileHeaders } from "./http/file-headers"
import { HEADERS_FILE, NGINX_FILE } from "../http-rules/public-files"
import { loggedPath } from "./http/redact"
import { HSTS, securityHeaders } from "../http-rules/security-headers"
import { fastifyTrustProxy, type TrustProxy } from "./http/trust-proxy"
import type { Database } from "./storage/schema"
import { rootErrorHandler } from "./http/error-handler"
import { ERROR_CODES, type ApiErrorReply } from "../src/lib/api-error"

type Options = {
  publicDir: string
  logger?: FastifyBaseLogger
  // TRUST_PROXY as configured; true is one proxy.
  trustProxy?: TrustProxy | boolean
  // What /healthz checks.
  db?: Kysely<Database>
  // Told of each route as it is declared: the test that every JSON reply has its schema (server/routes.test.ts).
  onRoute?: (route: RouteOptions) => void
}

// Logs carry a request id, the method, the path and the status — never a name, an address, a query or a token
// in the path (a reset link's).
export const LOG_SERIALIZERS = {
  req: (request: { method: string; url: string; id: string }) => ({
    id: request.id,
    method: request.method,
    path: loggedPath(request.url),
  }),
  res: (reply: { statusCode: number }) => ({ status: reply.statusCode }),
}

// The 404 page of the path's edition (/ar/… → ar/404.html).
const notFoundPage = (urlPath: string) => localizePath("/404.html", localeOfPath(urlPath)).slice(1)

// Where Gatsby writes the page of src/pages/staff/[...].tsx.
const STAFF_PAGE = "staff/[...]/index.html"

// The one page of a client-only app (the staff workspace, the clients' register and the inspectors' app in its
// edition) a path loads.
function appPageOf(urlPath: string): string | null {
  if (urlPath.startsWith("/api/")) return null
  if (isStaffPath(urlPath)) return STAFF_PAGE
  if (isInspectPath(urlPath)) return inspectPageFile(urlPath)
  return isClientPath(urlPath) ? clientPageFile(urlPath) : null
}

// Serves the Gatsby build — one URL per page ending in "/", the 404 page with status 404 for anything else,
// long-lived caching for hashed assets, precompressed brotli/gzip — with the root error handler and /healthz. The
// routes are registered on it in one place, server/compose-server.ts.
export async function buildApp({ publicDir, logger, trustProxy = false, db, onRoute }: Options) {
  const app: FastifyInstance = Fastify({
    ...(logger ? { loggerInstance: logger } : { logger: false }),
    trustProxy: fastifyTrustProxy(trustProxy),
    // One line per response (the onResponse hook below) instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    requestIdHeader: "x-request-id",
    genReqId: () => crypto.randomUUID(),
    return503OnClosing: true,
  })
  if (onRoute) app.addHook("onRoute", onRoute)
  app.setErrorHandler(rootErrorHandler)
  // Every response carries the security headers; a page's policy names its own inline blocks by their hashes.
  const headers = securityHeaders(contentSecurityPolicy())
  const policies = pagePolicies(publicDir)
  // The CMS at /admin/ has a policy of its own (http-rules/admin-policy.ts).
  const admin = builtAdminPolicy(publicDir)
  const policyHeader = (file: string) => ({
    "content-security-policy":
      policies.get(file) ?? (admin && isAdminPath(`/${file}`) ? admin : headers["content-security-policy"]),
  })

  const pageHeaders = (urlPath: string) => policyHeader(urlPath.slice(1))
  const files = loadStaticFiles(publicDir, [HEADERS_FILE, NGINX_FILE], pageHeaders)
  // The result pages are filled in by the quote and complaint routes (the reference, the problems) and the check's
  // page by the verify route (the answer, the rate limit, no-store): never served as built.
  for (const route of LOCALES.flatMap((locale) =>
    [...RESULT_PATHS, VERIFY_PATH].map((page) => localizePath(page, locale)),
  )) {
    files.delete(route)
    files.delete(`${route}index.html`)
  }

  app.addHook("onRequest", (request, reply, done) => {
    reply.headers(headers)
    // HSTS only where the browser really reached us over HTTPS (directly, or through a proxy that says so).
    if (request.protocol === "https") reply.header("Strict-Transport-Security", HSTS)
    // Built files are answered from memory; anything else (API, redirects, 404) goes on to its route.
    if (!serveFromMemory(files, request, reply)) done()
  })
  // A page a route fills in (the quote's result, the certificate check, the labels to print) is hashed as sent.
  app.addHook("onSend", async (_request, reply, payload) => {
    if (typeof payload === "string" && /^text\/html/.test(String(reply.getHeader("content-type"))))
      reply.header("content-security-policy", pagePolicy(payload))
    return payload
  })
  app.addHook("onResponse", async (request, reply) => {
    request.log.info({ req: request, res: reply, ms: Math.round(reply.elapsedTime) }, "request")
  })

  const health = z.object({ status: z.string(), database: z.string().optional() })
  zodRoutes(app).get("/healthz", { schema: { response: { 200: health, 503: health } } }, async (_request, reply) => {
    if (!db) return { status: "ok" }
    try {
      await sql`select 1`.execute(db)
      return { status: "ok", database: "ok" }
    } catch {
      return reply.code(503).header("Retry-After", "5").send({ status: "unavailable", database: "unreachable" })
    }
  })

  await app.register(fastifyStatic, {
    root: publicDir,
    // /services → 301 /services/, the trailing-slash form gatsby-config uses everywhere.
    redirect: true,
    index: ["index.html"],
    preCompressed: true,
    cacheControl: false,
    etag: true,
    // The ETag is the one validator, as for the files held in memory.
    lastModified: false,
    // The media type is fileHeaders' (mime-types), as for the files held in memory.
    contentType: false,
    allowedPath: (pathName) => !pathName.endsWith(`/${HEADERS_FILE}`) && !pathName.endsWith(`/${NGINX_FILE}`),
    setHeaders: (response, filePath) => {
      const urlPath = `/${path.relative(publicDir, filePath).split(path.sep).join("/")}`.replace(/\.(br|gz)$/, "")
      const headers = fileHeaders(urlPath, pageHeaders)
      for (const [name, value] of Object.entries(headers)) response.setHeader(name, value)
    },
  })

  app.setNotFoundHandler((request, reply) => {
    const urlPath = request.url.split("?")[0]
    // An API's unknown path (and any other method than a page's) answers the APIs' refusal, not a page.
    if ((request.method !== "GET" && request.method !== "HEAD") || urlPath.startsWith("/api/")) {
      const notFound: ApiErrorReply = { error: "Not Found", code: ERROR_CODES.notFound }
      return reply.code(404).send(notFound)
    }
    // An app's client-only routes all load its one page, which reads the path in the browser.
    const appPage = appPageOf(urlPath)
    if (appPage && fs.existsSync(path.join(publicDir, appPage))) {
      return reply.code(200).headers(policyHeader(appPage)).sendFile(appPage, path.resolve(publicDir))
    }
    const page = notFoundPage(urlPath)
    return reply.code(404).headers(policyHeader(page)).sendFile(page, path.resolve(publicDir))
  })
  return app
}
