import type { FastifyRequest } from "fastify"

// The site's public origin and the one the request was addressed to (a test server, a staging host).
export function isOwnOrigin(request: FastifyRequest, siteUrl: string): boolean {
  const origin = request.headers.origin
  if (!origin) return false
  return origin === new URL(siteUrl).origin || origin === `${request.protocol}://${request.host}`
}

export const isStateChanging = (method: string) => !["GET", "HEAD", "OPTIONS"].includes(method)
