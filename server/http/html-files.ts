import fs from "node:fs"
import path from "node:path"

// Gatsby's build keeps the fragments it stitched into pages (slices) under _gatsby/; they are not pages.
const BUILD_FRAGMENTS = "_gatsby"

// Every page of a build: the .html files below `dir`, in directory order.
export function htmlFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return []
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === BUILD_FRAGMENTS ? [] : htmlFiles(full)
    return entry.name.endsWith(".html") ? [full] : []
  })
}
