import fs from "node:fs"
import { htmlFiles } from "../../http-rules/public-files"

// React 18's streaming renderer (used by gatsby build) can flush the unwritten tail of its 2 KB buffer when a
// multi-byte character (Arabic, "—") would straddle it, leaving NUL bytes inside words (facebook/react#31134).
// The character itself follows in the next chunk, so dropping the NULs restores the exact text.
export function stripNulBytes(publicDir: string): number {
  let removed = 0
  for (const file of htmlFiles(publicDir)) {
    const bytes = fs.readFileSync(file)
    const clean = Buffer.from(bytes.filter((byte) => byte !== 0))
    if (clean.length !== bytes.length) {
      removed += bytes.length - clean.length
      fs.writeFileSync(file, clean)
    }
  }
  return removed
}
