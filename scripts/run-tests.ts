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
  STAGES,
  stageSteps,
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

function run(stage: Stage, alongsideOthers: boolean): Promise<number> {
  const extra = stage.report?.kind === "jest" ? ["--", "--json", `--outputFile=${stage.report.file}`] : []
  if (stage.report) {
    fs.mkdirSync(path.dirname(stage.report.file), { recursive: true })
    fs.rmSync(stage.report.file, { force: true })
  }
  const child = spawn("npm", ["run", stage.script, ...extra], {
    cwd: ROOT,
    stdio: alongsideOthers ? ["inherit", "pipe", "pipe"] : "inherit",
    env: { ...process.env, ...stage.env, GATSBY_TELEMETRY_DISABLED: "1" },
  })
  const outputs = alongsideOthers
    ? ([
        [child.stdout, process.stdout],
        [child.stderr, process.stderr],
      ] as const)
    : []
  for (const [from, to] of outputs) {
    const prefixer = linePrefixer(stage.name, (text) => to.write(text))
    from?.setEncoding("utf8").on("data", (chunk: string) => prefixer.push(chunk))
    from?.on("end", () => prefixer.end())
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
  const lines: string[] = []
  const tests: TestTiming[] = []
  let status = 0
  const started = performance.now()
  // A step's stages start together; the next step waits for all of them.
  for (const step of stageSteps(STAGES.filter((stage) => !only || only.includes(stage.name)))) {
    const stepStarted = performance.now()
    const results = await Promise.all(
      step.map(async (stage) => ({ code: await run(stage, step.length > 1), ms: performance.now() - stepStarted })),
    )
    step.forEach((stage, index) => {
      const { code, ms } = results[index]
      const alongside =
        step.length > 1
          ? `  (at the same time as ${step
              .filter((other) => other !== stage)
              .map((other) => other.name)
              .join(", ")})`
          : ""
      lines.push(`${stage.name.padEnd(10)} ${seconds(ms).padStart(9)}${code ? "  FAILED" : ""}${alongside}`)
    })
    for (const stage of step) tests.push(...timingsOf(stage))
    status = results.find(({ code }) => code !== 0)?.code ?? 0
    if (status !== 0) break
  }

  console.log(`\nTime per stage (total ${seconds(performance.now() - started)}):\n${lines.join("\n")}`)
  if (tests.length > 0) {
    console.log(`\nThe ten slowest tests:`)
    for (const test of slowest(tests)) console.log(`${seconds(test.ms).padStart(9)}  ${test.name}`)
  }
  return status
}

void main().then((status) => process.exit(status))
