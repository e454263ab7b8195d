/** @jest-environment node */
import fs from "node:fs"
import type { Worker } from "node:worker_threads"
import { tempDir } from "../../testing/quote-app"
import { openDatabase } from "./database"

jest.setTimeout(60_000)

// Every thread started in this file (the checkpoint threads), to see whether it is still running: a thread's
// threadId turns -1 once it has ended.
const mockThreads: Worker[] = []
jest.mock("node:worker_threads", () => {
  const actual = jest.requireActual<typeof import("node:worker_threads")>("node:worker_threads")
  class TrackedWorker extends actual.Worker {
    constructor(...args: ConstructorParameters<typeof actual.Worker>) {
      super(...args)
      mockThreads.push(this)
    }
  }
  return { ...actual, Worker: TrackedWorker }
})
const stillRunning = () => mockThreads.filter((thread) => thread.threadId !== -1).length

// Once destroy() resolves, nothing may touch the database folder any more: the checkpoint thread has closed its
// connection and ended too. A CI run removed a test's folder right after destroy() and the thread, starting late,
// wrote into it (ENOTEMPTY); in production a backup or an erasure's file check right after shutdown would race it.
test("after destroy() no checkpoint thread opens, writes or warns about the database file", async () => {
  const emitWarning = jest.spyOn(process, "emitWarning")
  const folders: string[] = []
  try {
    for (let round = 0; round < 5; round++) {
      const folder = tempDir("checkpointer-")
      folders.push(folder)
      // Made and migrated once, so the second open is as quick as a restart's.
      await (await openDatabase({ dataDir: folder })).destroy()
      const db = await openDatabase({ dataDir: folder })
      await db.destroy()
      // Every thread has ended, not merely been told to: none is left to open the file later.
      expect(stillRunning()).toBe(0)
      fs.rmSync(folder, { recursive: true })
    }
    expect(mockThreads).toHaveLength(10)
    expect(folders.filter((folder) => fs.existsSync(folder))).toEqual([])
    expect(emitWarning.mock.calls).toEqual([])
  } finally {
    emitWarning.mockRestore()
    for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true })
  }
})
