import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { readContent } from "../content/read-content"
import { DATA_DIR } from "./paths"

// A throwaway copy of the real data/ for each test of a file, edited the way an editor might, as loose JSON.
export function dataCopyPerTest(prefix: string) {
  let dir = ""
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix))
    fs.cpSync(DATA_DIR, dir, { recursive: true })
  })
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }))
  return {
    dir: () => dir,
    // The copy's editions as the build reads them (content/read-content.ts).
    editions: () => readContent(dir),
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    edit(relative: string, change: (value: Record<string, any>) => void) {
      const file = path.join(dir, relative)
      const value = JSON.parse(fs.readFileSync(file, "utf8"))
      change(value)
      fs.writeFileSync(file, JSON.stringify(value, null, 2))
    },
  }
}
