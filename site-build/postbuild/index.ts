import path from "node:path"
import { FIRST_WINDOW, pagesPastFirstWindow } from "./first-window"
import { writeHostFiles } from "./host-files"
import { slimPageIcons } from "./icon-markup"
import { embedPageIconSymbols } from "./icon-symbols"
import { precompress } from "./precompress"
import { trimPageStyles } from "./page-styles"
import { stripNulBytes } from "./strip-nul-bytes"
import { replaceStyleAttributes } from "./style-attributes"
import { mergePageScripts } from "./template-scripts"
import { writeVerifyWorkers } from "./verify-worker"

// After `gatsby build`: stray NUL bytes out of the HTML, Gatsby's inline scripts moved into the script loader,
// lucide's unused icon attributes dropped, each page's icon symbols added behind its footer, Gatsby's style
// attributes made classes (the CSP refuses inline style), each page's inline styles cut to what it uses (the rest
// in files of their own), the header files for static hosts, then brotli/gzip copies of every text file.
const publicDir = path.resolve(process.argv[2] ?? "public")
const nulBytes = stripNulBytes(publicDir)
const scripts = mergePageScripts(publicDir)
const icons = slimPageIcons(publicDir)
// Before the styles are cut: the symbols' <svg> needs its rule, which hides it.
const symbols = embedPageIconSymbols(publicDir)
const styleAttributes = replaceStyleAttributes(publicDir)
const styles = trimPageStyles(publicDir)
// Before the header files and compression: the workers are served and compressed like any other file.
const verifyWorker = writeVerifyWorkers(publicDir)
writeHostFiles(publicDir)
const totals = precompress(publicDir)
const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`
console.log(
  `postbuild: ${nulBytes} NUL byte(s) removed from HTML; Gatsby's inline scripts moved into one loader file in ${scripts} pages; ${icons} icons slimmed; ${symbols} icon symbols written into the pages; style attributes made classes in ${styleAttributes} pages; inline CSS of ${styles.pages} pages cut to what each uses ` +
    `(${kb(styles.before / Math.max(styles.pages, 1))} → ${kb(styles.after / Math.max(styles.pages, 1))} a page, ` +
    `${styles.restFiles.size} rest files); _headers and nginx-headers.conf written; /verify/ offline worker ${verifyWorker ?? "not written (no /verify/ page)"}; ${totals.files} files precompressed ` +
    `(${kb(totals.bytes)} → brotli ${kb(totals.brotli)}, gzip ${kb(totals.gzip)})`,
)
// A page that grew past TCP's first window is told, not stopped: only its first screen is budgeted.
const grouped = (bytes: number) => bytes.toLocaleString("en")
for (const { route, whole, firstSection } of pagesPastFirstWindow(publicDir)) {
  console.log(
    `postbuild: ${route} is about ${grouped(whole)} bytes on the wire, past the ${grouped(FIRST_WINDOW)}-byte first window; ` +
      `through its first section ${firstSection === undefined ? "(no <main> section found)" : grouped(firstSection)} bytes. ` +
      "Only the first screen is held to a budget (docs/speed-and-search.md).",
  )
}
