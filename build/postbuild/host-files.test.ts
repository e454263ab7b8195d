/** @jest-environment node */
import { execFileSync } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { netlifyHeaders, nginxHeaders } from "./host-files"

// The company profiles keep their name and the PDF viewer on other hosts too, as the Node server serves them.
const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), "host-files-"))
fs.writeFileSync(path.join(publicDir, "index.html"), "<!doctype html><title>x</title>")
for (const locale of ["en", "ar"]) fs.writeFileSync(path.join(publicDir, `company-profile-${locale}.pdf`), "%PDF-")

test("_headers names each PDF inline", () => {
  const headers = netlifyHeaders(publicDir)
  for (const locale of ["en", "ar"])
    expect(headers).toContain(
      `/company-profile-${locale}.pdf\n  Content-Disposition: inline; filename="company-profile-${locale}.pdf"`,
    )
})

const hasNginx = (() => {
  try {
    execFileSync("nginx", ["-v"], { stdio: "ignore" })
    return true
  } catch {
    return false
  }
})()

;(hasNginx ? test : test.skip)("nginx accepts the snippet, with the PDFs' location naming the file", () => {
  const snippet = nginxHeaders(publicDir)
  expect(snippet).toContain(`add_header Content-Disposition "inline; filename=\\"$1\\"" always;`)
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "nginx-"))
  fs.writeFileSync(path.join(dir, "headers.conf"), snippet)
  fs.writeFileSync(
    path.join(dir, "nginx.conf"),
    `pid ${dir}/nginx.pid; error_log ${dir}/error.log; events {} http { access_log off; ` +
      `server { listen 127.0.0.1:1; root ${publicDir}; include ${dir}/headers.conf; } }`,
  )
  expect(() => execFileSync("nginx", ["-t", "-p", dir, "-c", `${dir}/nginx.conf`], { stdio: "pipe" })).not.toThrow()
})
