/** @jest-environment node */
import { execFileSync } from "node:child_process"
import fs from "node:fs"
import path from "node:path"

// The README's layout section is the map a new maintainer reads first: every folder it names exists, and every
// folder of the project (and each folder of site-build/ and server/) is named there.
const ROOT = path.resolve(__dirname, "..")

function layoutBlock(): string {
  const readme = fs.readFileSync(path.join(ROOT, "README.md"), "utf8")
  const section = readme.slice(readme.indexOf("## Layout"))
  return section.slice(section.indexOf("```") + 3, section.indexOf("```", section.indexOf("```") + 3))
}

function namedFolders(): string[] {
  const named: string[] = []
  let parent = ""
  for (const line of layoutBlock().split("\n")) {
    const top = /^([\w.-]+)\/\s/.exec(line)
    const sub = /^ {2}([\w.-]+)\/\s/.exec(line)
    if (top) named.push((parent = top[1]))
    else if (sub) named.push(`${parent}/${sub[1]}`)
  }
  return named.sort()
}

function trackedFolders(): string[] {
  const files = execFileSync("git", ["ls-files"], { cwd: ROOT, encoding: "utf8" }).split("\n")
  const folders = new Set<string>()
  for (const file of files) {
    const parts = file.split("/")
    if (parts.length < 2 || parts[0].startsWith(".")) continue
    folders.add(parts[0])
    if (["site-build", "server"].includes(parts[0]) && parts.length > 2) folders.add(`${parts[0]}/${parts[1]}`)
  }
  return [...folders].sort()
}

test("the README's layout names every folder of the project, and only those", () => {
  expect(namedFolders()).toEqual(trackedFolders())
})

// What each top-level folder may import, as its line in the layout says after "→": folders (a prefix such as
// src/lib), "nothing" or "anything". Tests may also import testing/; generated folders (.cache) are not checked.
function allowedImports(): Map<string, string[] | "anything"> {
  const allowed = new Map<string, string[] | "anything">()
  for (const line of layoutBlock().split("\n")) {
    const entry = /^([\w.*-]+)\/?\s.*→\s*(.+)$/.exec(line)
    if (!entry) continue
    const targets = entry[2].trim()
    allowed.set(entry[1], targets === "anything" ? "anything" : targets === "nothing" ? [] : targets.split(/,\s*/))
  }
  return allowed
}

const SOURCE = /\.(?:ts|tsx|js|mjs)$/
const EXTENSIONS = ["", ".ts", ".tsx", ".js", ".mjs", ".d.ts", "/index.ts", "/index.tsx"]
const topFolder = (file: string) => (file.includes("/") ? file.split("/")[0] : file.replace(/-[\w.]+$/, "-*.ts"))

test("each folder imports only what the README's layout says it may", () => {
  const allowed = allowedImports()
  const files = execFileSync("git", ["ls-files"], { cwd: ROOT, encoding: "utf8" }).split("\n")
  const wrong: string[] = []
  for (const file of files.filter((name) => SOURCE.test(name) && !name.startsWith("public/"))) {
    const rule = allowed.get(topFolder(file))
    if (rule === "anything" || !file.includes("/") && !rule) continue
    const text = fs.readFileSync(path.join(ROOT, file), "utf8")
    for (const [, specifier] of text.matchAll(/(?:from|import|require|mock)\s*\(?\s*["'](\.{1,2}\/[^"']*)["']/g)) {
      const target = path.relative(ROOT, path.resolve(ROOT, path.dirname(file), specifier))
      if (!EXTENSIONS.some((extension) => fs.existsSync(path.join(ROOT, target + extension)))) continue
      const folder = topFolder(target)
      if (folder === topFolder(file) || folder.startsWith(".")) continue
      if (/\.(?:test|spec)\.tsx?$/.test(file) && folder === "testing") continue
      if (!rule || !rule.some((prefix) => target === prefix || target.startsWith(`${prefix}/`)))
        wrong.push(`${file} imports ${target}`)
    }
  }
  expect(wrong).toEqual([])
})

// The README is a newcomer's first page: short enough to read through (about 12 KB; the details live in docs/),
// with no line a reader must scroll sideways for.
test("the README stays within 12 KB and 120 characters a line", () => {
  const readme = fs.readFileSync(path.join(ROOT, "README.md"), "utf8")
  expect(Buffer.byteLength(readme)).toBeLessThanOrEqual(12 * 1024)
  const long = readme.split("\n").flatMap((line, index) => (line.length > 120 ? [`line ${index + 1}: ${line}`] : []))
  expect(long).toEqual([])
})

// Every document the README's list of docs names exists, and every document in docs/ is in that list.
test("the README lists every page of docs/, and only those", () => {
  const readme = fs.readFileSync(path.join(ROOT, "README.md"), "utf8")
  const docs = readme.slice(readme.indexOf("## Docs"))
  const listed = [...docs.matchAll(/\]\(docs\/([\w-]+\.md)\)/g)].map(([, file]) => file).sort()
  expect(listed).toEqual(fs.readdirSync(path.join(ROOT, "docs")).filter((file) => file.endsWith(".md")).sort())
})
