import type { Kysely } from "kysely"
import type { Dialect } from "../storage/migrations"
import type { Database } from "../storage/schema"
import { redactSecrets } from "../http/redact"
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "./password-policy"

// What both populations' Better Auth instances are (the workspace's, server/staff/auth.ts, and the clients',
// server/client/auth.ts): one place for the choices that must not drift apart between them.
export type AuthBase = {
  db: Kysely<Database>
  dialect: Dialect
  secret: string
  brand: string
  siteUrl: string
  basePath: string
}

export const authBaseOptions = ({ db, dialect, secret, brand, siteUrl, basePath }: AuthBase) => ({
  appName: brand,
  secret,
  basePath,
  // SITE_URL, never the request's Host: a link the library builds cannot point at a host the caller names, and
  // a redirectTo/callbackURL outside the site is refused.
  baseURL: siteUrl,
  trustedOrigins: [new URL(siteUrl).origin],
  database: { db: db as Kysely<unknown>, type: dialect },
  telemetry: { enabled: false },
  // The library's own messages go through the same redaction as ours: no token, code or address in a log line.
  logger: {
    level: "error" as const,
    log: (level: string, message: string) =>
      process.stderr.write(`${JSON.stringify({ level, msg: redactSecrets(message) })}\n`),
  },
  // Lockout is ours, kept in the database so every instance shares it (server/staff/lockout.ts).
  rateLimit: { enabled: false },
})

// E-mail and password sign-in with no sign-up (accounts are made by invitation), under one password policy.
export const passwordSignIn = (resetPasswordTokenExpiresIn: number) => ({
  enabled: true,
  disableSignUp: true,
  minPasswordLength: PASSWORD_MIN_LENGTH,
  maxPasswordLength: PASSWORD_MAX_LENGTH,
  resetPasswordTokenExpiresIn,
  revokeSessionsOnPasswordReset: true,
})
