import fs from "node:fs"
import path from "node:path"
import { LOCALES, localizePath } from "../src/lib/locales"
import { CONTACT_PATH, HOME_PATH } from "../src/lib/routes"
import { CONTENT_KIND_SPECS } from "../src/lib/content-kinds"
import { DATA_DIR } from "./paths"

export { isIndexable } from "../site-build/seo/page-seo"

// The pages held to the phone targets (Lighthouse's mobile run, TCP's first window): one of each kind the
// site has, in every edition — the home and contact pages, then each kind's list page and one detail page
// (src/lib/content-kinds.ts: its measuredSlug, else the first file's), so a page of a new kind joins by itself.
const firstSlug = (folder: string) => {
  const file = fs
    .readdirSync(path.join(DATA_DIR, folder))
    .filter((name) => name.endsWith(".json"))
    .sort()[0]
  // A folder entry's slug is its file's name (the content check holds them equal).
  return path.basename(file, ".json")
}

const ROUTES = [
  HOME_PATH,
  CONTACT_PATH,
  ...CONTENT_KIND_SPECS.flatMap(({ routes, source, measuredSlug }) => [
    ...(routes?.list ? [routes.list] : []),
    ...(routes?.detail ? [routes.detail.path(measuredSlug ?? firstSlug(source.path))] : []),
  ]),
]

export const MEASURED_PAGES: string[] = LOCALES.flatMap((locale) => ROUTES.map((route) => localizePath(route, locale)))

// TCP's first window on a new connection: ten segments of 1,460 bytes. A page whose HTML arrives within it,
// headers included, paints after one round trip.
export const FIRST_WINDOW = 14_600

// What each measured page may weigh on the wire (status line, headers, brotli body): 1.5 KB under the first
// window, left for what editors add to the pages. docs/speed-and-search.md says how to stay within it.
export const PAGE_BUDGET = 13_100

const grouped = (bytes: number) => bytes.toLocaleString("en")

// What an editor reads when a page grew past its budget, or undefined when it fits.
export function budgetProblem(route: string, bytes: number, budget = PAGE_BUDGET): string | undefined {
  if (bytes <= budget) return undefined
  return `${route}: ${grouped(bytes)} bytes on the wire, ${grouped(bytes - budget)} over the ${grouped(budget)}-byte budget`
}
