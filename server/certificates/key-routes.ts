import type { FastifyInstance } from "fastify"
import { KEYS_PATH } from "../../src/lib/label-check"
import type { LabelSigner } from "./label-signing"

export type LabelKeyRouteOptions = { signer: LabelSigner }

// GET /verify/keys.json: the public keys that check the signed labels, each with its id and validity. Public by
// design (anyone may check a label without us); cached briefly, so a new key reaches the pages within minutes.
export async function labelKeyRoutes(app: FastifyInstance, { signer }: LabelKeyRouteOptions) {
  app.get(KEYS_PATH, async (_request, reply) =>
    reply.header("Cache-Control", "public, max-age=300").header("X-Robots-Tag", "noindex").send(signer.published),
  )
}
