import type { FastifyInstance } from "fastify"
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod"
import { z } from "zod"

// The one validation system: routes read their params, query and body with zod schemas, as the forms do
// (src/lib/*-schema.ts), and reply through their response schema, which keeps only the fields it names.
// fastify-type-provider-zod 4 is the line for zod 3 (5 and later need zod 4's API). Each route plugin calls this
// itself, so it works wherever it is registered (buildApp, or a test's bare Fastify).
export function zodRoutes(app: FastifyInstance) {
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  return app.withTypeProvider<ZodTypeProvider>()
}

// A refusal, as every API words it (src/lib/api-error.ts): routes name it as their 4xx reply's schema.
export { apiError as errorReply } from "../../src/lib/api-error"
export const okReply = z.object({ ok: z.literal(true) })
