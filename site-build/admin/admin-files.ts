import fs from "node:fs"
import path from "node:path"
import { ADMIN_PATH } from "../../http-rules/admin-policy"
import { cmsBundle, CMS_FONTS_PATH, CMS_UNPKG_PATH } from "./cms-bundle"
import { ADMIN_TITLE, cmsConfig } from "./cms-config"
import { previewStyle } from "./preview-style"

// Everything /admin/ serves, by URL path: the page, the CMS's script and fonts, its configuration and the
// preview's stylesheet. The production build writes them into public/admin/; `npm run develop` serves them
// from memory (gatsby-node.ts).
export type AdminFile = { type: string; body: string | Buffer }

// No inline script or style: the admin policy (http-rules/admin-policy.ts) runs scripts from the origin only.
const page = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex, nofollow" />
    <title>${ADMIN_TITLE}</title>
    <link rel="cms-config-url" type="application/json" href="${ADMIN_PATH}config.json" />
  </head>
  <body>
    <script src="${ADMIN_PATH}sveltia-cms.js"></script>
    <script src="${ADMIN_PATH}preview.js"></script>
  </body>
</html>
`

const previewScript = `// The preview pane in the site's own stylesheet (site-build/admin/preview-style.ts).
window.CMS.registerPreviewStyle("${ADMIN_PATH}preview.css")
`

export async function adminFiles(): Promise<Map<string, AdminFile>> {
  const bundle = cmsBundle()
  const files = new Map<string, AdminFile>([
    [ADMIN_PATH, { type: "text/html; charset=utf-8", body: page }],
    [`${ADMIN_PATH}sveltia-cms.js`, { type: "text/javascript; charset=utf-8", body: bundle.script }],
    [`${ADMIN_PATH}preview.js`, { type: "text/javascript; charset=utf-8", body: previewScript }],
    [`${ADMIN_PATH}preview.css`, { type: "text/css; charset=utf-8", body: await previewStyle() }],
    [`${ADMIN_PATH}config.json`, { type: "application/json", body: `${JSON.stringify(cmsConfig(), null, 2)}\n` }],
  ])
  // What the CMS's update check reads: the version it is (site-build/admin/cms-bundle.ts).
  files.set(`${CMS_UNPKG_PATH}@sveltia/cms/package.json`, {
    type: "application/json",
    body: JSON.stringify({ name: "@sveltia/cms", version: bundle.version }),
  })
  for (const [name, file] of bundle.fonts) {
    files.set(`${CMS_FONTS_PATH}${name}`, { type: "font/woff2", body: fs.readFileSync(file) })
  }
  return files
}

export async function writeAdminFiles(publicDir: string): Promise<string[]> {
  fs.rmSync(path.join(publicDir, ADMIN_PATH), { recursive: true, force: true })
  const files = await adminFiles()
  for (const [urlPath, { body }] of files) {
    const file = path.join(publicDir, urlPath.endsWith("/") ? `${urlPath}index.html` : urlPath)
    fs.mkdirSync(path.dirname(file), { recursive: true })
    fs.writeFileSync(file, body)
  }
  return [...files.keys()]
}
