/** @jest-environment node */
import fs from "node:fs"
import path from "node:path"
import type { Kysely } from "kysely"
import type { Database } from "../storage/schema"
import { runRetention } from "../staff/retention"
import { killServerProcesses, startServerProcess } from "../../testing/server-process"
import { validQuote, waitFor } from "../../testing/quote-app"
import { databasesForTests, STORAGE_KINDS } from "../../testing/test-databases"
import { largePdf, multipartBody } from "../../testing/attachment-files"
import { MB } from "../../src/lib/attachment-rules"
import { STALE_UPLOAD_MS } from "./attachment-staging"

// kill -9 of the real server while a 20 MB file is being staged: no request is visible, and what was staged (and
// the temporary file) does not stay forever.

jest.setTimeout(120_000)

const databases = databasesForTests("upload-crash-", killServerProcesses)

describe.each(STORAGE_KINDS)("a server killed mid-upload on %s", (kind) => {
  let dataDir: string
  let db: Kysely<Database>

  beforeAll(async () => {
    dataDir = databases.dataDirOf(kind)
    db = await databases.open(kind)
  })
  afterAll(async () => {
    await db?.destroy()
  })

  const stagedChunks = async () =>
    Number(
      (
        await db
          .selectFrom("request_attachment_chunks")
          .innerJoin("request_attachments", "request_attachments.id", "request_attachment_chunks.attachment_id")
          .select(db.fn.countAll().as("n"))
          .where("request_attachments.request_id", "is", null)
          .executeTakeFirstOrThrow()
      ).n,
    )

  test("leaves no request, and its staged chunks and temporary file are removed", async () => {
    const env: Record<string, string> =
      kind === "sqlite" ? { DATA_DIR: dataDir } : { DATA_DIR: dataDir, DATABASE_URL: databases.postgres.url }
    const server = await startServerProcess(env)
    const email = `crash.${kind}@example.com`
    const upload = fetch(`${server.base}/api/quote`, {
      method: "POST",
      headers: { accept: "application/json" },
      body: multipartBody(validQuote({ email }), [{ name: "isometrics.pdf", bytes: largePdf(20 * MB) }]),
    }).then(
      (response) => response.status,
      () => "cut off",
    )
    await waitFor(async () => (await stagedChunks()) >= 2, { timeoutMs: 60_000, intervalMs: 5, what: "staged chunks" })
    await server.kill()
    expect(await upload).toBe("cut off")

    const quotes = await db.selectFrom("requests").select("id").where("email", "=", email).execute()
    expect(quotes).toEqual([])
    expect(await stagedChunks()).toBeGreaterThan(0)

    // The next start sweeps temporary files older than an hour: this one is made that old.
    const uploads = path.join(dataDir, "uploads")
    const left = fs.readdirSync(uploads)
    expect(left.length).toBe(1)
    // By the system clock: it writes the files' times.
    const old = new Date(Date.now() - STALE_UPLOAD_MS - 60_000)
    fs.utimesSync(path.join(uploads, left[0]), old, old)
    const restarted = await startServerProcess(env)
    await waitFor(() => fs.readdirSync(uploads).length === 0, { what: "the temporary file's removal" })
    await restarted.stop()

    // The retention job (shortly after start, then daily) removes staged files an hour old.
    // By the system clock, which the server process (no CLOCK_START) staged the file by.
    const later = new Date(Date.now() + STALE_UPLOAD_MS + 60_000)
    await runRetention(db, { months: 24, spamDays: 30, complaintMonths: 60 }, later)
    expect(await stagedChunks()).toBe(0)
    const files = await db.selectFrom("request_attachments").select("id").execute()
    expect(files).toEqual([])
  })
})
