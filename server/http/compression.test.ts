/** @jest-environment node */
import http from "node:http"
import zlib from "node:zlib"
import Fastify, { type FastifyInstance } from "fastify"
import { compressResponses } from "./compression"

const PAGE = `<!doctype html><html><body>${"<p>Thorough examination per LOLER 1998.</p>".repeat(200)}</body></html>`

let app: FastifyInstance
let port: number
beforeAll(async () => {
  app = Fastify()
  await compressResponses(app)
  app.get("/page", async (_request, reply) => reply.type("text/html").send(PAGE))
  app.get("/small", async () => ({ found: false }))
  await app.listen({ port: 0, host: "127.0.0.1" })
  port = (app.server.address() as { port: number }).port
})
afterAll(() => app.close())

// The bytes as they travel (fetch would decompress them).
const get = (path: string, acceptEncoding: string) =>
  new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .get({ port, host: "127.0.0.1", path, headers: { "accept-encoding": acceptEncoding } }, (response) => {
        const chunks: Buffer[] = []
        response.on("data", (chunk: Buffer) => chunks.push(chunk))
        response.on("end", () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }))
      })
      .on("error", reject)
  })

describe("pages the server fills in go out compressed", () => {
  it("in brotli when the browser takes it, and the page reads the same", async () => {
    const response = await get("/page", "gzip, br")
    expect(response.headers["content-encoding"]).toBe("br")
    expect(response.headers.vary).toMatch(/accept-encoding/i)
    expect(response.body.length).toBeLessThan(PAGE.length / 10)
    expect(zlib.brotliDecompressSync(response.body).toString()).toBe(PAGE)
  })

  it("in gzip for a browser without brotli, and as it is for one that takes neither", async () => {
    const gzip = await get("/page", "gzip")
    expect(gzip.headers["content-encoding"]).toBe("gzip")
    expect(zlib.gunzipSync(gzip.body).toString()).toBe(PAGE)
    const plain = await get("/page", "identity")
    expect(plain.headers["content-encoding"]).toBeUndefined()
    expect(plain.body.toString()).toBe(PAGE)
  })

  it("leaves a short answer as it is: compressing it would save nothing", async () => {
    const response = await get("/small", "br")
    expect(response.headers["content-encoding"]).toBeUndefined()
    expect(JSON.parse(response.body.toString())).toEqual({ found: false })
  })
})
