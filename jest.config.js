const os = require("node:os")

// npm test's unit stage runs the date-sensitive suites at 23:59 and 00:01 only (testing/date-sensitive-suites.ts).
const dateSensitive = require("./testing/date-sensitive-suites.json")
const atMomentsOnly =
  process.env[dateSensitive.atMomentsOnlyVariable] === "1"
    ? dateSensitive.suites.map((suite) => `<rootDir>/${suite.replace(/\./g, "\\.")}$`)
    : []

const compileTo = { target: "es2022" }
const swcTs = [
  "@swc/jest",
  {
    jsc: { ...compileTo, parser: { syntax: "typescript", tsx: true }, transform: { react: { runtime: "automatic" } } },
    module: { type: "commonjs" },
  },
]
const swcJs = ["@swc/jest", { jsc: { ...compileTo, parser: { syntax: "ecmascript" } }, module: { type: "commonjs" } }]

/** @type {import('jest').Config} */
module.exports = {
  // Jest's default (cores − 1) runs the files one at a time on two cores; most of them wait on server processes,
  // databases and password hashing rather than compute, so three run at once.
  maxWorkers: Math.max(3, os.availableParallelism() - 1),
  // Jest's 5 s default is for an idle machine: with three workers on two cores, form tests take 1.5 s in a full run
  // and launching Chromium took 9 s on CI. A hung test still fails; the slowest tests are listed after each run.
  testTimeout: 30_000,
  testEnvironment: "jsdom",
  roots: [
    "<rootDir>/src",
    "<rootDir>/site-build",
    "<rootDir>/http-rules",
    "<rootDir>/content",
    "<rootDir>/browser",
    "<rootDir>/server",
    "<rootDir>/testing",
  ],
  testMatch: ["**/*.test.ts", "**/*.test.tsx"],
  // SWC (@swc/jest) compiles the tests' TypeScript and the ES modules below: on a clean clone's cold cache ts-jest
  // spent over half a test file's CPU compiling (Better Auth's graph: 20 s of user time against 8 with SWC).
  // Types are tsc's job (npm run typecheck), as with ts-jest's isolatedModules before.
  transform: {
    // Fastify's inject (light-my-request) requires cookie 2, an ES module that Node loads and Jest's require cannot;
    // @tus/server and srvx (the photo uploads) are ES modules too.
    "/node_modules/(better-auth|better-call|@better-auth|@better-fetch|jose|nanostores|rou3|@noble|defu|@tus|srvx)/.+\\.m?js$": swcJs,
    "/light-my-request/node_modules/cookie/.+\\.js$": swcJs,
    "^.+\\.tsx?$": swcTs,
  },
  transformIgnorePatterns: ["^(?!.*/(light-my-request/node_modules/cookie|better-auth|better-call|@better-auth|@better-fetch|jose|nanostores|rou3|@noble|defu|@tus|srvx)/).*/node_modules/"],
  moduleNameMapper: {
    // Better Auth's password hash at a lower scrypt cost, in the unit tests only (testing/quick-password-hash.ts).
    "^@better-auth/utils/password$": "<rootDir>/testing/quick-password-hash.ts",
    "^gatsby$": "<rootDir>/__mocks__/gatsby.tsx",
    "\\.css$": "<rootDir>/__mocks__/style.ts",
    "\\.woff2$": "<rootDir>/__mocks__/file.ts",
  },
  testPathIgnorePatterns: ["/node_modules/", "/.cache/", "/public/", ...atMomentsOnly],
  setupFilesAfterEnv: ["<rootDir>/jest.setup.ts"],
  globalSetup: "<rootDir>/testing/jest-global-setup.ts",
  globalTeardown: "<rootDir>/testing/jest-global-teardown.ts",
}
