import fs from "node:fs"
import path from "node:path"
import { filesBelow, htmlFiles } from "../../http-rules/public-files"

// A second `gatsby build` over the last one's public/ and .cache/ (as hosts with a build cache run it) renders
// again only the pages whose data or code changed; the others keep the HTML the last build's steps rewrote, and a
// rewrite of a rewritten page is not a clean build's page (two copies of its icon symbols, its old styles). Rather
// than starting clean whenever that happens, which would throw away the cache the host keeps for speed, each build
// keeps Gatsby's own HTML of every page it rendered, here in .cache (Gatsby empties .cache and the pages together
// when it starts over), and puts it back in place of every page it did not render: the steps then run on Gatsby's
// HTML of every page, as in a clean build.
export const PRISTINE_DIR = path.resolve(".cache", "site-build", "pristine-pages")

export function restorePristinePages(
  publicDir: string,
  isRewritten: (html: string) => boolean,
  pristineDir = PRISTINE_DIR,
): { rendered: number; restored: number } {
  const counts = { rendered: 0, restored: 0 }
  const pages = new Set<string>()
  for (const file of htmlFiles(publicDir)) {
    const copy = path.join(pristineDir, path.relative(publicDir, file))
    pages.add(copy)
    if (isRewritten(fs.readFileSync(file, "utf8"))) {
      if (!fs.existsSync(copy))
        throw new Error(
          `${file} carries an earlier build's rewrites, Gatsby did not render it again, and its own HTML is not kept ` +
            `in ${pristineDir}. Start clean: gatsby clean && gatsby build.`,
        )
      fs.copyFileSync(copy, file)
      counts.restored++
    } else {
      fs.mkdirSync(path.dirname(copy), { recursive: true })
      fs.copyFileSync(file, copy)
      counts.rendered++
    }
  }
  // The copies of pages Gatsby has since removed.
  for (const copy of filesBelow(pristineDir)) if (!pages.has(copy)) fs.rmSync(copy)
  return counts
}
