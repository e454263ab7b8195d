import { spawn } from "node:child_process"
import fs from "node:fs"
import path from "node:path"
import { ROOT } from "../testing/paths"
import {
  jestTimings,
  linePrefixer,
  playwrightTimings,
  seconds,
  slowest,
  readyStages,
  STAGES,
  type Stage,
  type TestTiming,
} from "../testing/test-stages"

// `npm test`: every stage, each as soon as those it comes after have passed (testing/test-stages.ts), starting no
// more once one fails; then a line per stage with its time and the ten slowest tests, so a slow test is seen the
// day it lands. `npm test -- --only unit,browser` runs some stages.
const only = process.argv.includes("--only") ? process.argv[process.argv.indexOf("--only") + 1].split(",") : null
const unknown = only?.filter((name) => !STAGES.some((stage) => stage.name === name)) ?? []
if (unknown.length > 0) {
  console.error(`Unknown stage ${unknown.join(", ")}; the stages are ${STAGES.map((stage) => stage.name).join(", ")}`)
  process.exit(2)
}

// Every stage's output goes out line by line, each line led by the stage's name: two may run at once.
function run(stage: Stage): Promise<number> {
  const extra = stage.report?.kind === "jest" ? ["--", "--json", `--outputFile=${stage.report.file}`] : []
  if (stage.report) {
    fs.mkdirSync(path.dirname(stage.report.file), { recursive: true })
    fs.rmSync(stage.report.file, { force: true })
  }
  const child = spawn("npm", ["run", stage.script, ...extra], {
    cwd: ROOT,
    stdio: ["inherit", "pipe", "pipe"],
    env: { ...process.env, ...stage.env, GATSBY_TELEMETRY_DISABLED: "1" },
  })
  const outputs = [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ] as const
  for (const [from, to] of outputs) {
    const prefixer = linePrefixer(stage.name, (text) => to.write(text))
    from.setEncoding("utf8").on("data", (chunk: string) => prefixer.push(chunk))
    from.on("end", () => prefixer.end())
  }
  return new Promise((resolve) => child.once("close", (code) => resolve(code ?? 1)))
}

function timingsOf(stage: Stage): TestTiming[] {
  if (!stage.report || !fs.existsSync(stage.report.file)) return []
  const report = JSON.parse(fs.readFileSync(stage.report.file, "utf8"))
  const timings = stage.report.kind === "jest" ? jestTimings(report) : playwrightTimings(report)
  return timings.map((timing) => ({ ...timing, name: `${stage.name}: ${timing.name}` }))
}

async function main(): Promise<number> {
  const stages = STAGES.filter((stage) => !only || only.includes(stage.name))
  const started = new Set<string>()
  const passed = new Set<string>()
  const lines: string[] = []
  const tests: TestTiming[] = []
  const running = new Map<string, Promise<void>>()
  let status = 0
  const begun = performance.now()
  const at = () => seconds(performance.now() - begun)
  for (;;) {
    if (status === 0) {
      for (const stage of readyStages(stages, started, passed)) {
        started.add(stage.name)
        const from = at()
        const stageStarted = performance.now()
        running.set(
          stage.name,
          run(stage).then((code) => {
            const ms = performance.now() - stageStarted
            lines.push(`${stage.name.padEnd(10)} ${seconds(ms).padStart(9)}  (${from} to ${at()})${code ? "  FAILED" : ""}`)
            tests.push(...timingsOf(stage))
            if (code === 0) passed.add(stage.name)
            else status ||= code
            running.delete(stage.name)
          }),
        )
      }
    }
    if (running.size === 0) break
    await Promise.race(running.values())
  }

  console.log(`\nTime per stage (total ${at()}, from the start of the run):\n${lines.join("\n")}`)
  if (tests.length > 0) {
    console.log(`\nThe ten slowest tests:`)
    for (const test of slowest(tests)) console.log(`${seconds(test.ms).padStart(9)}  ${test.name}`)
  }
  // A stage that never started (one it comes after failed) is named, so a short list is not read as a pass.
  const skipped = stages.filter((stage) => !started.has(stage.name)).map((stage) => stage.name)
  if (skipped.length > 0) console.log(`\nNot run, after a failure: ${skipped.join(", ")}`)
  return status
}

void main().then((status) => process.exit(status))
