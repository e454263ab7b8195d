/** @jest-environment node */
import path from "node:path"
import { jestTimings, linePrefixer, playwrightTimings, readyStages, slowest, STAGES, stageWaves } from "./test-stages"
import { ROOT } from "./paths"
import packageJson from "../package.json"

test("every stage is an npm script, and npm test runs them all", () => {
  const scripts: Record<string, string> = packageJson.scripts
  expect(STAGES.filter((stage) => !scripts[stage.script])).toEqual([])
  expect(STAGES.map((stage) => stage.name)).toEqual(["build", "develop", "lint", "typecheck", "unit", "browser"])
  expect(scripts.test).toContain("scripts/run-tests.ts")
})

test("the development server's tests run beside the build, lint once they are done, the type check after the build that writes the query types, the unit tests beside it, then the browser tests", () => {
  expect(stageWaves(STAGES)).toEqual([["build", "develop"], ["lint", "typecheck"], ["unit"], ["browser"]])
  const names = (stages: typeof STAGES) => stages.map((stage) => stage.name)
  // The development server's tests done while the build still runs: lint starts, the type check waits.
  expect(names(readyStages(STAGES, new Set(["build", "develop"]), new Set(["develop"])))).toEqual(["lint"])
  // Lint done before the build: once the build is, the type check and the unit tests start together.
  const beforeBuild = new Set(["build", "develop", "lint"])
  expect(names(readyStages(STAGES, beforeBuild, new Set([...beforeBuild])))).toEqual(["typecheck", "unit"])
  // The browser tests wait for the type check as well.
  const unitDone = new Set([...beforeBuild, "typecheck", "unit"])
  expect(names(readyStages(STAGES, unitDone, new Set([...beforeBuild, "unit"])))).toEqual([])
  // A stage that failed holds back what comes after it.
  const started = new Set(["build", "develop", "lint", "typecheck"])
  expect(names(readyStages(STAGES, started, new Set(["build", "develop", "typecheck"])))).toEqual([])
  // `--only lint,unit` runs lint, then unit: what they come after and is not run is not waited for.
  const some = STAGES.filter((stage) => ["lint", "unit"].includes(stage.name))
  expect(stageWaves(some)).toEqual([["lint"], ["unit"]])
})

test("Jest's report gives each test's time under its file and full name", () => {
  const report = {
    testResults: [
      {
        name: path.join(ROOT, "server", "a.test.ts"),
        assertionResults: [
          { fullName: "storage on sqlite keeps a row", duration: 1200 },
          { fullName: "storage skipped", duration: null },
        ],
      },
    ],
  }
  expect(jestTimings(report)).toEqual([
    { name: "server/a.test.ts › storage on sqlite keeps a row", ms: 1200 },
    { name: "server/a.test.ts › storage skipped", ms: 0 },
  ])
})

test("Playwright's report gives each test's time, its tries added up, under its file and describe titles", () => {
  const report = {
    suites: [
      {
        title: "a11y.spec.ts",
        file: "a11y.spec.ts",
        specs: [{ title: "top level", tests: [{ results: [{ duration: 500 }] }] }],
        suites: [
          {
            title: "at 375 px",
            specs: [{ title: "axe on /", tests: [{ results: [{ duration: 3000 }, { duration: 2000 }] }] }],
          },
        ],
      },
    ],
  }
  const timings = playwrightTimings(report)
  expect(timings).toEqual([
    { name: "a11y.spec.ts › top level", ms: 500 },
    { name: "a11y.spec.ts › at 375 px › axe on /", ms: 5000 },
  ])
  expect(slowest(timings, 1)).toEqual([{ name: "a11y.spec.ts › at 375 px › axe on /", ms: 5000 }])
})

test("a stage run beside another has each line of its output led by its name, a line split across chunks kept whole", () => {
  const written: string[] = []
  const prefixer = linePrefixer("develop", (text) => written.push(text))
  prefixer.push("Running 4 tests using 1 worker\n  ✓  1 every kind")
  prefixer.push(" of page (21.2s)\n\n")
  prefixer.push("  4 passed")
  prefixer.end()
  expect(written.join("")).toBe(
    "develop │ Running 4 tests using 1 worker\ndevelop │   ✓  1 every kind of page (21.2s)\ndevelop │ \ndevelop │   4 passed\n",
  )
})
