import { z } from "zod"
import { STAFF_AUTH_PATH } from "./auth"

// The Better Auth endpoints the workspace's pages call (src/components/staff), each with the body fields it may
// pass on. Everything else the library offers stays unreachable over HTTP; the workspace calls what it needs of
// the rest (creating, disabling accounts) through auth.api, behind its own guard and audit log.
export type AuthBody = Record<string, unknown>

// What a caller sent, read as fields: anything but a JSON object is no fields (the library then refuses the call
// by its own schema, as it refuses missing fields).
const authBodySchema = z.record(z.string(), z.unknown())
export const authBodyOf = (body: unknown): AuthBody => authBodySchema.safeParse(body).data ?? {}

const pick =
  (...fields: string[]) =>
  (body: AuthBody): AuthBody =>
    Object.fromEntries(fields.filter((field) => Object.hasOwn(body, field)).map((field) => [field, body[field]]))

export const PUBLIC_AUTH_ENDPOINTS = {
  "/sign-in/email": pick("email", "password"),
  "/sign-out": () => ({}),
  // The set-password page (an invitation's or a reset's link).
  "/reset-password": pick("newPassword", "token"),
  // The sign-in page's "Forgot your password?".
  "/request-password-reset": pick("email", "redirectTo"),
  "/two-factor/enable": pick("password"),
  // trustDevice (skip the second factor on this browser for 30 days) is not offered, so not passed on.
  "/two-factor/verify-totp": pick("code"),
  // The backup codes handed out at set-up.
  "/two-factor/verify-backup-code": pick("code"),
} satisfies Record<string, (body: AuthBody) => AuthBody>

export type AuthEndpoint = keyof typeof PUBLIC_AUTH_ENDPOINTS

// One decision per request, whatever its spelling: the path is resolved as the library resolves it (dot segments,
// %2e, a trailing slash, the query dropped) and must then be one of the endpoints above; anything else is null.
export function canonicalAuthEndpoint(rawUrl: string): AuthEndpoint | null {
  let pathname: string
  try {
    pathname = new URL(rawUrl, "http://localhost").pathname
  } catch {
    return null
  }
  if (pathname.endsWith("/")) pathname = pathname.slice(0, -1)
  if (!pathname.startsWith(`${STAFF_AUTH_PATH}/`)) return null
  const endpoint = pathname.slice(STAFF_AUTH_PATH.length)
  return Object.hasOwn(PUBLIC_AUTH_ENDPOINTS, endpoint) ? (endpoint as AuthEndpoint) : null
}
