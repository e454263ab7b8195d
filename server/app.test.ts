/** @jest-environment node */
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import type { FastifyInstance } from "fastify"
import { buildApp } from "./app"

let publicDir: string
let app: FastifyInstance
let base: string

// A miniature build output: the server treats it exactly like Gatsby's public/.
beforeAll(async () => {
  publicDir = fs.mkdtempSync(path.join(os.tmpdir(), "public-"))
  fs.mkdirSync(path.join(publicDir, "services", "ndt"), { recursive: true })
  fs.writeFileSync(path.join(publicDir, "index.html"), "<h1>Home</h1>")
  fs.writeFileSync(path.join(publicDir, "404.html"), "<h1>Oops! Page not found</h1>")
  fs.writeFileSync(path.join(publicDir, "services", "index.html"), "<h1>Our Services</h1>")
  fs.writeFileSync(path.join(publicDir, "services", "ndt", "index.html"), "<h1>NDT Services</h1>")
  app = await buildApp({ publicDir })
  base = await app.listen({ port: 0, host: "127.0.0.1" })
})

afterAll(async () => {
  await app.close()
  fs.rmSync(publicDir, { recursive: true, force: true })
})

test("pages are served from their folder's index.html", async () => {
  const response = await fetch(`${base}/services/ndt/`)
  expect(response.status).toBe(200)
  expect(response.headers.get("content-type")).toMatch(/^text\/html/)
  expect(await response.text()).toBe("<h1>NDT Services</h1>")
})

test("a path without its trailing slash is redirected permanently to the canonical form", async () => {
  const response = await fetch(`${base}/services/ndt`, { redirect: "manual" })
  expect(response.status).toBe(301)
  expect(response.headers.get("location")).toBe("/services/ndt/")
})

test("an unknown path answers 404 with the site's 404 page", async () => {
  const response = await fetch(`${base}/no-such-page/`)
  expect(response.status).toBe(404)
  expect(await response.text()).toContain("Oops! Page not found")
})

test("HEAD is answered without a body", async () => {
  const response = await fetch(`${base}/`, { method: "HEAD" })
  expect(response.status).toBe(200)
  expect(await response.text()).toBe("")
})
