import path from "node:path"
import Fastify, { type FastifyInstance } from "fastify"
import fastifyStatic from "@fastify/static"
import { quoteRoutes, type QuoteApiOptions } from "./api/quote-route"

type Options = {
  publicDir: string
  logger?: boolean
  trustProxy?: boolean
  quoteApi?: Omit<QuoteApiOptions, "publicDir">
}

// Serves the Gatsby build — one URL per page ending in "/", the 404 page with status 404 for anything else —
// and, beside it on the same origin, the quote API.
export async function buildApp({
  publicDir,
  logger = false,
  trustProxy = false,
  quoteApi,
}: Options): Promise<FastifyInstance> {
  const app = Fastify({ logger, trustProxy })
  await app.register(fastifyStatic, {
    root: publicDir,
    // /services → 301 /services/, the trailing-slash form gatsby-config uses everywhere.
    redirect: true,
    index: ["index.html"],
  })
  if (quoteApi) await app.register(quoteRoutes, { ...quoteApi, publicDir })
  app.setNotFoundHandler((request, reply) => {
    if (request.method !== "GET" && request.method !== "HEAD") {
      return reply.code(404).send({ error: "Not Found" })
    }
    return reply.code(404).sendFile("404.html", path.resolve(publicDir))
  })
  return app
}
