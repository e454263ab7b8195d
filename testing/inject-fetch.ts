import type { FastifyInstance } from "fastify"

// What API tests call instead of fetch: the same request and Response, answered by Fastify's inject, with no port
// and no socket. Redirects are not followed (as fetch's redirect: "manual").
export type InjectFetch = (url: string, init?: RequestInit) => Promise<Response>

// fetch sends "user-agent: node" unless told otherwise, and so does this.
// The origin an injected request's URL names; its host is sent as the Host header, as a browser would.
export const INJECTED_ORIGIN = "http://127.0.0.1:9000"

const NO_BODY = new Set([101, 204, 205, 304])

export const injectFetch =
  (app: FastifyInstance): InjectFetch =>
  async (url, init = {}) => {
    const { host, pathname, search } = new URL(url)
    let body = init.body
    const headers = new Headers(init.headers)
    // A form (a multipart upload) is encoded as fetch would, with its boundary in the content type.
    if (body instanceof FormData || body instanceof URLSearchParams || body instanceof Blob) {
      const encoded = new Request(url, { method: init.method ?? "POST", body })
      if (!headers.has("content-type")) headers.set("content-type", encoded.headers.get("content-type")!)
      body = Buffer.from(await encoded.arrayBuffer())
    }
    if (body !== undefined && body !== null && typeof body !== "string" && !Buffer.isBuffer(body))
      throw new Error("injectFetch sends string, Buffer or form bodies; a test of streamed bodies asks for a port")
    const reply = await app.inject({
      method: (init.method ?? "GET") as "GET",
      url: pathname + search,
      headers: { host, "user-agent": "node", ...Object.fromEntries(headers.entries()) },
      payload: body ?? undefined,
    })
    const answered = new Headers()
    for (const [name, value] of Object.entries(reply.headers)) {
      if (value === undefined) continue
      for (const item of Array.isArray(value) ? value : [value]) answered.append(name, String(item))
    }
    return new Response(NO_BODY.has(reply.statusCode) ? null : new Uint8Array(reply.rawPayload), {
      status: reply.statusCode,
      headers: answered,
    })
  }

// An app in this process (asked through inject), or the address of a server process (asked over its port).
export type Api = { base: string; fetch: InjectFetch } | string
export const reach = (api: Api) => (typeof api === "string" ? { base: api, fetch: globalThis.fetch } : api)
