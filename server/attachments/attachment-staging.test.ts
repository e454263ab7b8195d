/** @jest-environment node */
import crypto from "node:crypto"
import fs from "node:fs"
import path from "node:path"
import type { Kysely } from "kysely"
import type { Database, NewRequest } from "../storage/schema"
import { createRequestWriter, saveRequest } from "../storage/requests"
import { runRetention } from "../staff/retention"
import { newQuote } from "../../testing/fixtures"
import { databasesForTests, STORAGE_KINDS } from "../../testing/test-databases"
import { TEST_NOW, testClock } from "../../testing/test-clock"
import { largePdf } from "../../testing/attachment-files"
import { MB } from "../../src/lib/attachment-rules"
import { discardStaleUploads, stageAttachments, STALE_UPLOAD_MS } from "./attachment-staging"
import { attachmentBytes, attachmentsOf } from "./attachment-store"
import type { ReceivedFile } from "./received-file"

// Files are staged (written a chunk per statement) before their request's short transaction links them: what
// happens when that goes wrong half way, on both databases.

jest.setTimeout(120_000)

const databases = databasesForTests("staging-")

describe.each(STORAGE_KINDS)("staged files on %s", (kind) => {
  let db: Kysely<Database>
  let dataDir: string

  beforeAll(async () => {
    dataDir = databases.dataDirOf(kind)
    db = await databases.open(kind)
  })
  afterAll(async () => {
    await db?.destroy()
  })

  // A file as read-multipart leaves it: a temporary file with its name, size, kind and digest.
  function received(name: string, bytes: Buffer): ReceivedFile {
    const file = path.join(dataDir, `${crypto.randomUUID()}.part`)
    fs.writeFileSync(file, bytes)
    const sha256 = crypto.createHash("sha256").update(bytes).digest("hex")
    return { name, size: bytes.length, type: "application/pdf", sha256, path: file }
  }

  async function counts() {
    const count = async (table: "requests" | "request_attachments" | "request_attachment_chunks") =>
      Number((await db.selectFrom(table).select(db.fn.countAll().as("n")).executeTakeFirstOrThrow()).n)
    return {
      quotes: await count("requests"),
      files: await count("request_attachments"),
      chunks: await count("request_attachment_chunks"),
    }
  }

  const quote = (overrides: Partial<NewRequest> = {}) =>
    newQuote({ email: `staging.${kind}@example.com`, ...overrides })

  test("an upload that fails half way (its second file unreadable) leaves no request, file or chunk", async () => {
    const before = await counts()
    const first = received("isometrics.pdf", largePdf(3 * MB))
    const second = { ...received("itp.pdf", largePdf(MB)), path: path.join(dataDir, "gone.part") }
    await expect(createRequestWriter(db, { clock: testClock() }).save(quote(), [first, second])).rejects.toThrow(
      /ENOENT/,
    )
    expect(await counts()).toEqual(before)
  })

  test("a request whose commit fails takes its staged files with it", async () => {
    const before = await counts()
    const file = received("datasheet.pdf", largePdf(2 * MB))
    // A request the database refuses (no name) after its file was staged.
    const refused = quote({ first_name: null as unknown as string })
    // Matched by message: better-sqlite3's errors may come from another test file's realm (not instanceof Error).
    const outcome = await createRequestWriter(db, { clock: testClock() })
      .save(refused, [file])
      .then(
        (result) => ({ result }),
        (error: { message: string }) => error.message,
      )
    expect(outcome).toMatch(/first_name/)
    expect(await counts()).toEqual(before)
  })

  test("a staged file removed as stale before its request commits fails that request: never one without its file", async () => {
    const before = await counts()
    const ids = await stageAttachments(db, [received("wps.pdf", largePdf(MB))], TEST_NOW)
    expect((await counts()).chunks).toBe(before.chunks + 2)
    expect(await discardStaleUploads(db, new Date(TEST_NOW.getTime() + STALE_UPLOAD_MS + 60_000))).toBe(1)
    await expect(saveRequest(db, quote(), TEST_NOW, ids)).rejects.toThrow(/staged file is gone/)
    expect(await counts()).toEqual(before)
  })

  test("the retention job removes staged files older than an hour; younger staged and stored files stay", async () => {
    const now = TEST_NOW
    const bytes = largePdf(MB + 5)
    const stored = await createRequestWriter(db, { clock: testClock(now) }).save(quote(), [
      received("stored.pdf", bytes),
    ])
    expect(stored.status).toBe("created")
    const before = await counts()
    // What a server killed mid-upload leaves behind, and an upload another instance has under way.
    await stageAttachments(db, [received("orphan.pdf", largePdf(MB))], new Date(now.getTime() - 2 * STALE_UPLOAD_MS))
    const [young] = await stageAttachments(db, [received("young.pdf", largePdf(MB))], now)
    expect((await counts()).chunks).toBe(before.chunks + 4)

    await runRetention(db, { months: 24, spamDays: 30, complaintMonths: 60 }, now)
    expect(await counts()).toEqual({ ...before, files: before.files + 1, chunks: before.chunks + 2 })
    const kept = await db.selectFrom("request_attachments").select("name").where("id", "=", young).execute()
    expect(kept).toEqual([{ name: "young.pdf" }])
    const { id } = await db
      .selectFrom("requests")
      .select("id")
      .where("reference", "=", (stored as { reference: string }).reference)
      .executeTakeFirstOrThrow()
    const [file] = await attachmentsOf(db, [id])
    expect((await attachmentBytes(db, file.id)).equals(bytes)).toBe(true)
  })
})
