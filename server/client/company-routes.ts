import type { FastifyInstance } from "fastify"
import { CLIENT_COMPANY_PATH } from "../../src/lib/client-paths"
import { companySettingsReply } from "../../src/lib/company-replies"
import { errorReply, zodRoutes } from "../http/zod-routes"
import { memberOf, type ClientGuardOptions } from "./client-guard"
import { companySettingsBody } from "./company-schemas"

const owner = { config: { clientRole: "owner" as const } }

// The company's settings, for its administrators: whether everyone must sign in with two factors. An administrator
// requires it only once their own account has it, so that nobody locks out the one who turned it on.
export async function companyRoutes(scope: FastifyInstance, options: ClientGuardOptions) {
  const { db } = options
  const app = zodRoutes(scope)

  async function settingsOf(companyId: string, userId: string) {
    const [company, user] = await Promise.all([
      db.selectFrom("client_company").select("twoFactorRequired").where("id", "=", companyId).executeTakeFirstOrThrow(),
      db.selectFrom("client_user").select("twoFactorEnabled").where("id", "=", userId).executeTakeFirstOrThrow(),
    ])
    return { twoFactorRequired: Number(company.twoFactorRequired) === 1, ownTwoFactor: Boolean(user.twoFactorEnabled) }
  }

  app.get(
    CLIENT_COMPANY_PATH,
    { ...owner, schema: { response: { 200: companySettingsReply, "4xx": errorReply } } },
    async (request) => settingsOf(memberOf(request).companyId, memberOf(request).userId),
  )

  app.post(
    CLIENT_COMPANY_PATH,
    { ...owner, schema: { body: companySettingsBody, response: { 200: companySettingsReply, "4xx": errorReply } } },
    async (request, reply) => {
      const { companyId, userId } = memberOf(request)
      const { twoFactorRequired } = request.body
      if (twoFactorRequired && !(await settingsOf(companyId, userId)).ownTwoFactor) {
        return reply.code(409).send({
          error: "Set up two-factor sign-in for your own account first.",
          code: "OWN_TWO_FACTOR_FIRST",
        })
      }
      await db
        .updateTable("client_company")
        .set({ twoFactorRequired: twoFactorRequired ? 1 : 0 })
        .where("id", "=", companyId)
        .execute()
      return settingsOf(companyId, userId)
    },
  )
}
