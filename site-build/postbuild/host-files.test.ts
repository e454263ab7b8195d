/** @jest-environment node */
import { execFileSync } from "node:child_process"
import crypto from "node:crypto"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { netlifyHeaders, nginxHeaders } from "./host-files"

const hash = (text: string) => `'sha256-${crypto.createHash("sha256").update(text).digest("base64")}'`
let dir: string

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "host-files-"))
  const write = (file: string, html: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    fs.writeFileSync(path.join(dir, file), html)
  }
  write("index.html", "<style>.home{}</style><script>boot()</script>")
  write("ar/index.html", "<style>.ar{}</style><style>@font-face{}</style><script>boot()</script>")
  write("404.html", "<style>.missing{}</style>")
})
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

// The location block of an nginx snippet whose pattern starts with `start`.
const block = (conf: string, start: string) => conf.slice(conf.indexOf(`location ${start}`)).split("\n}")[0]

test("nginx: each page has a location with its own policy; anything else gets the whole site's", () => {
  const conf = nginxHeaders(dir)
  const arabic = block(conf, '~ "^/ar/(?:index\\.html)?$"')
  expect(arabic).toContain(`style-src 'self' ${hash(".ar{}")} ${hash("@font-face{}")};`)
  expect(arabic).not.toContain(hash(".home{}"))
  expect(block(conf, '~ "^/(?:index\\.html)?$"')).toContain(`style-src 'self' ${hash(".home{}")};`)
  expect(block(conf, '~ "^/404\\.html$"')).toContain(`style-src 'self' ${hash(".missing{}")};`)
  const rest = block(conf, "/ {")
  for (const body of [".home{}", ".ar{}", "@font-face{}", ".missing{}"]) expect(rest).toContain(hash(body))
  expect(conf).not.toContain("unsafe-inline")
})

test("_headers: one policy for every path, allowing every page's inline blocks", () => {
  const headers = netlifyHeaders(dir)
  expect(headers.match(/Content-Security-Policy:/g)).toHaveLength(1)
  const policy = /Content-Security-Policy: (.*)/.exec(headers)![1]
  expect(policy).toContain(`script-src 'self' ${hash("boot()")};`)
  for (const body of [".home{}", ".ar{}", "@font-face{}", ".missing{}"]) expect(policy).toContain(hash(body))
})

// The company profiles keep their name and the PDF viewer on other hosts too, as the Node server serves them.
const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), "host-files-documents-"))
fs.writeFileSync(path.join(publicDir, "index.html"), "<!doctype html><title>x</title>")
for (const locale of ["en", "ar"]) fs.writeFileSync(path.join(publicDir, `company-profile-${locale}.pdf`), "%PDF-")
afterAll(() => fs.rmSync(publicDir, { recursive: true, force: true }))

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
  const confDir = fs.mkdtempSync(path.join(os.tmpdir(), "nginx-"))
  try {
    fs.writeFileSync(path.join(confDir, "headers.conf"), snippet)
    fs.writeFileSync(
      path.join(confDir, "nginx.conf"),
      `pid ${confDir}/nginx.pid; error_log ${confDir}/error.log; events {} http { access_log off; ` +
        `server { listen 127.0.0.1:1; root ${publicDir}; include ${confDir}/headers.conf; } }`,
    )
    expect(() =>
      execFileSync("nginx", ["-t", "-p", confDir, "-c", `${confDir}/nginx.conf`], { stdio: "pipe" }),
    ).not.toThrow()
  } finally {
    fs.rmSync(confDir, { recursive: true, force: true })
  }
})

// The CMS at /admin/ (http-rules/admin-policy.ts): its own policy on both kinds of host, the git host's API its
// only origin beyond the site's.
describe("/admin/", () => {
  const withAdmin = fs.mkdtempSync(path.join(os.tmpdir(), "host-files-admin-"))
  fs.writeFileSync(path.join(withAdmin, "index.html"), "<style>.home{}</style>")
  fs.mkdirSync(path.join(withAdmin, "admin"))
  fs.writeFileSync(path.join(withAdmin, "admin", "index.html"), "<script src=/admin/sveltia-cms.js></script>")
  fs.writeFileSync(
    path.join(withAdmin, "admin", "config.json"),
    JSON.stringify({ backend: { name: "gitea", api_root: "https://git.example.test/api/v1" } }),
  )
  afterAll(() => fs.rmSync(withAdmin, { recursive: true, force: true }))

  test("_headers detaches the pages' policy and sets the CMS's", () => {
    const headers = netlifyHeaders(withAdmin)
    const admin = headers.slice(headers.indexOf("/admin/*")).split("\n\n")[0]
    expect(admin).toContain("! Content-Security-Policy")
    expect(admin).toMatch(/Content-Security-Policy: .*connect-src 'self' blob: data: https:\/\/git\.example\.test;/)
    expect(admin).toContain("style-src 'self' 'unsafe-inline'")
  })

  test("nginx gives /admin/ a location of its own, not a page's", () => {
    const conf = nginxHeaders(withAdmin)
    const admin = block(conf, "/admin/ {")
    expect(admin).toContain("connect-src 'self' blob: data: https://git.example.test;")
    expect(conf).not.toContain("^/admin/")
    // The pages keep their policy without 'unsafe-inline'.
    expect(block(conf, '~ "^/(?:index\\.html)?$"')).not.toContain("unsafe-inline")
  })
})
