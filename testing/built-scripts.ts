import fs from "node:fs"
import path from "node:path"

// Gatsby's script files a built page loads after its first paint (webpack's runtime, the framework, the app): the
// page names its loader file in its bootstrap's data-src, and that file names them, the same for every page
// (site-build/postbuild/template-scripts.ts).
export function deferredScripts(publicDir: string, html: string): { loader: string; scripts: string[] } {
  const loader = /<script data-page-path="[^"]*" data-src="(\/page-loader-[0-9a-f]+\.js)"/.exec(html)?.[1]
  if (!loader) throw new Error("the page names no loader file in its bootstrap's data-src")
  const code = fs.readFileSync(path.join(publicDir, loader), "utf8")
  return { loader, scripts: Array.from(code.matchAll(/<script src=\\"(\/[^"\\]+\.js)\\"/g), ([, src]) => src) }
}
