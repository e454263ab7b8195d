import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest } from "fastify"
import { GUARD_CODES, type ApiErrorReply, type GuardCode } from "../../src/lib/api-error"
import { isOwnOrigin, isStateChanging } from "../staff/origin"

// A guard's refusal: its status, its machine code (the same for staff and clients) and its words.
export type Refusal = { status: 401 | 403; code: GuardCode; error: string }

const FOREIGN_ORIGIN: Refusal = {
  status: 403,
  code: GUARD_CODES.foreignOrigin,
  error: "Requests are accepted from this site only.",
}

export type Guard<Session> = {
  siteUrl: string
  // The caller's session, or why there is none (signed out, ended, no company). May refresh its cookie.
  sessionOf: (request: FastifyRequest, reply: FastifyReply) => Promise<Session | Refusal>
  // What the route asks beyond a session (its config): two-factor sign-in set up, a role.
  refusalOf: (session: Session, config: FastifyContextConfig) => Refusal | undefined
}

// Where each population's session is put on the request (server/staff/guard.ts, server/client/client-guard.ts,
// server/inspect/inspector-guard.ts).
type SessionKey = "staff" | "clientMember" | "inspector"

const isRefusal = (value: unknown): value is Refusal =>
  typeof value === "object" && value !== null && "status" in value && "code" in value && "error" in value

const refuse = (reply: FastifyReply, { status, code, error }: Refusal) =>
  reply.code(status).send({ error, code } satisfies ApiErrorReply)

// The one guard pattern, for the workspace and the clients' register alike: called once on an encapsulated scope,
// it guards every route registered in it, in onRequest (before a body is read): a change from another origin, then
// the session, then the route's own conditions; the session is on the request (decorateRequest) for the routes'
// typed accessor. Nothing it guards is cached.
export function guardScope<Key extends SessionKey>(
  scope: FastifyInstance,
  key: Key,
  guard: Guard<NonNullable<FastifyRequest[Key]>>,
) {
  scope.decorateRequest<FastifyRequest[SessionKey], SessionKey>(key, null)
  scope.addHook("onRequest", async (request, reply) => {
    reply.header("Cache-Control", "no-store")
    if (isStateChanging(request.method) && !isOwnOrigin(request, guard.siteUrl)) return refuse(reply, FOREIGN_ORIGIN)
    const session = await guard.sessionOf(request, reply)
    if (isRefusal(session)) return refuse(reply, session)
    ;(request as Record<Key, unknown>)[key] = session
    const refusal = guard.refusalOf(session, request.routeOptions.config)
    if (refusal) return refuse(reply, refusal)
  })
}

// A route's session, which its scope's guard put there; a route outside a guarded scope is a wiring mistake.
export function sessionOn<Key extends SessionKey>(request: FastifyRequest, key: Key): NonNullable<FastifyRequest[Key]> {
  const session = request[key]
  if (!session) throw new Error(`A route reads request.${key} outside its guarded scope`)
  return session as NonNullable<FastifyRequest[Key]>
}
