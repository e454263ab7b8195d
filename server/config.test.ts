/** @jest-environment node */
import path from "node:path"
import { loadConfig } from "./config"
import { TRUST_PROXY_EXPECTS } from "./http/trust-proxy"

test("defaults: port 9000 on loopback, ./public, SQLite in ./var, 5 requests per 10 minutes", () => {
  expect(loadConfig({})).toMatchObject({
    port: 9000,
    host: "127.0.0.1",
    publicDir: path.resolve("public"),
    dataDir: path.resolve("var"),
    databaseUrl: undefined,
    smtpUrl: undefined,
    trustProxy: 0,
    rateLimit: { max: 5, windowMs: 600_000 },
    minFillMs: 3000,
    acknowledgementsPerDay: 3,
    // The address listened on: the workspace works where `npm start` runs it.
    siteUrl: "http://127.0.0.1:9000",
  })
})

test("without SITE_URL the trusted origin is the address listened on; with it, SITE_URL", () => {
  expect(loadConfig({ PORT: "9521" }).siteUrl).toBe("http://127.0.0.1:9521")
  expect(loadConfig({ HOST: "0.0.0.0", PORT: "9521" }).siteUrl).toBe("http://127.0.0.1:9521")
  expect(loadConfig({ HOST: "::", PORT: "9521" }).siteUrl).toBe("http://[::1]:9521")
  expect(loadConfig({ SITE_URL: "https://www.inspection-eg.com/" }).siteUrl).toBe("https://www.inspection-eg.com")
  expect(() => loadConfig({ PORT: "0" })).toThrow("SITE_URL must be set when PORT is 0")
})

test("variables override the defaults", () => {
  const config = loadConfig({
    PORT: "8080",
    HOST: "0.0.0.0",
    PUBLIC_DIR: "/srv/site",
    DATA_DIR: "/srv/data",
    DATABASE_URL: "postgres://app@db/quotes",
    SMTP_URL: "smtp://mail.example.com:587",
    MAIL_FROM: "Inspection website <website@example.com>",
    QUOTE_TO: "quotes@example.com",
    TRUST_PROXY: "true",
    RATE_LIMIT_MAX: "0",
    ACKNOWLEDGEMENTS_PER_DAY: "10",
  })
  expect(config).toMatchObject({
    port: 8080,
    host: "0.0.0.0",
    publicDir: "/srv/site",
    dataDir: "/srv/data",
    databaseUrl: "postgres://app@db/quotes",
    smtpUrl: "smtp://mail.example.com:587",
    mailFrom: "Inspection website <website@example.com>",
    quoteTo: "quotes@example.com",
    trustProxy: 1,
    rateLimit: { max: 0, windowMs: 600_000 },
    acknowledgementsPerDay: 10,
  })
})

test.each([
  [{ PORT: "http" }, 'PORT must be a whole number from 0 to 65535 (got "http")'],
  [{ PORT: "70000" }, 'PORT must be a whole number from 0 to 65535 (got "70000")'],
  [{ DATABASE_URL: "mysql://db/quotes" }, "DATABASE_URL must be a URL starting with postgres:// or postgresql://"],
  [{ SMTP_URL: "mail.example.com" }, "SMTP_URL must be a URL starting with smtp:// or smtps://"],
  [
    { QUOTE_TO: "quotes" },
    'QUOTE_TO must be an e-mail address, optionally with a name: "Name <name@example.com>" (got "quotes")',
  ],
  [{ TRUST_PROXY: "maybe" }, `TRUST_PROXY ${TRUST_PROXY_EXPECTS} (got "maybe")`],
  [{ TRUST_PROXY: "10.0.0.0/33" }, `TRUST_PROXY ${TRUST_PROXY_EXPECTS} (got "10.0.0.0/33")`],
  [{ TRUST_PROXY: "127.0.0.1, 300.1.1.1" }, `TRUST_PROXY ${TRUST_PROXY_EXPECTS} (got "127.0.0.1, 300.1.1.1")`],
  [{ TRUST_PROXY: "127.0.0.1,2" }, `TRUST_PROXY ${TRUST_PROXY_EXPECTS} (got "127.0.0.1,2")`],
  [{ TRUST_PROXY: "11" }, `TRUST_PROXY ${TRUST_PROXY_EXPECTS} (got "11")`],
  [{ RATE_LIMIT_WINDOW_SECONDS: "0" }, "RATE_LIMIT_WINDOW_SECONDS must be a whole number from 1 to 86400"],
  [{ ACKNOWLEDGEMENTS_PER_DAY: "0" }, 'ACKNOWLEDGEMENTS_PER_DAY must be a whole number from 1 to 1000 (got "0")'],
])("%j stops the server with the variable named", (env, message) => {
  expect(() => loadConfig(env)).toThrow(message)
})

