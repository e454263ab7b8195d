import fs from "node:fs"
import { htmlFiles } from "../../http-rules/public-files"
import { expectOutput } from "../expect-output"

// lucide-react writes every icon as <svg xmlns="…" width="24" height="24" … class="lucide lucide-<name> …">:
// class names no stylesheet uses, a namespace inline SVG in HTML does not need, and a size that the icon's own
// h-*/w-* classes override. On the home page's 69 icons that is 311 bytes after brotli, and its HTML must fit
// TCP's first window. React does not touch these attributes when it hydrates (it reads them from its own
// props, not the DOM), so the page and its behaviour stay the same.
const LUCIDE_SVG =
  /<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="24" height="24"([^>]*?) class="lucide (?:lucide-[a-z0-9-]+ )+([^"]*)"/g
const SIZED = /(?:^| )h-\S+(?: |$)/

export function slimIconMarkup(html: string): { html: string; icons: number } {
  let icons = 0
  const slim = html.replace(LUCIDE_SVG, (whole, attributes: string, classes: string) => {
    // Without its own size an icon keeps lucide's width and height.
    if (!SIZED.test(classes) || !/(?:^| )w-\S+/.test(classes)) return whole
    icons++
    return `<svg${attributes} class="${classes}"`
  })
  return { html: slim, icons }
}

// Rewrites every page; returns how many icons. A lucide class name left behind means lucide-react writes its
// markup differently now, and the build stops.
export function slimPageIcons(publicDir: string): number {
  let icons = 0
  for (const file of htmlFiles(publicDir)) {
    const result = slimIconMarkup(fs.readFileSync(file, "utf8"))
    if (result.icons > 0) fs.writeFileSync(file, result.html)
    icons += result.icons
    const left = /<svg\b[^>]*class="lucide /.test(result.html.replace(/<svg\b[^>]*width="24" height="24"[^>]*>/g, ""))
    expectOutput(
      !left,
      "site-build/postbuild/icon-markup.ts",
      `lucide-react's <svg xmlns width height … class="lucide …">`,
      file,
    )
  }
  return icons
}
