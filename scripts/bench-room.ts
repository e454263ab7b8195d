import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { siteWithRoom } from "../testing/editor-room"
import { freePort } from "../testing/free-port"
import { measureAsNewVisitor, median, startServer } from "../testing/lighthouse"
import { DATA_DIR, ROOT } from "../testing/paths"
import { copyProject, siteBuild, writeFiles } from "../testing/site-copy"

// Editors' room, measured: a copy of the site with 4 KB more text in the home page's About and Why Choose texts
// of each edition (testing/editor-room.ts), and the unchanged build, served side by side and measured in one
// run by Lighthouse with DevTools throttling (150 ms round trip, 1.6 Mbit/s, 4× CPU: the browser renders the HTML
// as it arrives), five runs a page, medians. The target: the longer page's LCP within 10 % of the unchanged one's.
// Usage: npm run bench:room [-- --runs 5]   (build first: npm run build; the copy is built in var/room-copy)
const args = process.argv.slice(2)
const RUNS = Number(args.includes("--runs") ? args[args.indexOf("--runs") + 1] : 5)
const COPY_DIR = path.join(ROOT, "var", "room-copy")
const PAGES = ["/", "/ar/"]
const TOLERANCE = 0.1
const DEVTOOLS_THROTTLING = { throttlingMethod: "devtools" }

function buildRoomCopy() {
  console.log(`building the copy with 4 KB more About and Why Choose text in ${path.relative(ROOT, COPY_DIR)} …`)
  copyProject(COPY_DIR)
  const site = JSON.parse(fs.readFileSync(path.join(DATA_DIR, "site.json"), "utf8"))
  writeFiles(COPY_DIR, { "data/site.json": `${JSON.stringify(siteWithRoom(site), null, 2)}\n` })
  const build = siteBuild(COPY_DIR)
  if (build.status !== 0) throw new Error(`the copy's build failed:\n${build.output.slice(-3000)}`)
}

async function main() {
  if (!fs.existsSync(path.join(ROOT, "public", "index.html"))) throw new Error("Build the site first: npm run build")
  buildRoomCopy()
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-room-"))
  const sites = [
    { name: "unchanged", publicDir: path.join(ROOT, "public"), port: await freePort() },
    { name: "4 KB more", publicDir: path.join(COPY_DIR, "public"), port: await freePort() },
  ]
  const servers = await Promise.all(
    sites.map((site) => startServer(site.port, path.join(dataDir, site.name), site.publicDir)),
  )
  let missed = 0
  try {
    console.log(`Lighthouse, mobile, DevTools throttling, ${RUNS} runs a page alternating the two sites, medians\n`)
    for (const page of PAGES) {
      const lcp = sites.map(() => [] as number[])
      // Alternating runs, so a slower moment of the machine falls on both.
      for (let run = 0; run < RUNS; run++)
        for (const [index, site] of sites.entries())
          lcp[index].push(
            (await measureAsNewVisitor(`http://127.0.0.1:${site.port}${page}`, DEVTOOLS_THROTTLING)).lcpMs,
          )
      const [unchanged, longer] = lcp.map(median)
      const change = longer / unchanged - 1
      const ok = change <= TOLERANCE
      if (!ok) missed++
      console.log(
        `${page.padEnd(6)} LCP unchanged ${Math.round(unchanged)} ms, with 4 KB more ${Math.round(longer)} ms: ` +
          `${change >= 0 ? "+" : ""}${(change * 100).toFixed(1)} % ${ok ? "(within 10 %)" : "✗ more than 10 %"}`,
      )
      // Each run, so the spread says how far one median can be trusted.
      for (const [index, site] of sites.entries())
        console.log(`       ${site.name.padEnd(10)} ${lcp[index].map((ms) => Math.round(ms)).join(", ")} ms`)
    }
  } finally {
    for (const server of servers) server.kill("SIGTERM")
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
  if (missed) process.exitCode = 1
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
