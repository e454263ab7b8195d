import fs from "node:fs"
import path from "node:path"
import { minify_sync } from "terser"
import { ARABIC_FONT_CLASS, ARABIC_FONT_STORED, ICON_HREF_ATTRIBUTE } from "../../src/lib/deferred-assets"
import { REST_ATTRIBUTE } from "../../src/lib/style-attributes"
import { SCRIPTS_TEMPLATE_ID } from "./deferred-scripts"

// The two scripts every page runs before Gatsby's, kept readable in their own files (page-loader.js,
// loader-boot.js) and minified here, in Node only (the postbuild and tests), with the project's constants written
// in where the sources name them in capitals.
function minified(file: string, constants: Record<string, string>): string {
  const source = fs.readFileSync(path.join(__dirname, file), "utf8")
  const { code } = minify_sync(source, {
    compress: { global_defs: constants, passes: 2 },
    mangle: true,
    format: { comments: false },
  })
  if (!code) throw new Error(`site-build/html/${file}: the minifier returned nothing`)
  return code.replace(/;$/, "")
}

// The loader: the postbuild writes it, with Gatsby's inline scripts, into one file of the build.
export const LOADER = minified("page-loader.js", { ICON_HREF_ATTRIBUTE, SCRIPTS_TEMPLATE_ID, REST_ATTRIBUTE })

// Inline on every page in the loader's place: its CSP hash is computed from the built pages (http-rules/csp.ts).
export const LOADER_BOOT = minified("loader-boot.js", { ARABIC_FONT_STORED, ARABIC_FONT_CLASS })
