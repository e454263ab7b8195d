/** @jest-environment node */
import { spawnSync } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"

// npm run lint's cycle check (.dependency-cruiser.cjs) run on two tiny modules: a cycle made of `import type`
// alone must fail it, naming both files, or type cycles could come back unseen as they did past import-x/no-cycle.
const ROOT = path.resolve(__dirname, "..")
const DEPCRUISE = path.join(ROOT, "node_modules", ".bin", "depcruise")
// Each run loads TypeScript: a few seconds on a busy machine.
jest.setTimeout(60_000)

let dir: string
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "import-cycles-"))
})
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }))

function check(files: Record<string, string>) {
  for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), text)
  const result = spawnSync(DEPCRUISE, ["--config", path.join(ROOT, ".dependency-cruiser.cjs"), "."], {
    cwd: dir,
    encoding: "utf8",
  })
  return { status: result.status, output: result.stdout + result.stderr }
}

test("a cycle through type-only imports fails the check, which names both files", () => {
  const { status, output } = check({
    "quote.ts": 'import type { Attachment } from "./attachment"\nexport type Quote = { files: Attachment[] }\n',
    "attachment.ts": 'import type { Quote } from "./quote"\nexport type Attachment = { quote: Quote }\n',
  })
  expect(status).not.toBe(0)
  // dependency-cruiser starts the cycle at either file.
  expect(output).toMatch(
    /no-circular: (quote\.ts →\s+attachment\.ts →\s+quote\.ts|attachment\.ts →\s+quote\.ts →\s+attachment\.ts)/,
  )
})

test("the same two files importing one way pass", () => {
  const { status, output } = check({
    "quote.ts": 'import type { Attachment } from "./attachment"\nexport type Quote = { files: Attachment[] }\n',
    "attachment.ts": "export type Attachment = { name: string }\n",
  })
  expect(output).toContain("no dependency violations found (2 modules, 1 dependencies cruised)")
  expect(status).toBe(0)
})
