import type { FastifyReply, FastifyRequest } from "fastify"
import { fromNodeHeaders } from "better-auth/node"
import { z } from "zod"
import type { AuthBody } from "./auth-endpoints"

// What both Better Auth populations (the workspace's, server/staff/auth.ts, and the clients', server/client/auth.ts)
// need of an instance to hand it a request.
export type AuthHandler = { handler: (request: Request) => Promise<Response> }

// Hands the request to Better Auth as a Fetch Request, on SITE_URL and the endpoint's one spelling (`path`), with
// only the fields the caller may pass (a POST's body, a GET's query); its Response goes back to Fastify (status,
// headers, cookies), its body is answered as text.
export async function forwardToAuth(
  auth: AuthHandler,
  siteUrl: string,
  path: string,
  fields: { method: "GET" | "POST"; body?: AuthBody; query?: Record<string, string> },
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<{ status: number; text: string }> {
  const headers = fromNodeHeaders(request.headers)
  // The library sees the site's host whatever the caller wrote (it builds no link from it, but nothing to trust).
  headers.set("host", new URL(siteUrl).host)
  for (const name of ["x-forwarded-host", "x-forwarded-proto", "x-forwarded-for", "content-length"]) {
    headers.delete(name)
  }
  const search = fields.query && Object.keys(fields.query).length ? `?${new URLSearchParams(fields.query)}` : ""
  if (fields.method === "GET") headers.delete("content-type")
  const response = await auth.handler(
    new Request(`${siteUrl}${path}${search}`, {
      method: fields.method,
      headers,
      ...(fields.method === "POST" ? { body: JSON.stringify(fields.body ?? {}) } : {}),
    }),
  )
  reply.code(response.status)
  response.headers.forEach((value, name) => {
    if (name !== "set-cookie" && name !== "content-length") reply.header(name, value)
  })
  const cookies = response.headers.getSetCookie()
  if (cookies.length) reply.header("set-cookie", cookies)
  reply.header("Cache-Control", "no-store")
  return { status: response.status, text: await response.text() }
}

// The library's answer as the site sends it, for both populations: a success cut to the endpoint's reply schema
// (src/lib/auth-replies.ts: only the fields it names, so the session token the library also writes into a body
// stays in the HttpOnly cookie alone), a refusal as the site's ({ error, code }).
export function authAnswer(result: { status: number; text: string }, replySchema: z.ZodTypeAny): unknown {
  if (result.status >= 200 && result.status < 300) return replySchema.parse(parsedOrNull(result.text))
  const refusal = z.object({ message: z.string().optional(), code: z.string().optional() })
  const parsed = refusal.safeParse(parsedOrNull(result.text)).data
  return { error: parsed?.message || "Refused.", ...(parsed?.code ? { code: parsed.code } : {}) }
}

function parsedOrNull(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return null
  }
}

// A redirect the caller chose (redirectTo, callbackURL) must stay on the site: a path, or a URL on SITE_URL's
// origin. The library checks this too, except where it skips its check (as it does under NODE_ENV=test).
export function foreignRedirect(body: AuthBody, siteUrl: string): boolean {
  const site = new URL(siteUrl).origin
  return ["redirectTo", "callbackURL", "errorCallbackURL", "newUserCallbackURL"].some((field) => {
    const value = body[field]
    if (value === undefined) return false
    if (typeof value !== "string" || !value.startsWith("/") || value.startsWith("//")) {
      try {
        return typeof value !== "string" || new URL(value).origin !== site
      } catch {
        return true
      }
    }
    return false
  })
}
