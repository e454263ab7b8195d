import type { FastifyInstance } from "fastify"
import type { Content } from "../content"
import { codeNames, type CodeNames } from "../../src/lib/code-names"
import { LOCALES } from "../../src/lib/locales"
import { INDUSTRY_VALUES, SERVICE_VALUES, SITE_KINDS } from "../../src/lib/quote-options"
import { STAFF_NAMES_API } from "../../src/lib/staff-paths"
import { zodRoutes } from "../http/zod-routes"

// The workspace is in English: the English edition's names of the codes it stores, read once from data/.
export async function namesRoutes(scope: FastifyInstance, { content }: { content: Content }) {
  const { en } = content
  const names: CodeNames = {
    services: Object.fromEntries(SERVICE_VALUES.map((value) => [value, en.serviceTitle(value)])),
    industries: Object.fromEntries(INDUSTRY_VALUES.map((value) => [value, en.industryTitle(value)])),
    kinds: Object.fromEntries(en.verify.kinds.map((kind) => [kind.id, kind.name])),
    languages: Object.fromEntries(LOCALES.map((locale) => [locale, content[locale].site.nav.languageName])),
    sites: Object.fromEntries(SITE_KINDS.map((kind) => [kind, en.site.form.siteKind[kind]])),
  }
  zodRoutes(scope).get(STAFF_NAMES_API, { schema: { response: { 200: codeNames } } }, async () => names)
}
