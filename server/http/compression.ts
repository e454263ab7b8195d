import zlib from "node:zlib"
import compress from "@fastify/compress"
import type { FastifyInstance } from "fastify"

// Pages the server fills in per request (a certificate check, a quote's result) cannot come precompressed like
// the built files, and on a phone they must still fit TCP's first window: brotli on the fly, at a quality that
// costs about a millisecond for a 30 KB page. Registered inside a route plugin, it covers that plugin's routes.
export async function compressResponses(app: FastifyInstance) {
  await app.register(compress, {
    global: true,
    encodings: ["br", "gzip"],
    threshold: 1024,
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } },
  })
}
