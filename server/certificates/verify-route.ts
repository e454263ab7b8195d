import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify"
import type { Kysely } from "kysely"
import { z } from "zod"
import { LOCALES, localizePath, type Locale } from "../../src/lib/locales"
import { VERIFY_PATH } from "../../src/lib/routes"
import { verifyResultHtml, type VerifyAnswer } from "../../src/lib/verify-result"
import { registerRateLimit } from "../api/rate-limit"
import type { Clock } from "../clock"
import type { Content } from "../content"
import { hashClientAddress } from "../http/client-address"
import type { Database } from "../storage/schema"
import { cairoToday } from "../../src/lib/cairo-time"
import { verifyCertificate } from "./verify"
import { builtVerifyPages, filledVerifyPage } from "./verify-page"
import { compressResponses } from "../http/compression"
import { errorReply, zodRoutes } from "../http/zod-routes"

export type VerifyRouteOptions = {
  db: Kysely<Database>
  // Whose day says whether a document has expired (Cairo's calendar).
  clock: Clock
  // The salt of the hashed client addresses the limit counts (IP_HASH_SALT).
  ipHashSalt: string
  // 10 checks a minute from one address: enough for a person, too few to guess codes. max 0 lifts it.
  rateLimit?: { max: number; windowMs: number }
  // The built site and its texts: with them, GET /verify/ and /ar/verify/ answer the form sent without script.
  pages?: { publicDir: string; content: Content }
}

export const VERIFY_RATE_LIMIT = { max: 10, windowMs: 60_000 }
export const NO_MATCH = "No certificate matches this number and code."

const querystring = z.object({ n: z.string().max(64).optional(), c: z.string().max(64).optional() })
type Query = z.infer<typeof querystring>
const maybe = z.string().nullable()
// What the check answers (src/lib/certificate-kinds.ts, Verification): never the code or the reason.
const verification = z.object({
  found: z.literal(true),
  number: z.string(),
  status: z.string(),
  statusDate: maybe,
  kind: z.string(),
  item: z.string(),
  serial: maybe,
  rating: maybe,
  client: z.string(),
  site: z.string(),
  inspectedOn: z.string(),
  validUntil: maybe,
  inspector: z.string(),
  inspectorCertificate: z.string(),
  // The amendment that replaced it (status "superseded"), with its code for the link to its check.
  supersededBy: z.object({ number: z.string(), code: maybe }).nullish(),
})
const noMatch = z.object({ found: z.literal(false), error: z.string() })

// Only a request that asks something is a check: opening the empty form costs nothing. (The rate limit's allow
// list reads the query as Fastify left it, so it is read by its schema again.)
const asksNothing = (request: FastifyRequest) => {
  const query = querystring.safeParse(request.query)
  return query.success && !query.data.n && !query.data.c
}

// GET /api/verify?n=<number>&c=<code>: the public check as JSON, for clients' own systems; GET /verify/?n=&c= the
// same check as the built page with the answer filled in. Nothing here lists or searches: without the code a
// number tells nothing, and the answer is never cached.
export async function verifyRoutes(scope: FastifyInstance, options: VerifyRouteOptions) {
  const app = zodRoutes(scope)
  await registerRateLimit(scope, options.db, options.ipHashSalt, options.clock)
  await compressResponses(scope)
  const { max, windowMs } = options.rateLimit ?? VERIFY_RATE_LIMIT
  // One count for the JSON and both pages: switching between them gives no more guesses.
  const keyGenerator = (request: FastifyRequest) => `verify:${hashClientAddress(options.ipHashSalt, request.ip)}`
  const limit = (allowList?: (request: FastifyRequest) => boolean) => ({
    rateLimit: max > 0 ? { max, timeWindow: windowMs, keyGenerator, allowList } : (false as const),
  })
  const check = (query: Query) =>
    verifyCertificate(options.db, query.n ?? "", query.c ?? "", cairoToday(options.clock()))

  app.addHook("onSend", async (_request, reply) => {
    reply.header("Cache-Control", "no-store").header("X-Robots-Tag", "noindex")
  })
  const { pages } = options
  // Read once, and checked at start: a build whose page lost its slot stops the server instead of answering
  // blank pages.
  const builtPages = pages && builtVerifyPages(pages.publicDir)
  const answerPage = (reply: FastifyReply, locale: Locale, answer: VerifyAnswer) => {
    const edition = pages!.content[locale]
    const html = verifyResultHtml(edition.verify, edition.site.brand, locale, answer)
    return reply.type("text/html; charset=utf-8").send(filledVerifyPage(builtPages![locale], html))
  }
  // What it does not word goes on to the root handler by a rejection: Fastify then knows it for an error, where
  // reply.send(error) asks `instanceof Error`, which a database driver's error from another realm fails (a test
  // worker's second file), and the error would be serialised as a 200 reply.
  app.setErrorHandler(async (error: Error & { statusCode?: number }, request, reply) => {
    if (error.statusCode !== 429) throw error
    const locale = LOCALES.find((candidate) => request.url.startsWith(localizePath(VERIFY_PATH, candidate)))
    if (builtPages && locale) return answerPage(reply.code(429), locale, { found: false, problem: "tooMany" })
    return reply.code(429).send({ error: "Too many checks from this address; try again in a minute." })
  })

  app.get(
    "/api/verify",
    { schema: { querystring, response: { 200: verification, 404: noMatch, 429: errorReply } }, config: limit() },
    async (request, reply) => {
      const result = await check(request.query)
      return result.found ? result : reply.code(404).send({ found: false, error: NO_MATCH })
    },
  )

  if (!builtPages) return
  for (const locale of LOCALES) {
    app.get(
      localizePath(VERIFY_PATH, locale),
      { schema: { querystring }, config: limit(asksNothing) },
      async (request, reply) => {
        if (asksNothing(request)) return reply.type("text/html; charset=utf-8").send(builtPages[locale])
        return answerPage(reply, locale, await check(request.query))
      },
    )
  }
}
