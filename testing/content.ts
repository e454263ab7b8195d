import fs from "node:fs"
import path from "node:path"
import { readContent } from "../content/read-content"
import { LOCALES, type Locale } from "../src/lib/locales"
import { localizeEntry, withoutTranslations } from "../src/lib/translation"
import { DATA_DIR } from "./paths"

// Tests read the same data/ files editors change, so they follow the content instead of copying it.
const dataDir = DATA_DIR
const read = (file: string) => JSON.parse(fs.readFileSync(path.join(dataDir, file), "utf8"))
// The English of a file: { "en": …, "ar": … } (src/lib/translation.ts).
const english = (file: string) => withoutTranslations(read(file))

export type Service = {
  slug: string
  title: string
  formValue: string
  order: number
  summary: string
  industries: string[]
}
export type Industry = { slug: string; title: string; sectors: string[] }

export const industries: Industry[] = english("industries.json")
export const services: Service[] = fs
  .readdirSync(path.join(dataDir, "services"))
  .filter((name) => name.endsWith(".json"))
  .map((name) => english(path.join("services", name)) as Service)
  .sort((a, b) => a.order - b.order)

// Each edition as the pages show it: texts, industries and services (in the site's order).
const editions = readContent(dataDir)
export const englishEdition = editions.en
export const site = englishEdition.site
export const arabic = editions.ar

// The trust pages in both editions: quality, privacy, complaints and the case studies (newest first).
type PageText = { title: string; description: string; intro: string }
export type Project = {
  slug: string
  title: string
  summary: string
  industry: string
  services: string[]
  completed: string
}
const edition = <T>(value: unknown, locale: Locale) => localizeEntry(value, locale) as T
const projectFiles = fs
  .readdirSync(path.join(dataDir, "projects"))
  .filter((name) => name.endsWith(".json"))
  .map((name) => read(path.join("projects", name)))
export const trust = Object.fromEntries(
  LOCALES.map((locale) => [
    locale,
    {
      quality: edition<PageText>(read("quality.json"), locale),
      prequalification: edition<PageText>(read("prequalification.json"), locale),
      privacy: edition<PageText & { version: string }>(read("privacy.json"), locale),
      complaints: edition<PageText>(read("complaints.json"), locale),
      projects: projectFiles
        .map((project) => edition<Project>(project, locale))
        .sort((a, b) => b.completed.localeCompare(a.completed)),
    },
  ]),
) as Record<
  Locale,
  {
    quality: PageText
    prequalification: PageText
    privacy: PageText & { version: string }
    complaints: PageText
    projects: Project[]
  }
>
