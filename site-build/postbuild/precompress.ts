import fs from "node:fs"
import zlib from "node:zlib"
import { COMPRESSIBLE, filesBelow } from "../../http-rules/public-files"

const MIN_BYTES = 256

const isFresh = (target: string, source: fs.Stats) =>
  fs.existsSync(target) && fs.statSync(target).mtimeMs >= source.mtimeMs

// Brotli and gzip copies beside each text file, made once at build time so no request pays for compression.
export function precompress(publicDir: string): { files: number; bytes: number; brotli: number; gzip: number } {
  const totals = { files: 0, bytes: 0, brotli: 0, gzip: 0 }
  for (const file of filesBelow(publicDir)) {
    if (!COMPRESSIBLE.test(file)) continue
    const stat = fs.statSync(file)
    if (stat.size < MIN_BYTES) continue
    const content = fs.readFileSync(file)
    const br = isFresh(`${file}.br`, stat)
      ? fs.readFileSync(`${file}.br`)
      : zlib.brotliCompressSync(content, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
          },
        })
    const gz = isFresh(`${file}.gz`, stat) ? fs.readFileSync(`${file}.gz`) : zlib.gzipSync(content, { level: 9 })
    fs.writeFileSync(`${file}.br`, br)
    fs.writeFileSync(`${file}.gz`, gz)
    totals.files++
    totals.bytes += content.length
    totals.brotli += br.length
    totals.gzip += gz.length
  }
  return totals
}
