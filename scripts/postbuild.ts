import path from "node:path"
import { writeHostFiles } from "../server/http/host-files"
import { precompress } from "../server/http/precompress"

// After `gatsby build`: the header files for static hosts, then brotli/gzip copies of every text file.
const publicDir = path.resolve(process.argv[2] ?? "public")
writeHostFiles(publicDir)
const totals = precompress(publicDir)
const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`
console.log(
  `postbuild: _headers and nginx-headers.conf written; ${totals.files} files precompressed ` +
    `(${kb(totals.bytes)} → brotli ${kb(totals.brotli)}, gzip ${kb(totals.gzip)})`,
)
