import { spawn } from "node:child_process"
import path from "node:path"
import { ROOT } from "./paths"

// `gatsby develop` as an editor runs it (npm run develop), in a directory of its own (testing/site-copy.ts):
// it writes its own .cache/ and public/, which must not mix with the production build the other tests serve.

export type DevelopServer = { base: string; output: () => string; stop: () => Promise<void> }

const GATSBY_CLI = path.join(ROOT, "node_modules", "gatsby", "cli.js")

// Starts the development server on `port` and resolves once it answers its home page, or rejects with what
// it printed when it exits first or is not up within `readyTimeoutMs`.
export async function startDevelop(dir: string, port: number, { readyTimeoutMs = 240_000 } = {}) {
  const base = `http://127.0.0.1:${port}`
  // Its own process group, so that stop() ends Gatsby's worker processes with it.
  const child = spawn(process.execPath, [GATSBY_CLI, "develop", "-H", "127.0.0.1", "-p", String(port)], {
    cwd: dir,
    detached: true,
    // An editor's development server makes each image when a page first asks for it; gatsby-plugin-sharp makes all
    // of them before it serves when it sees CI, which kept this one from coming up within its time beside the build
    // (195 s of images in a CI run).
    env: {
      ...process.env,
      GATSBY_TELEMETRY_DISABLED: "1",
      NODE_ENV: "development",
      GATSBY_ENABLE_LAZY_IMAGES_IN_CI: "1",
    },
    stdio: ["ignore", "pipe", "pipe"],
  })
  let printed = ""
  const keep = (chunk: Buffer) => (printed = (printed + chunk.toString()).slice(-64_000))
  child.stdout.on("data", keep)
  child.stderr.on("data", keep)
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()))
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, name)
    } catch {
      // The group has already gone.
    }
  }
  const server: DevelopServer = {
    base,
    output: () => printed,
    stop: async () => {
      signal("SIGTERM")
      const killed = setTimeout(() => signal("SIGKILL"), 10_000)
      await exited
      clearTimeout(killed)
    },
  }

  const deadline = Date.now() + readyTimeoutMs
  let ended = false
  void exited.then(() => (ended = true))
  while (!ended && Date.now() < deadline) {
    const answer = await fetch(`${base}/`).catch(() => null)
    if (answer?.ok) return server
    await new Promise((resolve) => setTimeout(resolve, 1000))
  }
  await server.stop()
  throw new Error(`gatsby develop did not come up at ${base}:\n${printed.slice(-4000)}`)
}
