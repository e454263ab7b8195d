import path from "node:path"

export type ServerConfig = {
  port: number
  host: string
  publicDir: string
  dataDir: string
  databaseUrl?: string
  smtpUrl?: string
  mailFrom?: string
  quoteTo?: string
  siteUrl: string
  trustProxy: boolean
  rateLimit: { max: number; windowMs: number }
  minFillMs: number
  ipHashSalt: string
  logLevel: string
  staffAuthSecret?: string
  staffRequireTwoFactor: boolean
  retentionMonths: number
  spamRetentionDays: number
}

type Env = Record<string, string | undefined>

// Read once at start; a wrong value stops the server with the variable named and what it expects.
function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name]
  if (raw === undefined || raw === "") return fallback
  const value = Number(raw)
  if (!/^\d+$/.test(raw.trim()) || value < min || value > max) {
    throw new Error(`${name} must be a whole number from ${min} to ${max} (got "${raw}")`)
  }
  return value
}

function url(env: Env, name: string, protocols: string[]): string | undefined {
  const raw = env[name]
  if (!raw) return undefined
  let parsed: URL
  try {
    parsed = new URL(raw)
  } catch {
    throw new Error(`${name} must be a URL starting with ${protocols.join(" or ")} (got an unparsable value)`)
  }
  if (!protocols.includes(parsed.protocol.replace(/:$/, "://"))) {
    throw new Error(`${name} must be a URL starting with ${protocols.join(" or ")} (got "${parsed.protocol}//…")`)
  }
  return raw
}

function address(env: Env, name: string): string | undefined {
  const raw = env[name]
  if (!raw) return undefined
  if (!/^(?:[^<>\r\n]*<)?[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+>?$/.test(raw.trim())) {
    throw new Error(
      `${name} must be an e-mail address, optionally with a name: "Name <name@example.com>" (got "${raw}")`,
    )
  }
  return raw.trim()
}

function flag(env: Env, name: string): boolean {
  const raw = (env[name] ?? "").toLowerCase()
  if (["", "0", "false", "no"].includes(raw)) return false
  if (["1", "true", "yes"].includes(raw)) return true
  throw new Error(`${name} must be 1/true/yes or 0/false/no (got "${env[name]}")`)
}

function choice(env: Env, name: string, allowed: string[], fallback: string): string {
  const raw = env[name]
  if (!raw) return fallback
  if (!allowed.includes(raw)) throw new Error(`${name} must be one of ${allowed.join(", ")} (got "${raw}")`)
  return raw
}

function secret(env: Env, name: string): string | undefined {
  const raw = env[name]
  if (!raw) return undefined
  if (raw.length < 32) throw new Error(`${name} must be at least 32 characters long (got ${raw.length})`)
  return raw
}

export function loadConfig(env: Env = process.env): ServerConfig {
  return {
    port: integer(env, "PORT", 9000, 0, 65535),
    host: env.HOST || "127.0.0.1",
    publicDir: path.resolve(env.PUBLIC_DIR || "public"),
    dataDir: path.resolve(env.DATA_DIR || "var"),
    databaseUrl: url(env, "DATABASE_URL", ["postgres://", "postgresql://"]),
    smtpUrl: url(env, "SMTP_URL", ["smtp://", "smtps://"]),
    mailFrom: address(env, "MAIL_FROM"),
    quoteTo: address(env, "QUOTE_TO"),
    siteUrl: (url(env, "SITE_URL", ["https://", "http://"]) ?? "https://www.inspection-eg.com").replace(/\/$/, ""),
    trustProxy: flag(env, "TRUST_PROXY"),
    rateLimit: {
      max: integer(env, "RATE_LIMIT_MAX", 5, 0, 1_000_000),
      windowMs: integer(env, "RATE_LIMIT_WINDOW_SECONDS", 600, 1, 86_400) * 1000,
    },
    minFillMs: integer(env, "QUOTE_MIN_FILL_MS", 3000, 0, 600_000),
    ipHashSalt: env.IP_HASH_SALT || "inspection-quote-ip",
    logLevel: choice(env, "LOG_LEVEL", ["fatal", "error", "warn", "info", "debug", "silent"], "info"),
    staffAuthSecret: secret(env, "STAFF_AUTH_SECRET"),
    staffRequireTwoFactor: flag(env, "STAFF_REQUIRE_2FA"),
    retentionMonths: integer(env, "RETENTION_MONTHS", 24, 1, 1200),
    spamRetentionDays: integer(env, "SPAM_RETENTION_DAYS", 30, 1, 36_500),
  }
}
