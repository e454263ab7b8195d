import type { FastifyInstance } from "fastify"
import type { Kysely } from "kysely"
import { KEYS_PATH } from "../../src/lib/label-check"
import { STATUS_LIST_PATH } from "../../src/lib/status-list"
import type { Clock } from "../clock"
import type { Database } from "../storage/schema"
import type { LabelSigner } from "./label-signing"
import { signedStatusList } from "./status-list"

export type LabelKeyRouteOptions = { db: Kysely<Database>; signer: LabelSigner; clock: Clock }

// What the /verify/ page keeps for offline checks. GET /verify/keys.json: the public keys that check the signed
// labels, each with its id and validity; public by design (anyone may check a label without us), cached briefly so a
// new key reaches the pages within minutes. GET /verify/status.json: the signed list of withdrawn and suspended
// certificates (by digest, no numbers), never cached: a phone that syncs gets today's.
export async function labelKeyRoutes(app: FastifyInstance, { db, signer, clock }: LabelKeyRouteOptions) {
  app.get(KEYS_PATH, async (_request, reply) =>
    reply.header("Cache-Control", "public, max-age=300").header("X-Robots-Tag", "noindex").send(signer.published),
  )
  app.get(STATUS_LIST_PATH, async (_request, reply) =>
    reply
      .header("Cache-Control", "no-store")
      .header("X-Robots-Tag", "noindex")
      .send(await signedStatusList(db, signer, clock())),
  )
}
