import path from "node:path"
import { writeHostFiles } from "../server/http/host-files"
import { precompress } from "../server/http/precompress"
import { stripNulBytes } from "./strip-nul-bytes"

// After `gatsby build`: stray NUL bytes out of the HTML, the header files for static hosts, then brotli/gzip
// copies of every text file.
const publicDir = path.resolve(process.argv[2] ?? "public")
const nulBytes = stripNulBytes(publicDir)
writeHostFiles(publicDir)
const totals = precompress(publicDir)
const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`
console.log(
  `postbuild: ${nulBytes} NUL byte(s) removed from HTML; _headers and nginx-headers.conf written; ${totals.files} files precompressed ` +
    `(${kb(totals.bytes)} → brotli ${kb(totals.brotli)}, gzip ${kb(totals.gzip)})`,
)
