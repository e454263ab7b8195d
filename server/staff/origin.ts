import type { FastifyRequest } from "fastify"

// The site's public origin (SITE_URL) only: neither the Host header nor anything else the caller writes can make
// another origin "own" (a DNS-rebound page would send a matching Host and Origin).
export function isOwnOrigin(request: FastifyRequest, siteUrl: string): boolean {
  const origin = request.headers.origin
  return Boolean(origin) && origin === new URL(siteUrl).origin
}

export const isStateChanging = (method: string) => !["GET", "HEAD", "OPTIONS"].includes(method)
