/** @jest-environment node */
import crypto from "node:crypto"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { siteScriptHashes } from "./csp"

const hash = (text: string) => `'sha256-${crypto.createHash("sha256").update(text).digest("base64")}'`

test("the site's script hashes are those of its pages' inline scripts, once each", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "csp-"))
  try {
    const write = (file: string, html: string) => {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
      fs.writeFileSync(path.join(dir, file), html)
    }
    write(
      "index.html",
      `<script>a()</script><script type="application/ld+json">{}</script><script src="/x.js"></script>`,
    )
    write("services/index.html", `<script>a()</script><script type="module">b()</script>`)
    // A data attribute that ends in "src" names no file: the script is inline (the loader's bootstrap).
    write("contact/index.html", `<script data-page-path="/contact/" data-src="/loader.js">d()</script>`)
    // Gatsby keeps the slices it stitched into pages under _gatsby/: not pages, so not allowed to run.
    write("_gatsby/slices/_gatsby-scripts-1.html", `<script>c()</script>`)
    expect(siteScriptHashes(dir)).toEqual([hash("a()"), hash("b()"), hash("d()")].sort())
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
})
