import formbody from "@fastify/formbody"
import type { FastifyInstance } from "fastify"
import type { Kysely } from "kysely"
import { CLIENT_UNSUBSCRIBE_PATH } from "../../src/lib/client-paths"
import { escapeHtml, fill } from "../../src/lib/format"
import { LOCALES, isLocale, type Locale } from "../../src/lib/locales"
import type { Content } from "../content"
import { zodRoutes } from "../http/zod-routes"
import { isOwnOrigin } from "../staff/origin"
import type { Database } from "../storage/schema"
import { unsubscribeQuery } from "./reminder-schemas"

type Options = { db: Kysely<Database>; siteUrl: string; content: Content }
type Page = "pageAsk" | "pageDone" | "pageUnknown"

// A reminder's unsubscribe link, without a session (RFC 8058): the mail client's one-click POST, or a person's
// click, which opens a page asking to confirm (a GET changes nothing, so a link scanner unsubscribes nobody). The
// secret in the link names the member and the company; an altered or unknown one finds nothing, and so does the
// link of someone no longer the company's member (issue 60).
export async function unsubscribeRoutes(scope: FastifyInstance, { db, siteUrl, content }: Options) {
  const app = zodRoutes(scope)
  // The one-click body is "List-Unsubscribe=One-Click", form-encoded; it says nothing this needs.
  await scope.register(formbody, { bodyLimit: 1024 })

  const memberOf = (token: string) =>
    db
      .selectFrom("client_reminder_pref")
      .innerJoin("client_company", "client_company.id", "client_reminder_pref.company_id")
      .innerJoin("client_member", (join) =>
        join
          .onRef("client_member.organizationId", "=", "client_reminder_pref.company_id")
          .onRef("client_member.userId", "=", "client_reminder_pref.user_id"),
      )
      .select(["client_reminder_pref.company_id", "client_reminder_pref.user_id", "client_reminder_pref.locale"])
      .select(["client_company.name", "client_company.nameAr"])
      .where("client_reminder_pref.unsubscribe_token", "=", token)
      .executeTakeFirst()

  function page(found: Awaited<ReturnType<typeof memberOf>>, text: Page, token?: string) {
    const locales: readonly Locale[] = found && isLocale(found.locale) ? [found.locale] : LOCALES
    const parts = locales.map((locale) => {
      const words = content[locale].reminders
      const company = escapeHtml(found ? (locale === "ar" ? found.nameAr : found.name) : "")
      const button =
        text === "pageAsk"
          ? `<form method="post" action="${CLIENT_UNSUBSCRIBE_PATH}?token=${token}"><button>${escapeHtml(words.pageButton)}</button></form>`
          : ""
      return `<section lang="${locale}" dir="${locale === "ar" ? "rtl" : "ltr"}"><h1>${escapeHtml(words.heading)}</h1><p>${fill(escapeHtml(words[text]), { company })}</p>${button}</section>`
    })
    return `<!doctype html><html lang="${locales[0]}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(content[locales[0]].reminders.heading)}</title></head><body>${parts.join("<hr>")}</body></html>`
  }

  // The token is in the address: never cached, never sent on as a referrer; nothing runs on the page.
  const headers = {
    "Cache-Control": "no-store",
    "Referrer-Policy": "no-referrer",
    "Content-Security-Policy": "default-src 'none'; form-action 'self'; frame-ancestors 'none'",
    "Content-Type": "text/html; charset=utf-8",
  }

  app.get(CLIENT_UNSUBSCRIBE_PATH, { schema: { querystring: unsubscribeQuery } }, async (request, reply) => {
    const found = await memberOf(request.query.token)
    return reply
      .code(found ? 200 : 404)
      .headers(headers)
      .send(page(found, found ? "pageAsk" : "pageUnknown", request.query.token))
  })

  app.post(CLIENT_UNSUBSCRIBE_PATH, { schema: { querystring: unsubscribeQuery } }, async (request, reply) => {
    // A mail provider's one-click POST has no Origin; a browser's from another site is refused.
    if (request.headers.origin && !isOwnOrigin(request, siteUrl)) {
      return reply.code(403).headers(headers).send(page(undefined, "pageUnknown"))
    }
    const found = await memberOf(request.query.token)
    if (!found) return reply.code(404).headers(headers).send(page(undefined, "pageUnknown"))
    await db
      .updateTable("client_reminder_pref")
      .set({ reminders_off: 1 })
      .where("company_id", "=", found.company_id)
      .where("user_id", "=", found.user_id)
      .execute()
    return reply.headers(headers).send(page(found, "pageDone"))
  })
}
