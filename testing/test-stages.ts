import path from "node:path"
import { AT_MOMENTS_ONLY } from "./date-sensitive-suites"
import { ROOT } from "./paths"

// The stages of `npm test`: each one is an npm script, so a part runs alone the same way (`npm run test:unit`) or
// through the runner (`npm test -- --only unit`). A stage starts as soon as the stages it comes `after` have passed,
// so that two run side by side wherever neither needs the other and one alone would leave a core idle.
export type Stage = {
  name: string
  script: string
  report?: { kind: "jest" | "playwright"; file: string }
  env?: Record<string, string>
  after?: string[]
}

// Where the test stages' runners write each test's time (Jest's --json, Playwright's JSON reporter).
export const timingsFile = (stage: "unit" | "browser" | "develop") =>
  path.join(ROOT, "var", "test-timings", `${stage}.json`)

export const STAGES: Stage[] = [
  { name: "build", script: "build" },
  // The development server runs in a copy of the project of its own (testing/develop-server.ts) and needs nothing
  // the build writes. Each alone left the cores about a quarter idle; side by side they took 217 s on this machine
  // where one after the other took 255.
  { name: "develop", script: "test:develop", report: { kind: "playwright", file: timingsFile("develop") } },
  // Lint needs nothing the build writes: it fills the build's last minute, which runs alone once the development
  // server's tests are done.
  { name: "lint", script: "lint", after: ["develop"] },
  // The type check reads the query types the build writes (src/gatsby-types.d.ts).
  { name: "typecheck", script: "typecheck", after: ["build"] },
  // The unit tests read the build too; the type check runs on one core, so they start beside it rather than after
  // it (24 s of a clean run with a core idle).
  {
    name: "unit",
    script: "test:unit",
    report: { kind: "jest", file: timingsFile("unit") },
    env: { [AT_MOMENTS_ONLY]: "1" },
    after: ["build", "lint"],
  },
  {
    name: "browser",
    script: "test:e2e",
    report: { kind: "playwright", file: timingsFile("browser") },
    after: ["unit", "typecheck"],
  },
]

// The stages that may start now: not started yet, and every stage they come after (of those that run) has passed.
export function readyStages(stages: Stage[], started: ReadonlySet<string>, passed: ReadonlySet<string>): Stage[] {
  const running = new Set(stages.map((stage) => stage.name))
  return stages.filter(
    (stage) =>
      !started.has(stage.name) &&
      (stage.after ?? []).every((name) => !running.has(name) || passed.has(name)),
  )
}

// The order stages run in when each takes the same time: the stages that start together, wave by wave.
export function stageWaves(stages: Stage[]): string[][] {
  const waves: string[][] = []
  const done = new Set<string>()
  for (;;) {
    const wave = readyStages(stages, done, done).map((stage) => stage.name)
    if (wave.length === 0) return waves
    waves.push(wave)
    wave.forEach((name) => done.add(name))
  }
}

// Output of a stage that runs beside another, each line led by the stage's name, so that the two stay apart in
// the log. `write` gets whole lines only; `end` writes what is left of a last line without a newline.
export function linePrefixer(name: string, write: (text: string) => void) {
  let partial = ""
  const lead = `${name} │ `
  return {
    push(chunk: string) {
      const lines = (partial + chunk).split("\n")
      partial = lines.pop() ?? ""
      if (lines.length > 0) write(lines.map((line) => lead + line + "\n").join(""))
    },
    end() {
      if (partial) write(`${lead}${partial}\n`)
      partial = ""
    },
  }
}

export type TestTiming = { name: string; ms: number }

type JestReport = {
  testResults: { name: string; assertionResults: { fullName: string; duration?: number | null }[] }[]
}

type PlaywrightSuite = {
  title: string
  file?: string
  specs?: { title: string; tests: { results: { duration: number }[] }[] }[]
  suites?: PlaywrightSuite[]
}

// Each test's time from a Jest --json report: the file beside the test's full name.
export function jestTimings(report: JestReport): TestTiming[] {
  return report.testResults.flatMap(({ name, assertionResults }) =>
    assertionResults.map((test) => ({
      name: `${path.relative(ROOT, name)} › ${test.fullName}`,
      ms: test.duration ?? 0,
    })),
  )
}

// Each test's time from Playwright's JSON reporter (all its tries added up), with its file and titles.
export function playwrightTimings(report: { suites: PlaywrightSuite[] }): TestTiming[] {
  const walk = (suite: PlaywrightSuite, titles: string[]): TestTiming[] => [
    ...(suite.specs ?? []).map((spec) => ({
      name: [...titles, spec.title].join(" › "),
      ms: spec.tests.flatMap((test) => test.results).reduce((sum, result) => sum + result.duration, 0),
    })),
    ...(suite.suites ?? []).flatMap((child) => walk(child, [...titles, child.title])),
  ]
  return report.suites.flatMap((suite) => walk(suite, [suite.file ?? suite.title]))
}

export const slowest = (timings: TestTiming[], count = 10) => [...timings].sort((a, b) => b.ms - a.ms).slice(0, count)

export const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`
