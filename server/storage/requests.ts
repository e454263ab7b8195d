import { sql, type Kysely } from "kysely"
import { fileCount } from "../attachments/attachment-store"
import { discardStaged, linkAttachments, stageAttachments } from "../attachments/attachment-staging"
import type { ReceivedFile } from "../attachments/received-file"
import type { Clock } from "../clock"
import { DEFAULT_ACKNOWLEDGEMENTS_PER_DAY } from "../config"
import { defaultHolidayDates } from "../promise/holidays"
import { DAY_MS } from "../../src/lib/cairo-time"
import { dueTime, type CairoDate } from "../../src/lib/due-time"
import { isComplaintKind } from "../../src/lib/request-kinds"
import type { Database, MailKind, NewRequest, StoredRequest } from "./schema"

export type SaveResult =
  | { status: "created"; reference: string; id: number }
  | { status: "duplicate"; reference: string }
  | { status: "conflict" }

const MAIL_KINDS: MailKind[] = ["notification", "acknowledgement"]

// The acknowledgements queued to one address for requests of the last 24 hours (spam never queues one).
export async function recentAcknowledgements(db: Kysely<Database>, email: string, now: Date): Promise<number> {
  const row = await db
    .selectFrom("outbox")
    .innerJoin("requests", "requests.id", "outbox.request_id")
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .where(sql`lower(requests.email)`, "=", email.toLowerCase())
    .where("requests.created_at", ">", new Date(now.getTime() - DAY_MS).toISOString())
    .where("outbox.kind", "=", "acknowledgement")
    .executeTakeFirstOrThrow()
  return Number(row.count)
}

// Queues a request's mails: always the company's notification; the acknowledgement only while the address has
// had fewer than acknowledgementsPerDay (ACKNOWLEDGEMENTS_PER_DAY), so the form cannot be used to flood someone's
// inbox in our name.
export async function queueMails(
  trx: Kysely<Database>,
  request: { id: number; email: string },
  now: Date,
  acknowledgementsPerDay = DEFAULT_ACKNOWLEDGEMENTS_PER_DAY,
) {
  const limited = (await recentAcknowledgements(trx, request.email, now)) >= acknowledgementsPerDay
  const kinds = limited ? MAIL_KINDS.filter((kind) => kind !== "acknowledgement") : MAIL_KINDS
  await trx
    .insertInto("outbox")
    .values(
      kinds.map((kind) => ({
        request_id: request.id,
        kind,
        status: "pending" as const,
        attempts: 0,
        next_attempt_at: now.toISOString(),
        last_error: null,
        sent_at: null,
      })),
    )
    .execute()
  if (limited) await trx.updateTable("requests").set({ ack_limited: 1 }).where("id", "=", request.id).execute()
  return { limited }
}

// "Q-2026-000123": the year and that year's running number; complaints and appeals count apart, as "C-…".
export const formatReference = (year: number, number: number, prefix = "Q") =>
  `${prefix}-${year}-${String(number).padStart(6, "0")}`

async function findByKey(db: Kysely<Database>, key: string) {
  return db
    .selectFrom("requests")
    .select(["reference", "body_hash"])
    .where("idempotency_key", "=", key)
    .executeTakeFirst()
}

function replay(existing: { reference: string; body_hash: string }, bodyHash: string): SaveResult {
  return existing.body_hash === bodyHash
    ? { status: "duplicate", reference: existing.reference }
    : { status: "conflict" }
}

// Stores the request, takes its staged files (their ids) and queues its two mails inside the caller's transaction.
export async function insertRequest(
  trx: Kysely<Database>,
  request: NewRequest,
  now: Date,
  staged: readonly number[],
  acknowledgementsPerDay: number,
  holidays: ReadonlySet<CairoDate>,
): Promise<SaveResult> {
  if (request.idempotency_key) {
    const existing = await findByKey(trx, request.idempotency_key)
    if (existing) return replay(existing, request.body_hash)
  }
  const year = now.getUTCFullYear()
  const complaint = isComplaintKind(request.kind)
  const counters = complaint ? "complaint_counters" : "reference_counters"
  const counter = await trx
    .insertInto(counters)
    .values({ year, last: 1 })
    .onConflict((conflict) => conflict.column("year").doUpdateSet({ last: sql`${sql.ref(counters)}.last + 1` }))
    .returning("last")
    .executeTakeFirstOrThrow()
  const reference = formatReference(year, counter.last, complaint ? "C" : "Q")
  const created = now.toISOString()
  const { id } = await trx
    .insertInto("requests")
    .values({
      ...request,
      reference,
      created_at: created,
      // The 24-hour reply promise runs from arrival (src/lib/due-time.ts).
      due_at: dueTime(now, holidays).toISOString(),
      mail_status: request.spam ? "skipped" : "pending",
    })
    .returning("id")
    .executeTakeFirstOrThrow()
  await linkAttachments(trx, id, staged)
  if (!request.spam) await queueMails(trx, { id, email: request.email }, now, acknowledgementsPerDay)
  return { status: "created", reference, id }
}

