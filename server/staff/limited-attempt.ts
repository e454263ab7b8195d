import type { FastifyReply } from "fastify"
import type { Kysely } from "kysely"
import type { Database } from "../storage/schema"
import { claimSignInAttempt, settleSignInAttempt, type SignInKeys } from "./lockout"

// A password or a code checked under the lockout (lockout.ts), for either population: the attempt is counted
// before `attempt` runs, so parallel guesses cannot all be tried. Answers its result, or null once a 429 was sent.
// `failed` says which results count against the limit.
export async function limitedAttempt<Result extends { status: number }>(
  db: Kysely<Database>,
  now: Date,
  keys: SignInKeys,
  reply: FastifyReply,
  refusal: string,
  failed: (status: number) => boolean,
  attempt: () => Promise<Result>,
): Promise<Result | null> {
  const claim = await claimSignInAttempt(db, keys, now)
  if (claim.attempt === null) {
    reply.code(429).header("Retry-After", String(claim.wait)).send({ error: refusal })
    return null
  }
  let result: Result
  try {
    result = await attempt()
  } catch (error) {
    await settleSignInAttempt(db, claim.attempt, false)
    throw error
  }
  await settleSignInAttempt(db, claim.attempt, failed(result.status))
  return result
}
