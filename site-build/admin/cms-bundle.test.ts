/** @jest-environment node */
import fs from "node:fs"
import { cmsBundle, CMS_FONTS_PATH, CMS_UNPKG_PATH } from "./cms-bundle"

// The interface's fonts come from the @fontsource packages, served beside the script: with no network beyond the
// site, its icons (ligatures of Material Symbols Outlined) still draw.
test("the CMS's script names no font CDN; every font it names is a file copied from @fontsource", () => {
  const { script, fonts } = cmsBundle()
  expect(script).not.toMatch(/cdn\.jsdelivr\.net|fonts\.googleapis\.com|fonts\.gstatic\.com/)
  expect([...fonts.keys()]).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/^material-symbols-outlined-/),
      expect.stringMatching(/^source-sans-3-/),
    ]),
  )
  const named = [...script.matchAll(new RegExp(`${CMS_FONTS_PATH}([\\w.-]+\\.woff2)`, "g"))].map((match) => match[1])
  expect(new Set(named)).toEqual(new Set(fonts.keys()))
  for (const file of fonts.values()) {
    expect(file).toMatch(/node_modules\/@fontsource(-variable)?\//)
    expect(fs.statSync(file).size).toBeGreaterThan(1000)
  }
  expect(script).not.toContain("sourceMappingURL")
})

test("the CMS's other CDN addresses (its update check, unused widgets' code) point at the origin", () => {
  const { script, version } = cmsBundle()
  expect(script).not.toContain("https://unpkg.com")
  expect(script).toContain(`${CMS_UNPKG_PATH}@sveltia/cms`)
  expect(version).toMatch(/^\d+\.\d+\.\d+$/)
})
