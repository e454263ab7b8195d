import { z } from "zod"

// The one refusal every API answers (/api/staff/, /api/client/, /api/verify, the server's own 404 and 5xx):
// words a person reads, a machine code the pages branch on, the request id of a server error (which the log
// carries with its cause), and the fields a malformed request got wrong. The server declares it as routes' reply
// schema; the browser reads every refusal through it (json-fetch.ts).
export const apiError = z.object({
  error: z.string(),
  code: z.string().optional(),
  requestId: z.string().optional(),
  // A malformed request: where (body.name, querystring.n) and what is wrong there.
  fields: z.record(z.string()).optional(),
})
export type ApiErrorReply = z.infer<typeof apiError>

// The guards' refusals, the same for staff and clients (server/http/guarded-scope.ts). A session past its 12-hour
// cap is signed out too (in other words).
export const GUARD_CODES = {
  foreignOrigin: "FOREIGN_ORIGIN",
  signedOut: "SIGNED_OUT",
  twoFactorRequired: "TWO_FACTOR_REQUIRED",
  adminOnly: "ADMIN_ONLY",
  noCompany: "NO_COMPANY",
  // A workspace account of the other population: an inspector on the workspace's API, staff on the inspectors'.
  wrongRole: "WRONG_ROLE",
} as const
export type GuardCode = (typeof GUARD_CODES)[keyof typeof GUARD_CODES]

// The root error handler's (server/http/error-handler.ts).
export const ERROR_CODES = {
  invalidRequest: "INVALID_REQUEST",
  notFound: "NOT_FOUND",
  serverError: "SERVER_ERROR",
  // A report submitted for a kind its inspector was not authorised for on the examination's day (issue 62).
  notAuthorised: "NOT_AUTHORISED",
  // A reviewer authorising or returning a report they wrote themselves (issue 62).
  ownReport: "OWN_REPORT",
  // A report changed, submitted again, returned or issued since the version the caller read (issue 62).
  staleVersion: "STALE_VERSION",
  // A report that is not waiting for review: a draft, a returned one, or one already issued (issue 62).
  notSubmitted: "NOT_SUBMITTED",
  alreadyIssued: "ALREADY_ISSUED",
} as const

// A reply's body as a refusal: the server's words, or `fallback` (the status text) when it has none (a proxy's
// HTML error page, an empty body, the sign-in library's own { message, code }), with whatever else it says.
export function readApiError(body: unknown, fallback: string): ApiErrorReply {
  const parsed = apiError.partial().safeParse(body)
  const reply = parsed.success ? parsed.data : {}
  return { ...reply, error: reply.error ?? fallback }
}
