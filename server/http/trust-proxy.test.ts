/** @jest-environment node */
import http from "node:http"
import type { AddressInfo } from "node:net"
import Fastify from "fastify"
import { fastifyTrustProxy, type TrustProxy } from "./trust-proxy"

// What Fastify makes of a request with each setting: the client address and the protocol it reports. The request
// leaves from `from` (any 127.x address is this machine): the peer the server sees.
async function seen(setting: TrustProxy | boolean, from: string, headers: Record<string, string>) {
  const app = Fastify({ trustProxy: fastifyTrustProxy(setting) })
  app.get("/", async (request) => ({ ip: request.ip, protocol: request.protocol }))
  await app.listen({ port: 0, host: "127.0.0.1" })
  const { port } = app.server.address() as AddressInfo
  try {
    const body = await new Promise<string>((resolve, reject) => {
      http
        .get({ host: "127.0.0.1", port, localAddress: from, headers, agent: false }, (response) => {
          let text = ""
          response.on("data", (chunk: Buffer) => (text += chunk.toString()))
          response.on("end", () => resolve(text))
        })
        .on("error", reject)
    })
    return JSON.parse(body) as { ip: string; protocol: string }
  } finally {
    await app.close()
  }
}

// The client wrote the first entry; the proxy (at 127.0.0.2) appended the address it saw, 198.51.100.7.
const forged = { "x-forwarded-for": "203.0.113.66, 198.51.100.7", "x-forwarded-proto": "https" }

test.each([true, 1, ["127.0.0.2"], ["127.0.0.0/30"], ["loopback"]] as const)(
  "%j: the client is the address the proxy saw, not the one the client wrote",
  async (setting) => {
    expect(await seen(setting as TrustProxy, "127.0.0.2", forged)).toEqual({ ip: "198.51.100.7", protocol: "https" })
  },
)

test("two proxies: the address the outer one saw", async () => {
  const chain = { "x-forwarded-for": "203.0.113.66, 198.51.100.7, 127.0.0.9", "x-forwarded-proto": "https" }
  expect(await seen(2, "127.0.0.2", chain)).toEqual({ ip: "198.51.100.7", protocol: "https" })
  expect(await seen(["loopback"], "127.0.0.2", chain)).toEqual({ ip: "198.51.100.7", protocol: "https" })
})

test("a peer that is not a named proxy is the client itself, and its forwarded headers count for nothing", async () => {
  expect(await seen(["127.0.0.2"], "127.0.0.3", forged)).toEqual({ ip: "127.0.0.3", protocol: "http" })
})

test("no proxy trusted: the socket's address, whatever the headers say", async () => {
  for (const setting of [false, 0] as const) {
    expect(await seen(setting, "127.0.0.3", forged)).toEqual({ ip: "127.0.0.3", protocol: "http" })
  }
})
