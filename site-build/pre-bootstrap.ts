import path from "node:path"
import type { Reporter } from "gatsby"
import { validateContent } from "../content/validate-content"
import { writeArabicSubsets } from "./fonts/arabic-subset"
import { expiryWarnings, readProfileContent } from "./profile/profile-data"
import { writeCompanyProfiles } from "./profile/write-profiles"

const kb = (bytes: number, digits = 0) => `${(bytes / 1024).toFixed(digits)} KB`

// Before Gatsby reads data/: the content check (a broken file stops the build naming file, entry and field), the
// expiry warnings, the company profiles (the footer of every page gives their sizes: site-build/profile/) and the
// Arabic font cut to the characters of data/ (before webpack bundles it: site-build/fonts/).
export async function prepareBuild({
  root,
  siteUrl,
  today,
  reporter,
}: {
  root: string
  siteUrl: string
  today: string
  reporter: Reporter
}): Promise<void> {
  const dataDir = path.join(root, "data")
  const errors = validateContent(dataDir)
  if (errors.length > 0) {
    reporter.panicOnBuild(`The content in data/ has ${errors.length} error(s):\n  - ${errors.join("\n  - ")}`)
    return
  }
  for (const warning of expiryWarnings(readProfileContent(dataDir)("en"), today)) reporter.warn(warning)
  const profiles = await writeCompanyProfiles({ dataDir, root, siteUrl, today })
  reporter.info(`Company profiles: ${profiles.map((profile) => `${profile.path} ${kb(profile.bytes)}`).join(", ")}`)
  const sizes = await writeArabicSubsets(dataDir)
  reporter.info(
    `Arabic font: ${Object.values(sizes)
      .map((bytes) => kb(bytes, 1))
      .join(" + ")}`,
  )
}
