import type { FastifyInstance } from "fastify"
import { CLIENT_REMINDERS_PATH } from "../../src/lib/client-paths"
import { isLocale } from "../../src/lib/locales"
import { reminderSettings } from "../../src/lib/reminder-replies"
import { reminderDaysOf } from "../../src/lib/reminders"
import { errorReply, zodRoutes } from "../http/zod-routes"
import { memberOf, type ClientGuardOptions } from "./client-guard"
import { reminderPref, setReminderPref } from "./reminder-prefs"
import { reminderChange } from "./reminder-schemas"

// A member turns their reminder mails on or off and says which language they read (the pages send the one in
// use); a client administrator sets the company's thresholds, which every member's digest follows.
export async function reminderRoutes(scope: FastifyInstance, options: ClientGuardOptions) {
  const { db } = options
  const app = zodRoutes(scope)

  async function settingsOf(companyId: string, userId: string) {
    const [pref, company] = await Promise.all([
      reminderPref(db, companyId, userId),
      db.selectFrom("client_company").select("reminderDays").where("id", "=", companyId).executeTakeFirstOrThrow(),
    ])
    return {
      enabled: Number(pref.reminders_off) !== 1,
      days: reminderDaysOf(company.reminderDays),
      locale: isLocale(pref.locale) ? pref.locale : null,
    }
  }

  app.get(
    CLIENT_REMINDERS_PATH,
    { schema: { response: { 200: reminderSettings, "4xx": errorReply } } },
    async (request) => settingsOf(memberOf(request).companyId, memberOf(request).userId),
  )

  app.post(
    CLIENT_REMINDERS_PATH,
    { schema: { body: reminderChange, response: { 200: reminderSettings, "4xx": errorReply } } },
    async (request, reply) => {
      const { companyId, userId, role } = memberOf(request)
      const { days, ...own } = request.body
      if (days && role !== "owner") {
        return reply.code(403).send({ error: "Only the company's administrators set the reminder days." })
      }
      await setReminderPref(db, companyId, userId, own)
      if (days) {
        const stored = reminderDaysOf(days.join(",")).join(",")
        await db.updateTable("client_company").set({ reminderDays: stored }).where("id", "=", companyId).execute()
      }
      return settingsOf(companyId, userId)
    },
  )
}
