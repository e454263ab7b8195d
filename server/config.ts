import path from "node:path"
import { z } from "zod"
import { ATTACHMENT_DEFAULTS, MB, type AttachmentLimits } from "../src/lib/attachment-rules"
import { parseTrustProxy, TRUST_PROXY_EXPECTS, type TrustProxy } from "./http/trust-proxy"
import { clockStartingAt, systemClock, type Clock } from "./clock"

export type ServerConfig = {
  port: number
  host: string
  publicDir: string
  dataDir: string
  databaseUrl?: string
  smtpUrl?: string
  mailFrom?: string
  quoteTo?: string
  complaintsTo?: string
  siteUrl: string
  trustProxy: TrustProxy
  rateLimit: { max: number; windowMs: number }
  minFillMs: number
  // Acknowledgements one e-mail address is sent in 24 hours; later requests are stored and notified without one.
  acknowledgementsPerDay: number
  // Unset: made at first start and kept in DATA_DIR (server/staff/secret.ts).
  ipHashSalt?: string
  logLevel: string
  // LOG_FORMAT: readable lines or one JSON object a line; unset: lines in a terminal, JSON elsewhere (start.ts).
  logFormat?: LogFormat
  staffAuthSecret?: string
  // Signs the certificates' labels; unset: made at first start and kept in DATA_DIR (certificates/label-signing.ts).
  labelSigningKey?: string
  staffRequireTwoFactor: boolean
  retentionMonths: number
  spamRetentionDays: number
  complaintRetentionMonths: number
  attachments: AttachmentLimits
  // The system clock, or with CLOCK_START (tests only) one that starts at that instant.
  clock: Clock
}

type Env = Record<string, string | undefined>

// Imported by server/storage/requests.ts for callers that pass no limit (the CLI's and the tests' saves).
export const DEFAULT_ACKNOWLEDGEMENTS_PER_DAY = 3

// The environment as zod schemas: each variable's type, range and default in one line of `variables`. A wrong
// value stops the server at start with the variable named and what it expects.

// An empty variable counts as unset, as shells and .env files write it.
const unsetIfBlank = (raw: unknown) => (raw === "" ? undefined : raw)

const wholeNumber = (fallback: number, min: number, max: number) => {
  const message = `must be a whole number from ${min} to ${max}`
  return z.preprocess(
    unsetIfBlank,
    z
      .string()
      .trim()
      .regex(/^\d+$/, message)
      .transform(Number)
      .pipe(z.number().min(min, message).max(max, message))
      .default(String(fallback)),
  )
}

const urlWith = (...protocols: string[]) => {
  const message = `must be a URL starting with ${protocols.join(" or ")}`
  return z.preprocess(
    unsetIfBlank,
    z
      .string()
      .url(message)
      .refine((value) => protocols.some((protocol) => value.startsWith(protocol)), message)
      .optional(),
  )
}

const mailAddress = z.preprocess(
  unsetIfBlank,
  z
    .string()
    .trim()
    .regex(
      /^(?:[^<>\r\n]*<)?[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+>?$/,
      'must be an e-mail address, optionally with a name: "Name <name@example.com>"',
    )
    .optional(),
)

const flag = z.preprocess(
  (raw) => (typeof raw === "string" ? unsetIfBlank(raw.toLowerCase()) : raw),
  z
    .enum(["1", "true", "yes", "0", "false", "no"], { message: "must be 1/true/yes or 0/false/no" })
    .optional()
    .transform((value) => value === "1" || value === "true" || value === "yes"),
)

// How many proxies, or which, the client address and protocol are taken from (server/http/trust-proxy.ts).
const trustProxy = z.preprocess(
  unsetIfBlank,
  z
    .string()
    .default("false")
    .transform((value, context) => {
      try {
        return parseTrustProxy(value)
      } catch {
        context.addIssue({ code: z.ZodIssueCode.custom, message: TRUST_PROXY_EXPECTS })
        return z.NEVER
      }
    }),
)

// An instant with its zone ("2026-11-27T21:59:00Z", "2026-11-27T23:59:00+02:00"): never the machine's local time.
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/
const instant = z.preprocess(
  unsetIfBlank,
  z
    .string()
    .trim()
    .refine(
      (value) => INSTANT.test(value) && !Number.isNaN(Date.parse(value)),
      "must be an instant with its zone, like 2026-11-27T21:59:00Z",
    )
    .transform((value) => new Date(value))
    .optional(),
)

const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "silent"] as const
export const LOG_FORMATS = ["json", "pretty"] as const
export type LogFormat = (typeof LOG_FORMATS)[number]

