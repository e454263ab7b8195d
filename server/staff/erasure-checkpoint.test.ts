/** @jest-environment node */
import fs from "node:fs"
import path from "node:path"
import { Worker } from "node:worker_threads"
import type { Kysely } from "kysely"
import { saveRequest } from "../storage/requests"
import type { Database } from "../storage/schema"
import { newQuote } from "../../testing/fixtures"
import { tempDir } from "../../testing/quote-app"
import { openDatabase } from "../storage/database"
import { SQLITE_FILE, sqlitePath } from "../storage/sqlite-file"
import { eraseRequests } from "./person-data"

jest.setTimeout(60_000)
const NOW = new Date("2030-06-15T12:00:00Z")

// Another connection checkpointing without pause: what the server's own checkpoint thread does every 250 ms, here
// so often that an erasure's checkpoint nearly always meets one under way.
const CHECKPOINTING = `
const { parentPort, workerData } = require("node:worker_threads")
const Database = require(workerData.driver)
const db = new Database(workerData.file)
let stop = false
parentPort.once("message", () => { stop = true })
const loop = () => {
  const until = Date.now() + 20
  while (Date.now() < until) db.pragma("wal_checkpoint(PASSIVE)")
  if (stop) { db.close(); parentPort.close() } else setImmediate(loop)
}
parentPort.postMessage("started")
loop()
`

let dataDir: string
let db: Kysely<Database>
let worker: Worker
beforeAll(async () => {
  dataDir = tempDir("erasure-checkpoint-")
  db = await openDatabase({ dataDir })
  const file = sqlitePath(dataDir)
  worker = new Worker(CHECKPOINTING, { eval: true, workerData: { file, driver: require.resolve("better-sqlite3") } })
  await new Promise((resolve) => worker.once("message", resolve))
})
afterAll(async () => {
  worker.postMessage("stop")
  await new Promise((resolve) => worker.once("exit", resolve))
  await db.destroy()
  fs.rmSync(dataDir, { recursive: true, force: true })
})

test("an erasure that meets another connection's checkpoint still leaves nothing of the person in the files", async () => {
  const leftIn: string[] = []
  for (let round = 0; round < 20; round++) {
    const email = `checkpoint.${round}@erasure.test`
    const saved = await saveRequest(db, newQuote({ email, message: `Scope of round ${round}` }), NOW)
    if (saved.status !== "created") throw new Error(`round ${round}: the request was not stored (${saved.status})`)
    await eraseRequests(db, [saved.id], NOW)
    for (const file of fs.readdirSync(dataDir).filter((name) => name.startsWith(SQLITE_FILE))) {
      if (fs.readFileSync(path.join(dataDir, file)).includes(email)) leftIn.push(`${email} in ${file}`)
    }
  }
  expect(leftIn).toEqual([])
})
