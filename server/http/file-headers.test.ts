/** @jest-environment node */
import fs from "node:fs"
import path from "node:path"
import { buildApp } from "../app"
import { tempDirs } from "../../testing/temp-dirs"
import { MAX_FILE_BYTES } from "./memory-static"

const dirs = tempDirs(afterAll)

// The same kind of file sent from memory and, being over the size memory holds, by @fastify/static: what a cache
// or a browser reads from the headers must not depend on which.
test.each([
  ["a company profile", "small/profile.pdf", "large/profile.pdf"],
  ["a page", "small/index.html", "large/index.html"],
  ["a script", "small/app-7f3a9c1e5b2d4f60a8e1.js", "large/app-7f3a9c1e5b2d4f60a8e1.js"],
])("%s gets the same headers from memory and from @fastify/static", async (_what, small, large) => {
  const publicDir = dirs("public-")
  fs.writeFileSync(path.join(publicDir, "404.html"), "<h1>Not found</h1>")
  for (const [name, bytes] of [
    [small, 100],
    [large, MAX_FILE_BYTES + 1],
  ] as const) {
    fs.mkdirSync(path.dirname(path.join(publicDir, name)), { recursive: true })
    fs.writeFileSync(path.join(publicDir, name), "x".repeat(bytes))
  }
  const app = await buildApp({ publicDir })
  // Over a port: Fastify's inject (light-my-request) loads an ES module that Jest cannot.
  const base = await app.listen({ port: 0, host: "127.0.0.1" })
  try {
    const [fromMemory, fromDisk] = await Promise.all(
      [small, large].map(async (name) => {
        const response = await fetch(`${base}/${name}`, { headers: { "accept-encoding": "identity" } })
        await response.arrayBuffer()
        return response
      }),
    )
    expect([fromMemory.status, fromDisk.status]).toEqual([200, 200])
    // What differs by nature: the length, the date of the answer and the validator's value (not its presence);
    // @fastify/static also answers ranges of its large files.
    const comparable = (headers: Headers) => {
      const all = Object.fromEntries(headers)
      for (const name of ["content-length", "date", "accept-ranges"]) delete all[name]
      return { ...all, etag: all.etag?.startsWith('W/"') }
    }
    expect(comparable(fromDisk.headers)).toEqual(comparable(fromMemory.headers))
    expect(fromMemory.headers.get("last-modified")).toBeNull()
  } finally {
    await app.close()
  }
})