const variables = z.object({
  PORT: wholeNumber(9000, 0, 65535),
  HOST: z.preprocess(unsetIfBlank, z.string().default("127.0.0.1")),
  PUBLIC_DIR: z.preprocess(unsetIfBlank, z.string().default("public")),
  DATA_DIR: z.preprocess(unsetIfBlank, z.string().default("var")),
  DATABASE_URL: urlWith("postgres://", "postgresql://"),
  SMTP_URL: urlWith("smtp://", "smtps://"),
  MAIL_FROM: mailAddress,
  QUOTE_TO: mailAddress,
  COMPLAINTS_TO: mailAddress,
  SITE_URL: urlWith("https://", "http://"),
  TRUST_PROXY: trustProxy,
  RATE_LIMIT_MAX: wholeNumber(5, 0, 1_000_000),
  RATE_LIMIT_WINDOW_SECONDS: wholeNumber(600, 1, 86_400),
  QUOTE_MIN_FILL_MS: wholeNumber(3000, 0, 600_000),
  ACKNOWLEDGEMENTS_PER_DAY: wholeNumber(DEFAULT_ACKNOWLEDGEMENTS_PER_DAY, 1, 1000),
  IP_HASH_SALT: z.preprocess(unsetIfBlank, z.string().optional()),
  LOG_LEVEL: z.preprocess(
    unsetIfBlank,
    z.enum(LOG_LEVELS, { message: `must be one of ${LOG_LEVELS.join(", ")}` }).default("info"),
  ),
  LOG_FORMAT: z.preprocess(
    unsetIfBlank,
    z.enum(LOG_FORMATS, { message: `must be one of ${LOG_FORMATS.join(", ")}` }).optional(),
  ),
  STAFF_AUTH_SECRET: z.preprocess(unsetIfBlank, z.string().min(32, "must be at least 32 characters long").optional()),
  LABEL_SIGNING_KEY: z.preprocess(unsetIfBlank, z.string().optional()),
  STAFF_REQUIRE_2FA: flag,
  RETENTION_MONTHS: wholeNumber(24, 1, 1200),
  SPAM_RETENTION_DAYS: wholeNumber(30, 1, 36_500),
  // Five years, as data/privacy.json states: the accreditation keeps complaints with the inspection records.
  COMPLAINT_RETENTION_MONTHS: wholeNumber(60, 1, 1200),
  // The quote form's attachments (src/lib/attachment-rules.ts has the defaults the pages state).
  ATTACHMENT_MAX_FILES: wholeNumber(ATTACHMENT_DEFAULTS.maxFiles, 0, 50),
  ATTACHMENT_MAX_BYTES: wholeNumber(ATTACHMENT_DEFAULTS.maxFileBytes, 1, 1024 * MB),
  ATTACHMENTS_MAX_TOTAL_BYTES: wholeNumber(ATTACHMENT_DEFAULTS.maxTotalBytes, 1, 4096 * MB),
  // Tests only: the server's clock starts at this instant and runs on from there.
  CLOCK_START: instant,
})

// The address a browser on this computer reaches the server at: an address listened on everywhere is reached
// through the loopback one, an IPv6 address in brackets.
function listenUrl(host: string, port: number): string {
  const reached = host === "0.0.0.0" ? "127.0.0.1" : host === "::" ? "::1" : host
  return `http://${reached.includes(":") ? `[${reached}]` : reached}:${port}`
}

// Values a message must not repeat: a URL may carry a password, a secret is one.
const SECRET = new Set(["DATABASE_URL", "SMTP_URL", "STAFF_AUTH_SECRET", "IP_HASH_SALT", "LABEL_SIGNING_KEY"])

export function loadConfig(env: Env = process.env): ServerConfig {
  const parsed = variables.safeParse(env)
  if (!parsed.success) {
    const {
      path: [name],
      message,
    } = parsed.error.issues[0]
    const got = SECRET.has(String(name)) ? "" : ` (got "${env[String(name)]}")`
    throw new Error(`${String(name)} ${message}${got}`)
  }
  const value = parsed.data
  if (!value.SITE_URL && env.NODE_ENV === "production") {
    throw new Error(
      "SITE_URL must be set in production (NODE_ENV=production): the site's public address, like https://www.inspection-eg.com, is the only origin the workspace trusts",
    )
  }
  if (!value.SITE_URL && value.PORT === 0) {
    throw new Error("SITE_URL must be set when PORT is 0: without it the site's own address (host and port) is trusted")
  }
  if (value.CLOCK_START && env.NODE_ENV === "production") {
    throw new Error("CLOCK_START is for tests: a production server (NODE_ENV=production) runs on the system clock")
  }
  return {
    port: value.PORT,
    host: value.HOST,
    publicDir: path.resolve(value.PUBLIC_DIR),
    dataDir: path.resolve(value.DATA_DIR),
    databaseUrl: value.DATABASE_URL,
    smtpUrl: value.SMTP_URL,
    mailFrom: value.MAIL_FROM,
    quoteTo: value.QUOTE_TO,
    complaintsTo: value.COMPLAINTS_TO,
    // Without SITE_URL, the address the server listens on: `npm start` and its workspace work together locally.
    siteUrl: (value.SITE_URL ?? listenUrl(value.HOST, value.PORT)).replace(/\/$/, ""),
    trustProxy: value.TRUST_PROXY,
    rateLimit: { max: value.RATE_LIMIT_MAX, windowMs: value.RATE_LIMIT_WINDOW_SECONDS * 1000 },
    minFillMs: value.QUOTE_MIN_FILL_MS,
    acknowledgementsPerDay: value.ACKNOWLEDGEMENTS_PER_DAY,
    ipHashSalt: value.IP_HASH_SALT,
    logLevel: value.LOG_LEVEL,
    logFormat: value.LOG_FORMAT,
    staffAuthSecret: value.STAFF_AUTH_SECRET,
    labelSigningKey: value.LABEL_SIGNING_KEY,
    staffRequireTwoFactor: value.STAFF_REQUIRE_2FA,
    retentionMonths: value.RETENTION_MONTHS,
    spamRetentionDays: value.SPAM_RETENTION_DAYS,
    complaintRetentionMonths: value.COMPLAINT_RETENTION_MONTHS,
    attachments: {
      maxFiles: value.ATTACHMENT_MAX_FILES,
      maxFileBytes: value.ATTACHMENT_MAX_BYTES,
      maxTotalBytes: value.ATTACHMENTS_MAX_TOTAL_BYTES,
    },
    clock: value.CLOCK_START ? clockStartingAt(value.CLOCK_START) : systemClock,
  }
}
