/** @jest-environment node */
import { execFile } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { cairoTime, cairoToday } from "../src/lib/cairo-time"
import { AT_MOMENTS_ONLY, DATE_SENSITIVE_SUITES } from "./date-sensitive-suites"
import { ROOT } from "./paths"

// A minute before and a minute after midnight in Alexandria (UTC+2 in November: no summer time).
const MOMENTS = [
  ["23:59", "2026-11-27T21:59:00Z"],
  ["00:01", "2026-11-27T22:01:00Z"],
] as const
// Run first in each child: it fails unless the moment really was moved.
const PROBE = "testing/system-time.test.ts"

type Report = {
  testResults: {
    name: string
    assertionResults: { fullName: string; status: string; failureMessages: string[] }[]
    message: string
  }[]
}

// A test, so the unit tests' run includes it; a child Jest per moment, not the suites imported here: Date must be
// moved (jest.setup.ts, TEST_SYSTEM_TIME) before a suite's modules load, and the servers and command lines it
// starts get the moment too (CLOCK_START).
function runAt(at: string): Promise<Report> {
  const outputFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "time-test-")), "report.json")
  const env: NodeJS.ProcessEnv = { ...process.env, TEST_SYSTEM_TIME: at }
  delete env.JEST_WORKER_ID
  delete env[AT_MOMENTS_ONLY]
  const args = [
    require.resolve("jest/bin/jest"),
    "--ci",
    "--silent",
    "--maxWorkers=1",
    "--json",
    `--outputFile=${outputFile}`,
    "--runTestsByPath",
    PROBE,
    ...DATE_SENSITIVE_SUITES,
  ]
  return new Promise((resolve, reject) => {
    // A failing suite makes Jest exit 1: the report says which, and why.
    execFile(process.execPath, args, { cwd: ROOT, env, maxBuffer: 64 * 1024 * 1024 }, (_error, _stdout, stderr) => {
      try {
        resolve(JSON.parse(fs.readFileSync(outputFile, "utf8")) as Report)
      } catch {
        reject(new Error(`Jest wrote no report at ${at}:\n${stderr.slice(-3000)}`))
      } finally {
        fs.rmSync(path.dirname(outputFile), { recursive: true, force: true })
      }
    })
  })
}

test("the moments are 23:59 on one day and 00:01 on the next in Cairo", () => {
  expect(MOMENTS.map(([, at]) => [cairoTime(at).slice(-5), cairoToday(new Date(at))])).toEqual([
    ["23:59", "2026-11-27"],
    ["00:01", "2026-11-28"],
  ])
})

test("each listed suite is a test file Jest runs", () => {
  for (const suite of DATE_SENSITIVE_SUITES) {
    expect([suite, fs.existsSync(path.join(ROOT, suite)), /\.test\.tsx?$/.test(suite)]).toEqual([suite, true, true])
  }
  expect(new Set(DATE_SENSITIVE_SUITES).size).toBe(DATE_SENSITIVE_SUITES.length)
})

// Slow by nature: the suites run twice. The two moments run at once, each child on one worker: one after the
// other they were the last two minutes of a clean run's unit stage, its last minute with the other workers idle.
test.concurrent.each(MOMENTS)(
  "the date-sensitive suites pass at %s in Alexandria",
  async (_, at) => {
    const report = await runAt(at)
    const ran = report.testResults.map((result) => path.relative(ROOT, result.name)).sort()
    expect(ran).toEqual([PROBE, ...DATE_SENSITIVE_SUITES].sort())
    const failures = report.testResults.flatMap((result) => [
      ...(result.message && !result.assertionResults.some((test) => test.status === "failed")
        ? [`${path.relative(ROOT, result.name)}: ${result.message.slice(0, 2000)}`]
        : []),
      ...result.assertionResults
        .filter((test) => test.status === "failed")
        .map((test) => `${test.fullName}: ${test.failureMessages.join("\n").slice(0, 2000)}`),
    ])
    expect(failures).toEqual([])
    const probe = report.testResults.find((result) => result.name.endsWith(PROBE))!
    expect(probe.assertionResults.map((test) => test.status)).toEqual(["passed", "passed"])
  },
  30 * 60_000,
)
