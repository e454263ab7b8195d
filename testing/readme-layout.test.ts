/** @jest-environment node */
import { execFileSync } from "node:child_process"
import fs from "node:fs"
import path from "node:path"

// The README's layout section is the map a new maintainer reads first: every folder it names exists, and every
// folder of the project (and each folder of build/ and server/) is named there.
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
    if (["build", "server"].includes(parts[0]) && parts.length > 2) folders.add(`${parts[0]}/${parts[1]}`)
  }
  return [...folders].sort()
}

test("the README's layout names every folder of the project, and only those", () => {
  expect(namedFolders()).toEqual(trackedFolders())
})
