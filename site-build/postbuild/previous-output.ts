import fs from "node:fs"
import path from "node:path"
import { filesBelow, HEADERS_FILE, LOADER_FILE, NGINX_FILE } from "../../http-rules/public-files"
import { REST_FILE } from "./page-styles"

const COMPRESSED = /\.(?:br|gz)$/

// What the last build's steps wrote that this one may not write again: the loader and rest files, named by their
// content, the header files, and brotli/gzip copies whose file is gone. (The social images, the CMS and the service
// workers are written afresh by their own steps; a compressed copy still newer than its file is kept, as it is the
// same.) Returns how many files went.
export function removePreviousOutput(publicDir: string): number {
  const written = fs
    .readdirSync(publicDir)
    .filter((name) => LOADER_FILE.test(name) || REST_FILE.test(name) || [HEADERS_FILE, NGINX_FILE].includes(name))
    .map((name) => path.join(publicDir, name))
  for (const file of written) fs.rmSync(file)
  const orphans = filesBelow(publicDir).filter(
    (file) => COMPRESSED.test(file) && !fs.existsSync(file.replace(COMPRESSED, "")),
  )
  for (const file of orphans) fs.rmSync(file)
  return written.length + orphans.length
}
