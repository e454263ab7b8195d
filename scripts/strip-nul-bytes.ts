import fs from "node:fs"
import path from "node:path"

// React 18's streaming renderer (used by gatsby build) can flush the unwritten tail of its 2 KB buffer when a
// multi-byte character (Arabic, "—") would straddle it, leaving NUL bytes inside words (facebook/react#31134).
// The character itself follows in the next chunk, so dropping the NULs restores the exact text.
export function stripNulBytes(publicDir: string): number {
  let removed = 0
  const visit = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name)
      if (entry.isDirectory()) visit(file)
      else if (entry.name.endsWith(".html")) {
        const bytes = fs.readFileSync(file)
        const clean = Buffer.from(bytes.filter((byte) => byte !== 0))
        if (clean.length !== bytes.length) {
          removed += bytes.length - clean.length
          fs.writeFileSync(file, clean)
        }
      }
    }
  }
  visit(publicDir)
  return removed
}
