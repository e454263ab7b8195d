import { spawnSync } from "node:child_process"
import fs from "node:fs"
import path from "node:path"
import { ROOT } from "../testing/paths"
import {
  jestTimings,
  playwrightTimings,
  seconds,
  slowest,
  STAGES,
  type Stage,
  type TestTiming,
} from "../testing/test-stages"

// `npm test`: every stage in order, stopping at the first that fails, then a line per stage with its time and the
// ten slowest tests, so a slow test is seen the day it lands. `npm test -- --only unit,browser` runs some stages.
const only = process.argv.includes("--only") ? process.argv[process.argv.indexOf("--only") + 1].split(",") : null
const unknown = only?.filter((name) => !STAGES.some((stage) => stage.name === name)) ?? []
if (unknown.length > 0) {
  console.error(`Unknown stage ${unknown.join(", ")}; the stages are ${STAGES.map((stage) => stage.name).join(", ")}`)
  process.exit(2)
}

function run(stage: Stage): number {
  const extra = stage.report?.kind === "jest" ? ["--", "--json", `--outputFile=${stage.report.file}`] : []
  if (stage.report) {
    fs.mkdirSync(path.dirname(stage.report.file), { recursive: true })
    fs.rmSync(stage.report.file, { force: true })
  }
  const result = spawnSync("npm", ["run", stage.script, ...extra], {
    cwd: ROOT,
    stdio: "inherit",
    env: { ...process.env, ...stage.env, GATSBY_TELEMETRY_DISABLED: "1" },
  })
  return result.status ?? 1
}

function timingsOf(stage: Stage): TestTiming[] {
  if (!stage.report || !fs.existsSync(stage.report.file)) return []
  const report = JSON.parse(fs.readFileSync(stage.report.file, "utf8"))
  const timings = stage.report.kind === "jest" ? jestTimings(report) : playwrightTimings(report)
  return timings.map((timing) => ({ ...timing, name: `${stage.name}: ${timing.name}` }))
}

const lines: string[] = []
const tests: TestTiming[] = []
let status = 0
const started = performance.now()
for (const stage of STAGES.filter((stage) => !only || only.includes(stage.name))) {
  const stageStarted = performance.now()
  status = run(stage)
  lines.push(
    `${stage.name.padEnd(10)} ${seconds(performance.now() - stageStarted).padStart(9)}${status ? "  FAILED" : ""}`,
  )
  tests.push(...timingsOf(stage))
  if (status !== 0) break
}

console.log(`\nTime per stage (total ${seconds(performance.now() - started)}):\n${lines.join("\n")}`)
if (tests.length > 0) {
  console.log(`\nThe ten slowest tests:`)
  for (const test of slowest(tests)) console.log(`${seconds(test.ms).padStart(9)}  ${test.name}`)
}
process.exit(status)
