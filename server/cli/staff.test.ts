/** @jest-environment node */
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { runStaffCli } from "./staff"

const collector = () => {
  const chunks: string[] = []
  return { write: (chunk: string) => chunks.push(chunk), text: () => chunks.join("") }
}

async function run(argv: string[], env: NodeJS.ProcessEnv) {
  const [stdout, stderr] = [collector(), collector()]
  const code = await runStaffCli(argv, env, { stdin: async () => "", stdout, stderr })
  return { code, stdout: stdout.text(), stderr: stderr.text() }
}

test("a mistyped option is named with the usage, and no database is opened", async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "staff-cli-"))
  const mistyped = await run(["add", "nadia@inspection.test", "--nmae", "Nadia Fahmy", "--role", "staff"], {
    DATA_DIR: dataDir,
  })
  expect(mistyped).toMatchObject({ code: 2, stdout: "", stderr: expect.stringMatching(/^Unknown option '--nmae'/) })
  expect(mistyped.stderr).toContain("Usage: npm run -s staff")
  expect(fs.readdirSync(dataDir)).toEqual([])
  fs.rmSync(dataDir, { recursive: true })
})

test("--help and -h print the usage and exit 0; no command prints it and exits 2", async () => {
  const help = await run(["--help"], {})
  expect(help).toMatchObject({ code: 0, stderr: "" })
  expect(help.stdout).toMatch(/^Usage: npm run -s staff/)
  expect((await run(["-h"], {})).stdout).toBe(help.stdout)
  expect(await run([], {})).toMatchObject({ code: 2, stdout: help.stdout })
})
