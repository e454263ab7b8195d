import zlib from "node:zlib"
import negotiate from "@fastify/accept-negotiator"
import type { FastifyInstance } from "fastify"

const THRESHOLD_BYTES = 1024
const BROTLI = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } }

// Pages the server fills in per request (a certificate check, a quote's result) cannot come precompressed like
// the built files, and on a phone they must still fit TCP's first window: brotli at quality 4 (0.3 ms and 7.5 KB
// for the 29 KB Arabic check page; quality 5 costs 0.45 ms for 7.0 KB) or gzip, whichever the browser takes, in
// one synchronous call. @fastify/compress pipes every body through a zlib stream on the thread pool instead, which
// for bodies this small costs more than the compressing: under npm run bench:verify's 500 scanned checks a second
// the server's CPU is what the tail latency is made of. Registered inside a route plugin, the hook covers that
// plugin's routes; the encoding is chosen by @fastify/accept-negotiator, as for the built files.
export async function compressResponses(app: FastifyInstance) {
  app.addHook("onSend", async (request, reply, payload) => {
    if (typeof payload !== "string" || payload.length < THRESHOLD_BYTES || reply.hasHeader("content-encoding"))
      return payload
    reply.header("vary", "accept-encoding")
    const encoding = negotiate(request.headers["accept-encoding"] ?? "", ["br", "gzip"])
    if (!encoding) return payload
    reply.header("content-encoding", encoding).removeHeader("content-length")
    return encoding === "br" ? zlib.brotliCompressSync(payload, BROTLI) : zlib.gzipSync(payload)
  })
}
