import type { Kysely } from "kysely"
import type { NewAuthorisation } from "../src/lib/authorisation-replies"
import { addMonths } from "../src/lib/cairo-time"
import { staffAuthorisationsApi } from "../src/lib/inspect-paths"
import { recordAuthorisation } from "../server/inspect/authorisation-store"
import type { Database } from "../server/storage/schema"
import type { Api } from "./inject-fetch"
import { staffCall } from "./staff"

// An inspector authorised (issue 62) to examine every kind of report there is, as tests and benchmarks whose
// inspectors submit reports need them: certificates in force from two years before `day` to three after it, and
// for NDT a near-vision test on `day` itself.

export function examinerAuthorisations(day: string): NewAuthorisation[] {
  const dates = { validFrom: addMonths(day, -24)!, validUntil: addMonths(day, 36)! }
  const common = { capability: "examine" as const, level: null, visionTestOn: null, ...dates }
  return [
    {
      ...common,
      kind: "thorough-examination",
      method: null,
      scheme: "leea",
      certificateNumber: "LEEA-TE-0042",
      issuer: "LEEA",
    },
    {
      ...{ ...common, kind: "pressure-test", method: null, scheme: "api-510" },
      ...{ certificateNumber: "API510-77812", issuer: "API ICP" },
    },
    ...(["UT", "RT", "MT", "PT", "VT", "ET"] as const).map((method) => ({
      ...{ ...common, kind: null, method, level: 2 as const, visionTestOn: day },
      ...{ scheme: "pcn-iso-9712" as const, certificateNumber: `PCN-${method}-31877`, issuer: "BINDT" },
    })),
  ]
}

// Recorded as an administrator does, over the workspace's API (`adminCookie`: an administrator signed in with
// two-factor sign-in set up).
export async function authoriseExaminer(api: Api, adminCookie: string, userId: string, day: string) {
  for (const body of examinerAuthorisations(day)) {
    const answer = await staffCall(api, staffAuthorisationsApi.to({ userId }), {
      method: "POST",
      json: body,
      headers: { cookie: adminCookie },
    })
    if (answer.status !== 201) throw new Error(`authorisation refused: ${answer.status} ${await answer.text()}`)
  }
}

// Straight into the database, for a benchmark that has no administrator signed in.
export async function storeExaminerAuthorisations(db: Kysely<Database>, userId: string, day: string) {
  const by = { id: "fixture", name: "Test fixture" }
  for (const body of examinerAuthorisations(day))
    await recordAuthorisation(db, userId, body, by, new Date(`${day}T08:00:00Z`))
}
