import type { FastifyError, FastifyReply, FastifyRequest } from "fastify"
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod"
import { ERROR_CODES, type ApiErrorReply } from "../../src/lib/api-error"
import { redactSecrets } from "./redact"

export const SERVER_ERROR_WORDS = "Something went wrong on our side. Try again later."

// What the log keeps of a server error: its kind, code and words and where it was raised, redacted — not the
// error object itself, whose own fields (a PostgreSQL error's `detail`, a query's parameters) may name a person.
function causeOf(error: FastifyError) {
  return {
    type: error.name,
    code: error.code,
    message: redactSecrets(String(error.message)),
    stack: error.stack ? redactSecrets(error.stack) : undefined,
  }
}

// A malformed request's fields (zod's issues, as fastify-type-provider-zod hands them over): a field's path, or
// the part of the request (body, querystring) when the whole part is wrong.
function fieldsOf(error: FastifyError): Record<string, string> | undefined {
  if (!hasZodFastifySchemaValidationErrors(error)) return undefined
  const fields: Record<string, string> = {}
  for (const issue of error.validation) {
    const name = issue.instancePath.slice(1).replaceAll("/", ".") || String(error.validationContext ?? "request")
    fields[name] ??= issue.message
  }
  return fields
}

// The root error handler (fastify/demo's): a 4xx keeps its own words (and a malformed request its fields); any
// other error answers 500 (503 as raised) with plain words and the request id, and the cause goes to the log under
// that id. Scopes with their own handler (the request forms, the certificate check) hand on what they do not word.
export function rootErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode ?? 500
  if (status >= 400 && status < 500) {
    const fields = fieldsOf(error)
    const body: ApiErrorReply = fields
      ? { error: error.message, code: ERROR_CODES.invalidRequest, fields }
      : { error: error.message, ...(error.code ? { code: error.code } : {}) }
    return reply.code(status).send(body)
  }
  request.log.error({ error: causeOf(error) }, "request failed")
  const body: ApiErrorReply = { error: SERVER_ERROR_WORDS, code: ERROR_CODES.serverError, requestId: request.id }
  return reply.code(status >= 500 ? status : 500).send(body)
}
