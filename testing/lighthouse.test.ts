/**
 * @jest-environment node
 */
import { execFile } from "node:child_process"
import http from "node:http"
import type { AddressInfo } from "node:net"
import { promisify } from "node:util"

// Launching Chromium took 9 s on a clean CI run with every Jest worker busy.
jest.setTimeout(90_000)

// chrome-launcher is an ES module, which Jest's module system does not load: the bench's code runs in Node, as
// npm run bench:lighthouse runs it.
const MEASURE = `
require("./testing/lighthouse.ts").measureAsNewVisitor(process.argv[1], {}, 2000).then(
  () => console.log("measured"),
  (error) => console.log("stopped:", error.message),
)
`

test("a Lighthouse run that stalls is stopped at its limit, run again twice, then named", async () => {
  // A page that never answers, as the idle Chromium that held a bench run for 13 minutes.
  const server = http.createServer(() => undefined)
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/stalled/`
  try {
    const { stdout } = await promisify(execFile)(process.execPath, ["--import", "tsx", "--eval", MEASURE, url], {
      cwd: `${__dirname}/..`,
    })
    expect(stdout.trimEnd().split("\n")).toEqual([
      `  ${url}: TIMED_OUT, running again`,
      `  ${url}: TIMED_OUT, running again`,
      `stopped: Lighthouse on ${url} failed: TIMED_OUT, stopped after 2 s`,
    ])
  } finally {
    server.closeAllConnections()
    server.close()
  }
})
