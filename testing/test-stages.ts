import path from "node:path"
import { AT_MOMENTS_ONLY } from "./date-sensitive-suites"
import { ROOT } from "./paths"

// The stages of `npm test`, in order: each one is an npm script, so a part runs alone the same way
// (`npm run test:unit`) or through the runner (`npm test -- --only unit`).
export type Stage = {
  name: string
  script: string
  report?: { kind: "jest" | "playwright"; file: string }
  env?: Record<string, string>
  // Runs at the same time as the stage before it: neither needs the other, and together they keep both cores busy
  // where either alone leaves part of them idle.
  withPrevious?: true
}

// Where the test stages' runners write each test's time (Jest's --json, Playwright's JSON reporter).
export const timingsFile = (stage: "unit" | "browser" | "develop") =>
  path.join(ROOT, "var", "test-timings", `${stage}.json`)

export const STAGES: Stage[] = [
  { name: "build", script: "build" },
  // The development server runs in a copy of the project of its own (testing/develop-server.ts) and needs nothing
  // the build writes. Each alone left the cores about a quarter idle; side by side they took 217 s on this machine
  // where one after the other took 255.
  {
    name: "develop",
    script: "test:develop",
    report: { kind: "playwright", file: timingsFile("develop") },
    withPrevious: true,
  },
  { name: "typecheck", script: "typecheck" },
  { name: "lint", script: "lint", withPrevious: true },
  {
    name: "unit",
    script: "test:unit",
    report: { kind: "jest", file: timingsFile("unit") },
    env: { [AT_MOMENTS_ONLY]: "1" },
  },
  { name: "browser", script: "test:e2e", report: { kind: "playwright", file: timingsFile("browser") } },
]

// The stages in the order they run, those that run together in one step.
export function stageSteps(stages: Stage[]): Stage[][] {
  const steps: Stage[][] = []
  for (const stage of stages) {
    if (stage.withPrevious && steps.length > 0) steps[steps.length - 1].push(stage)
    else steps.push([stage])
  }
  return steps
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
