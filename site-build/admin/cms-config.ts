import { DEFAULT_LOCALE, LOCALES } from "../../src/lib/locales"
import { cmsBackend, type CmsBackend } from "./cms-backend"
import { cmsCollections } from "./cms-collections"

export const ADMIN_TITLE = "Content editor"

// Sveltia CMS's configuration (Decap-compatible, served as /admin/config.json).
export type CmsConfig = {
  app_title: string
  backend: CmsBackend | { name: "test-repo" }
  media_folder: string
  public_folder: string
  i18n: { structure: string; locales: readonly string[]; default_locale: string }
  output: { omit_empty_optional_fields: boolean }
  collections: Record<string, unknown>[]
}

export function cmsConfig(env: Record<string, string | undefined> = process.env): CmsConfig {
  return {
    // The page's title, where Sveltia would write its own name.
    app_title: ADMIN_TITLE,
    backend: cmsBackend(env),
    // Artwork and photos are named by the entries' image fields (data/images/<name>.svg|jpg|…).
    media_folder: "data/images",
    public_folder: "/images",
    // One file per entry with both languages in it, as the build reads them (src/lib/translation.ts).
    i18n: { structure: "single_file", locales: LOCALES, default_locale: DEFAULT_LOCALE },
    // An optional field left empty is left out, as the schemas expect (an empty text is refused).
    output: { omit_empty_optional_fields: true },
    collections: cmsCollections(),
  }
}
