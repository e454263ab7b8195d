import path from "node:path"
import Fastify, { type FastifyInstance } from "fastify"
import fastifyStatic from "@fastify/static"

type Options = { publicDir: string; logger?: boolean }

// Serves the Gatsby build: one URL per page ending in "/", and the 404 page with status 404 for anything else.
export async function buildApp({ publicDir, logger = false }: Options): Promise<FastifyInstance> {
  const app = Fastify({ logger })
  await app.register(fastifyStatic, {
    root: publicDir,
    // /services → 301 /services/, the trailing-slash form gatsby-config uses everywhere.
    redirect: true,
    index: ["index.html"],
  })
  app.setNotFoundHandler((request, reply) => {
    if (request.method !== "GET" && request.method !== "HEAD") {
      return reply.code(404).send({ error: "Not Found" })
    }
    return reply.code(404).sendFile("404.html", path.resolve(publicDir))
  })
  return app
}
