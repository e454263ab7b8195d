import fs from "node:fs"
import os from "node:os"
import path from "node:path"

// Temporary folders a test file makes, removed together once its tests are done: pass the runner's afterAll
// (Jest's afterAll, or Playwright's test.afterAll wrapped in an arrow function).
export function tempDirs(afterAll: (removeAll: () => void) => void): (prefix: string) => string {
  const made: string[] = []
  afterAll(() => {
    for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true })
  })
  return (prefix) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix))
    made.push(dir)
    return dir
  }
}
