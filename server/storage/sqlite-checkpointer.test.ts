/** @jest-environment node */
import fs from "node:fs"
import { tempDir } from "../../testing/quote-app"
import { openDatabase } from "./database"

jest.setTimeout(60_000)

// Once destroy() resolves, nothing may touch the database folder any more: the checkpoint thread has closed its
// connection too. A CI run removed a test's folder right after destroy() and the thread, starting late, wrote
// into it (ENOTEMPTY); in production a backup or an erasure's file check right after shutdown would race it.
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
      fs.rmSync(folder, { recursive: true })
    }
    // Long enough for a thread that was still starting to have opened the file.
    await new Promise((resolve) => setTimeout(resolve, 1500))
    expect(folders.filter((folder) => fs.existsSync(folder))).toEqual([])
    expect(emitWarning.mock.calls).toEqual([])
  } finally {
    emitWarning.mockRestore()
    for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true })
  }
})
