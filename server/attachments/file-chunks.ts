import fs from "node:fs/promises"
import { setImmediate as nextTurn } from "node:timers/promises"
import { ATTACHMENT_CHUNK_BYTES } from "./attachment-staging"

// A received file's bytes handed to `write` a chunk of ATTACHMENT_CHUNK_BYTES at a time (seq from 0), each its own
// statement: a certificate's report (report-store.ts) and an authorisation's scan (authorisation-scan-store.ts).
// One buffer for all chunks: both drivers have sent its bytes by the time the insert resolves.
export async function writeFileChunks(path: string, write: (seq: number, data: Buffer) => Promise<unknown>) {
  const buffer = Buffer.alloc(ATTACHMENT_CHUNK_BYTES)
  const handle = await fs.open(path, "r")
  try {
    for (let seq = 0; ; seq++) {
      const { bytesRead } = await handle.read(buffer, 0, ATTACHMENT_CHUNK_BYTES, null)
      if (bytesRead === 0) break
      await write(seq, buffer.subarray(0, bytesRead))
      // better-sqlite3 runs on this thread: let waiting requests in before the next chunk.
      await nextTurn()
    }
  } finally {
    await handle.close()
  }
}