test("a message never repeats a URL or a secret, which may carry a password", () => {
  expect(() => loadConfig({ SMTP_URL: "http://user:hunter2@mail" })).toThrow(
    /^SMTP_URL must be a URL starting with smtp:\/\/ or smtps:\/\/$/,
  )
  expect(() => loadConfig({ STAFF_AUTH_SECRET: "short-secret" })).toThrow(
    /^STAFF_AUTH_SECRET must be at least 32 characters long$/,
  )
})

test("an empty variable counts as unset, and the staff variables have their defaults", () => {
  expect(loadConfig({ PORT: "", LOG_LEVEL: "", TRUST_PROXY: "" })).toMatchObject({
    port: 9000,
    logLevel: "info",
    trustProxy: 0,
    staffRequireTwoFactor: false,
    retentionMonths: 24,
    spamRetentionDays: 30,
  })
  expect(() => loadConfig({ LOG_LEVEL: "loud" })).toThrow(
    'LOG_LEVEL must be one of fatal, error, warn, info, debug, silent (got "loud")',
  )
})

test.each([
  ["false", 0],
  ["0", 0],
  ["true", 1],
  ["yes", 1],
  ["1", 1],
  ["2", 2],
  ["127.0.0.1", ["127.0.0.1"]],
  ["10.0.0.0/8, 192.168.1.5", ["10.0.0.0/8", "192.168.1.5"]],
  ["loopback,::1", ["loopback", "::1"]],
])("TRUST_PROXY=%s: the number of proxies, or their addresses", (value, trustProxy) => {
  expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toEqual(trustProxy)
})

test("without CLOCK_START the server runs on the system clock", () => {
  const before = Date.now()
  const now = loadConfig({}).clock().getTime()
  expect(now).toBeGreaterThanOrEqual(before)
  expect(now).toBeLessThanOrEqual(Date.now())
})

test.each([
  ["2026-11-27T21:59:00Z", "2026-11-27T21:59:00.000Z"],
  ["2026-11-27T23:59:00+02:00", "2026-11-27T21:59:00.000Z"],
  [" 2026-11-27T22:01Z ", "2026-11-27T22:01:00.000Z"],
])("CLOCK_START=%s starts the clock at that instant, and it runs on", async (value, start) => {
  const { clock } = loadConfig({ CLOCK_START: value })
  const first = clock().getTime()
  expect(first - Date.parse(start)).toBeGreaterThanOrEqual(0)
  expect(first - Date.parse(start)).toBeLessThan(1000)
  await new Promise((resolve) => setTimeout(resolve, 20))
  expect(clock().getTime()).toBeGreaterThan(first)
})

test.each(["2026-11-27", "2026-11-27T21:59:00", "tomorrow", "2026-13-01T00:00:00Z"])(
  "CLOCK_START=%s, without a zone or not an instant, stops the server",
  (value) => {
    expect(() => loadConfig({ CLOCK_START: value })).toThrow(
      `CLOCK_START must be an instant with its zone, like 2026-11-27T21:59:00Z (got "${value}")`,
    )
  },
)

test("a production server refuses CLOCK_START: it never runs on a moved clock", () => {
  const production = { NODE_ENV: "production", SITE_URL: "https://www.inspection-eg.com" }
  expect(() => loadConfig({ ...production, CLOCK_START: "2026-11-27T21:59:00Z" })).toThrow(
    "CLOCK_START is for tests: a production server (NODE_ENV=production) runs on the system clock",
  )
  expect(loadConfig({ ...production, CLOCK_START: "" }).clock).toBeDefined()
})
