import fs from "node:fs"
import path from "node:path"
import { filesBelow, htmlFiles } from "../../http-rules/public-files"
import { expectOutput } from "../expect-output"

// A second `gatsby build` over the last one's public/ and .cache/ (as hosts with a build cache run it) renders
// again only the pages whose data or code changed; the others keep the HTML the last build's steps rewrote, and a
// rewrite of a rewritten page is not a clean build's page (two copies of its icon symbols, its old styles). Rather
// than starting clean whenever that happens, which would throw away the cache the host keeps for speed, each build
// keeps Gatsby's own HTML of every page it rendered, here in .cache (Gatsby empties .cache and the pages together
// when it starts over), and puts it back in place of every page it did not render: the steps then run on Gatsby's
// HTML of every page, as in a clean build.
export const PRISTINE_DIR = path.resolve(".cache", "site-build", "pristine-pages")

// Gatsby stitches its slices (the scripts slice, public/_gatsby/slices/) into every page between these comments,
// and stitches again only the pages whose markers it finds: a page the steps rewrote has lost them, so a page put
// back gets this build's slices here, as Gatsby would give them (gatsby/dist/utils/slices/stitching.js). Without
// it, a page kept from the last build names the last build's compilation hash and reloads in the browser.
const SLICE = /<!-- slice-start id="([^"]+)" -->[\s\S]*?<!-- slice-end id="\1" -->/g

export function withCurrentSlices(html: string, publicDir: string): string {
  return html.replace(SLICE, (_, id: string) => {
    const slice = path.join(publicDir, "_gatsby", "slices", `${id}.html`)
    expectOutput(fs.existsSync(slice), "site-build/postbuild/pristine-pages.ts", `the slice ${slice}`)
    return `<!-- slice-start id="${id}" -->${fs.readFileSync(slice, "utf8")}<!-- slice-end id="${id}" -->`
  })
}

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
      fs.writeFileSync(file, withCurrentSlices(fs.readFileSync(copy, "utf8"), publicDir))
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
