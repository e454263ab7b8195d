/** @jest-environment node */
import path from "node:path"
import { jestTimings, linePrefixer, playwrightTimings, slowest, STAGES, stageSteps } from "./test-stages"
import { ROOT } from "./paths"
import packageJson from "../package.json"

test("every stage is an npm script, and npm test runs them all", () => {
  const scripts: Record<string, string> = packageJson.scripts
  expect(STAGES.filter((stage) => !scripts[stage.script])).toEqual([])
  expect(STAGES.map((stage) => stage.name)).toEqual(["build", "develop", "typecheck", "lint", "unit", "browser"])
  expect(scripts.test).toContain("scripts/run-tests.ts")
})

test("the development server's tests run beside the build, type check and lint together after the build that writes the query types, the rest one by one", () => {
  expect(stageSteps(STAGES).map((step) => step.map((stage) => stage.name))).toEqual([
    ["build", "develop"],
    ["typecheck", "lint"],
    ["unit"],
    ["browser"],
  ])
  // `--only lint` runs lint on its own.
  expect(stageSteps(STAGES.filter((stage) => stage.name === "lint"))).toEqual([
    [expect.objectContaining({ name: "lint" })],
  ])
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
