import type { FastifyInstance } from "fastify"
import type { Kysely } from "kysely"
import { z } from "zod"
import { zodRoutes } from "../http/zod-routes"
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
// The public halves only (src/lib/label-check.ts, LabelKeyFile), and the signed list of withdrawals.
const keyFile = z.object({
  keys: z.array(
    z.object({
      id: z.string(),
      algorithm: z.literal("Ed25519"),
      publicKey: z.string(),
      from: z.string(),
      retired: z.string().nullable(),
    }),
  ),
})
const statusList = z.object({ list: z.string(), signature: z.string() })

export async function labelKeyRoutes(scope: FastifyInstance, { db, signer, clock }: LabelKeyRouteOptions) {
  const app = zodRoutes(scope)
  app.get(KEYS_PATH, { schema: { response: { 200: keyFile } } }, async (_request, reply) =>
    reply.header("Cache-Control", "public, max-age=300").header("X-Robots-Tag", "noindex").send(signer.published),
  )
  app.get(STATUS_LIST_PATH, { schema: { response: { 200: statusList } } }, async (_request, reply) =>
    reply
      .header("Cache-Control", "no-store")
      .header("X-Robots-Tag", "noindex")
      .send(await signedStatusList(db, signer, clock())),
  )
}
