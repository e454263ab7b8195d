import { execFile } from "node:child_process"
import path from "node:path"
import { promisify } from "node:util"
import { expect, test } from "@playwright/test"
import { htmlFiles } from "../http-rules/public-files"
import { PUBLIC_DIR, ROOT } from "../testing/paths"

// The W3C Nu HTML checker (vnu-jar, run on the machine's Java) over every page of the build in public/.
const VNU_JAR = path.join(ROOT, "node_modules", "vnu-jar", "build", "dist", "vnu.jar")

type VnuMessage = { type: string; subType?: string; url?: string; message: string; lastLine?: number; extract?: string }

async function checkHtml(files: string[]): Promise<VnuMessage[]> {
  // vnu writes its JSON report to stderr and exits 1 when it found an error: the report says what.
  const { stderr } = await promisify(execFile)("java", ["-jar", VNU_JAR, "--format", "json", ...files], {
    maxBuffer: 64 * 1024 * 1024,
  }).catch((error: { code?: unknown; stderr?: string }) => {
    if (error.code === "ENOENT")
      throw new Error("java not found: the checker needs it (apt-get install default-jre-headless)")
    return { stderr: error.stderr ?? "" }
  })
  return (JSON.parse(stderr) as { messages: VnuMessage[] }).messages
}

// The page a message is about, as its route: file:/…/public/services/ndt/index.html → /services/ndt/.
const routeOf = (url = "") =>
  `/${path.relative(PUBLIC_DIR, decodeURIComponent(url.replace(/^file:/, ""))).replace(/(^|\/)index\.html$/, "$1")}`

test("the W3C HTML checker finds no error in any built page", async () => {
  test.setTimeout(120_000)
  const pages = htmlFiles(PUBLIC_DIR)
  expect(pages.length, "pages in public/ (run npm run build first)").toBeGreaterThan(30)
  const errors = (await checkHtml(pages))
    .filter((message) => message.type === "error" || message.type === "non-document-error")
    .map((message) => `${routeOf(message.url)} line ${message.lastLine}: ${message.message} [${message.extract}]`)
  expect(errors).toEqual([])
})
