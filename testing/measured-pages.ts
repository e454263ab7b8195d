import fs from "node:fs"
import path from "node:path"
import { LOCALES, localizePath } from "../src/lib/locales"
import { CONTACT_PATH, HOME_PATH } from "../src/lib/routes"
import { CONTENT_KIND_SPECS } from "../src/lib/content-kinds"
import { DATA_DIR } from "./paths"
import { FIRST_SCREEN_BUDGET, FIRST_WINDOW } from "../site-build/postbuild/first-window"

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

// The first window and the first screen's budget are the build's, which reports pages past the window.
export { FIRST_SCREEN_BUDGET, FIRST_WINDOW } from "../site-build/postbuild/first-window"

const grouped = (bytes: number) => bytes.toLocaleString("en")

// What an editor reads when a page's first screen grew past its budget, or undefined when it fits.
export function budgetProblem(
  route: string,
  measured: { firstScreen: number; element: string },
  budget = FIRST_SCREEN_BUDGET,
): string | undefined {
  if (measured.firstScreen <= budget) return undefined
  return `${route}: the first screen (head and markup through the largest element, <${measured.element}>) is ${grouped(measured.firstScreen)} bytes on the wire, ${grouped(measured.firstScreen - budget)} over the ${grouped(budget)}-byte budget`
}

// The line a page whose whole HTML passes the first window gets: reported, never failed.
export function beyondWindowReport(route: string, whole: number, firstScreen: number): string | undefined {
  if (whole <= FIRST_WINDOW) return undefined
  return `${route}: ${grouped(whole)} bytes on the wire in all, past the ${grouped(FIRST_WINDOW)}-byte first window; its first screen ${grouped(firstScreen)}`
}
