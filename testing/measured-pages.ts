import fs from "node:fs"
import path from "node:path"
import { LOCALES, localizePath } from "../src/lib/locales"
import {
  COMPLAINTS_PATH,
  CONTACT_PATH,
  HOME_PATH,
  PREQUALIFICATION_PATH,
  PRIVACY_PATH,
  projectPath,
  PROJECTS_PATH,
  QUALITY_PATH,
  SERVICES_PATH,
  servicePath,
  VERIFY_PATH,
} from "../src/lib/routes"
import { DATA_DIR } from "./paths"

export { isIndexable } from "../build/seo/page-seo"

// The pages held to the phone targets (Lighthouse's mobile run, TCP's first window): one of each kind the
// site has, in every edition. A page of a new kind joins here.
const firstSlug = (folder: string) => {
  const file = fs
    .readdirSync(path.join(DATA_DIR, folder))
    .filter((name) => name.endsWith(".json"))
    .sort()[0]
  return (JSON.parse(fs.readFileSync(path.join(DATA_DIR, folder, file), "utf8")) as { slug: string }).slug
}

const KINDS = [
  HOME_PATH,
  SERVICES_PATH,
  servicePath("ndt"),
  CONTACT_PATH,
  QUALITY_PATH,
  PREQUALIFICATION_PATH,
  PROJECTS_PATH,
  projectPath(firstSlug("projects")),
  COMPLAINTS_PATH,
  PRIVACY_PATH,
  VERIFY_PATH,
]

export const MEASURED_PAGES: string[] = LOCALES.flatMap((locale) => KINDS.map((route) => localizePath(route, locale)))