// One transaction stores the request, links its staged files and queues its mails: once it commits, nothing can
// lose them; until then none of it is visible.
export async function saveRequest(
  db: Kysely<Database>,
  request: NewRequest,
  now: Date,
  staged: readonly number[] = [],
  acknowledgementsPerDay = DEFAULT_ACKNOWLEDGEMENTS_PER_DAY,
  holidays: ReadonlySet<CairoDate> = defaultHolidayDates(),
): Promise<SaveResult> {
  try {
    return await db
      .transaction()
      .execute((trx) => insertRequest(trx, request, now, staged, acknowledgementsPerDay, holidays))
  } catch (error) {
    // Two concurrent retries with one key (PostgreSQL): the loser of the unique index answers like a replay.
    if (request.idempotency_key && isUniqueViolation(error)) {
      const existing = await findByKey(db, request.idempotency_key)
      if (existing) return replay(existing, request.body_hash)
    }
    throw error
  }
}

type Pending = {
  request: NewRequest
  staged: readonly number[]
  resolve: (result: SaveResult) => void
  reject: (error: unknown) => void
}

// How many requests write their files' chunks at once. Each holds the connection (SQLite) for one chunk at a time,
// so a query arriving meanwhile waits for at most this many chunk writes. Measured with 20 × 20 MB uploads on two
// cores (npm run bench:request), two at once stored no faster than one (SQLite has one writer anyway) and made
// the certificate check's tail longer.
const STAGING_AT_ONCE = 1

// Group commit: requests that arrive while a commit is under way are written together in the next
// transaction, so one disk sync covers many of them. Each caller still hears back only after its own commit.
export function createRequestWriter(
  db: Kysely<Database>,
  {
    clock,
    acknowledgementsPerDay = DEFAULT_ACKNOWLEDGEMENTS_PER_DAY,
    holidays = defaultHolidayDates(),
  }: { clock: Clock; acknowledgementsPerDay?: number; holidays?: ReadonlySet<CairoDate> },
) {
  let queue: Pending[] = []
  let flushing = false
  let staging = 0
  const waitingToStage: (() => void)[] = []

  async function flush() {
    while (queue.length > 0) {
      const batch = queue
      queue = []
      try {
        const now = clock()
        const results = await db.transaction().execute(async (trx) => {
          const out: SaveResult[] = []
          for (const item of batch)
            out.push(await insertRequest(trx, item.request, now, item.staged, acknowledgementsPerDay, holidays))
          return out
        })
        batch.forEach((item, index) => item.resolve(results[index]))
      } catch {
        // One bad item (or a race on an idempotency key) must not fail the others: retry them one by one.
        for (const item of batch) {
          await saveRequest(db, item.request, clock(), item.staged, acknowledgementsPerDay, holidays).then(
            item.resolve,
            item.reject,
          )
        }
      }
    }
    flushing = false
  }

  function commit(request: NewRequest, staged: readonly number[] = []): Promise<SaveResult> {
    return new Promise((resolve, reject) => {
      queue.push({ request, staged, resolve, reject })
      if (flushing) return
      flushing = true
      // After the current round of I/O, so every request already read joins this commit.
      setImmediate(() => void flush())
    })
  }

  async function stage(files: readonly ReceivedFile[]): Promise<number[]> {
    if (staging < STAGING_AT_ONCE) staging++
    else await new Promise<void>((resolve) => waitingToStage.push(resolve))
    try {
      return await stageAttachments(db, files, clock())
    } finally {
      // The slot passes straight to the next in line, or is freed.
      const next = waitingToStage.shift()
      if (next) next()
      else staging--
    }
  }

  // A request with files: its files are staged first (a chunk per statement, STAGING_AT_ONCE request at a
  // time), then the request joins the next short commit, which links them. Staged files that no request took
  // (a replay, a conflict, a failed commit) are removed at once; a crash leaves them to discardStaleUploads.
  async function saveWithFiles(request: NewRequest, files: readonly ReceivedFile[]): Promise<SaveResult> {
    if (request.idempotency_key) {
      // A retry of a stored request is answered without writing its megabytes again.
      const existing = await findByKey(db, request.idempotency_key)
      if (existing) return replay(existing, request.body_hash)
    }
    const staged = await stage(files)
    let result: SaveResult
    try {
      result = await commit(request, staged)
    } catch (error) {
      await discardStaged(db, staged).catch(() => {})
      throw error
    }
    if (result.status !== "created") await discardStaged(db, staged)
    return result
  }

  return {
    save(request: NewRequest, files: readonly ReceivedFile[] = []): Promise<SaveResult> {
      return files.length > 0 ? saveWithFiles(request, files) : commit(request)
    },
  }
}

function isUniqueViolation(error: unknown): boolean {
  const { code } = (error ?? {}) as { code?: string }
  return code === "23505" || code === "SQLITE_CONSTRAINT_UNIQUE"
}

// Newest first, each with the number of its files.
export async function newestRequests(
  db: Kysely<Database>,
  options: { limit?: number } = {},
): Promise<(StoredRequest & { files: number | string | null })[]> {
  let query = db.selectFrom("requests").selectAll("requests").select(fileCount).orderBy("id", "desc")
  if (options.limit) query = query.limit(options.limit)
  return query.execute()
}
