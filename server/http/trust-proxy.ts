import proxyAddr from "@fastify/proxy-addr"
import type { FastifyServerOptions } from "fastify"

// Which proxies the server believes (TRUST_PROXY): how many stand in front of it (0: none), or their addresses.
// The client address is then the one the nearest trusted proxy saw — the right-most X-Forwarded-For entry not
// written by a trusted proxy — never the left-most one, which the client writes itself.
export type TrustProxy = number | string[]

export const TRUST_PROXY_EXPECTS =
  "must be false, true (one proxy), the number of proxies in front of the server, " +
  "or the proxies' addresses or CIDR ranges, comma-separated"

const MAX_HOPS = 10

export function parseTrustProxy(raw: string): TrustProxy {
  const value = raw.trim().toLowerCase()
  if (["false", "no"].includes(value)) return 0
  if (["true", "yes"].includes(value)) return 1
  if (/^\d+$/.test(value) && Number(value) <= MAX_HOPS) return Number(value)
  const addresses = value
    .split(",")
    .map((address) => address.trim())
    .filter(Boolean)
  if (addresses.length === 0 || addresses.some((address) => /^\d+$/.test(address))) throw new Error(TRUST_PROXY_EXPECTS)
  try {
    // proxy-addr (Fastify's own) reads the list: whatever it refuses would stop Fastify too, with a vaguer message.
    proxyAddr.compile(addresses)
  } catch {
    throw new Error(TRUST_PROXY_EXPECTS)
  }
  return addresses
}

// Fastify's option. It no longer takes a number (hop counts are off since 5.12), so a count becomes the trust
// function proxy-addr walks X-Forwarded-For with: the socket's peer is hop 0, the entry before it hop 1, and so on.
// A count cannot tell a proxy from a client that reached the server directly: then keep HOST on loopback (or a
// firewall in front), or name the proxies' addresses instead.
export function fastifyTrustProxy(setting: TrustProxy | boolean): FastifyServerOptions["trustProxy"] {
  if (typeof setting === "boolean") return fastifyTrustProxy(setting ? 1 : 0)
  if (typeof setting !== "number") return setting
  if (setting === 0) return false
  return (_address: string, hop: number) => hop < setting
}
