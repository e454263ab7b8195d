import { Worker } from "node:worker_threads"

// SQLite's automatic checkpoint (copying the write-ahead log back into the database file, with its disk syncs)
// runs inside whichever commit passes 1,000 pages, and better-sqlite3 runs commits on the server's only thread:
// while files were stored, every 4 MB stopped all requests for 13–100 ms. So the automatic checkpoint is off and a
// thread of its own runs a PASSIVE checkpoint every INTERVAL_MS: that kind never blocks readers or writers, so the
// server's thread never waits for it, and the log stays at what a quarter of a second writes.
const INTERVAL_MS = 250

// Plain JavaScript, run as the worker's source: nothing to compile.
const SOURCE = `
const { parentPort, workerData } = require("node:worker_threads")
const Database = require(workerData.driver)
const db = new Database(workerData.file)
const timer = setInterval(() => {
  try {
    db.pragma("wal_checkpoint(PASSIVE)")
  } catch {
    // Busy with another checkpoint (an erasure's TRUNCATE): the next round catches up.
  }
}, workerData.intervalMs)
parentPort.once("message", () => {
  clearInterval(timer)
  db.close()
  parentPort.close()
})
`

// Starts the checkpoint thread for the database file; the returned function stops it and resolves once the thread
// has closed its connection and ended, so nothing touches the file afterwards. If the thread fails, `fallback`
// runs (the connection's own automatic checkpoint back on), so the log never grows without end.
export function startCheckpointer(file: string, fallback: () => void): () => Promise<void> {
  const worker = new Worker(SOURCE, {
    eval: true,
    workerData: { file, driver: require.resolve("better-sqlite3"), intervalMs: INTERVAL_MS },
  })
  // Never what keeps a process alive while it runs.
  worker.unref()
  const ended = new Promise<void>((resolve) => worker.once("exit", () => resolve()))
  worker.on("error", (error) => {
    process.emitWarning(`SQLite checkpoint thread failed (${error.message}); checkpoints run in commits again.`)
    fallback()
  })
  let stopped: Promise<void> | undefined
  return () => {
    if (!stopped) {
      // Held alive until the thread has ended: a caller awaiting the stop must see it end.
      worker.ref()
      worker.postMessage("stop")
      stopped = ended
    }
    return stopped
  }
}

// How often, and how far apart, a TRUNCATE checkpoint is tried again while another connection's checkpoint holds
// the lock (SQLite answers that at once, as busy, without waiting): the checkpoint thread's PASSIVE rounds take
// milliseconds, so a few tries always find a gap; still none after a second is a fault worth an error.
const TRUNCATE_TRIES = 200
const TRUNCATE_RETRY_MS = 5

// Copies the whole write-ahead log into the database file and empties it, trying again while another checkpoint
// is under way: after an erasure, the log must not keep the erased pages.
export async function truncateLog(checkpoint: () => Promise<{ busy: number } | undefined>): Promise<void> {
  for (let tries = 1; ; tries++) {
    const result = await checkpoint()
    if (result && result.busy === 0) return
    if (tries === TRUNCATE_TRIES)
      throw new Error("SQLite could not empty its write-ahead log: another checkpoint kept it busy")
    await new Promise((resolve) => setTimeout(resolve, TRUNCATE_RETRY_MS))
  }
}
