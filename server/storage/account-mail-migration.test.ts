/** @jest-environment node */
import { sql, type Kysely } from "kysely"
import { smtpSender } from "../mail/sender"
import { startMailWorker } from "../mail/worker"
import { openUnmigrated, type AnySchema } from "../../testing/earlier-database"
import { siteContent } from "../../testing/site-content"
import { SmtpInbox } from "../../testing/smtp-inbox"
import { TEST_NOW } from "../../testing/test-clock"
import { databasesForTests, STORAGE_KINDS, type StorageKind } from "../../testing/test-databases"
import { queueAccountMail } from "./account-mail"
import { migrate } from "./migrations"
import { SQLITE_FILE } from "./sqlite-file"

jest.setTimeout(60_000)

// The last migration before staff_mail was named account_mail: a database as a running site had it.
const BEFORE = "2026-12-07-801-item-latest"
const HOUR = 3_600_000

const databases = databasesForTests("account-mail-")
const inbox = new SmtpInbox()
beforeAll(() => inbox.start())
afterAll(() => inbox.stop())

// Rows as the earlier code queued them: an assignment already sent, then a client's digest and an invitation
// still waiting (the digest with its unsubscribe headers, the invitation with its link's expiry).
const earlierRows = (kind: StorageKind) => [
  {
    to_address: `engineer.${kind}@inspection.test`,
    subject: "Request Q-2026-000001 assigned to you",
    body: "Hello Hany,\n\nOmar assigned request Q-2026-000001 to you.\n",
    status: "sent",
    attempts: 1,
    next_attempt_at: new Date(TEST_NOW.getTime() - 2 * HOUR).toISOString(),
    last_error: null,
    sent_at: new Date(TEST_NOW.getTime() - 2 * HOUR).toISOString(),
    expires_at: null,
    headers: null,
  },
  {
    to_address: `planner.${kind}@alpha.test`,
    subject: "Alpha Drilling: 2 items due | شركة Alpha Drilling: 2 من البنود مستحقة الفحص",
    body: "Items Inspection examined for Alpha Drilling are due.\n",
    status: "pending",
    attempts: 1,
    next_attempt_at: new Date(TEST_NOW.getTime() - HOUR).toISOString(),
    last_error: "451 Mailbox busy, try again later",
    sent_at: null,
    expires_at: null,
    headers: JSON.stringify({ "List-Unsubscribe": "<https://site.test/client/unsubscribe/?token=abc>" }),
  },
  {
    to_address: `invited.${kind}@alpha.test`,
    subject: "Your invitation to Alpha Drilling on Inspection",
    body: "Hello,\n\nyou are invited: https://site.test/client/invitation/?invitation=def\n",
    status: "pending",
    attempts: 0,
    next_attempt_at: new Date(TEST_NOW.getTime() - HOUR).toISOString(),
    last_error: null,
    sent_at: null,
    expires_at: new Date(TEST_NOW.getTime() + 7 * 24 * HOUR).toISOString(),
    headers: null,
  },
]

// Every table, index, sequence and constraint whose name still says staff_mail.
async function namesOfStaffMail(kind: StorageKind, db: Kysely<AnySchema>) {
  const query =
    kind === "sqlite"
      ? sql<{ name: string }>`select name from sqlite_master where name like '%staff%mail%'`
      : sql<{ name: string }>`select relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
          where n.nspname = current_schema() and relname like '%staff%mail%'
          union all select conname from pg_constraint where conname like '%staff%mail%'`
  return (await query.execute(db)).rows.map((row) => row.name)
}

describe.each(STORAGE_KINDS)("the mail table renamed account_mail, on %s", (kind) => {
  test("the mails queued before the upgrade are all there, the waiting ones are sent, new ones numbered on", async () => {
    const where = { dataDir: databases.dataDirOf(kind), postgresUrl: databases.postgres.url, file: SQLITE_FILE }
    const old = openUnmigrated(kind, where)
    await migrate(old as Kysely<unknown>, kind, BEFORE)
    await old.insertInto("staff_mail").values(earlierRows(kind)).execute()
    // A reset whose link expired, deleted with its .eml copy by retention: its id is never to be given again.
    const { id: forgotten } = await old
      .insertInto("staff_mail")
      .values({ ...earlierRows(kind)[2], to_address: `reset.${kind}@inspection.test` })
      .returning("id")
      .executeTakeFirstOrThrow()
    await old.deleteFrom("staff_mail").where("id", "=", forgotten).execute()
    const before = await old.selectFrom("staff_mail").selectAll().orderBy("id").execute()
    await old.destroy()

    // The server migrates the database as it opens it, as after an upgrade.
    const db = await databases.open(kind)
    // Every row, every column, as it was: nothing lost, the ids (which name the .eml copies) kept. Read before the
    // worker starts: its first pass may already try the waiting mails.
    expect(await db.selectFrom("account_mail").selectAll().orderBy("id").execute()).toEqual(before)
    const worker = startMailWorker({
      db,
      sender: smtpSender(inbox.url),
      content: siteContent(),
      addresses: { from: "Inspection website <website@inspection.test>", companyTo: "info@inspection.test" },
      clock: () => TEST_NOW,
    })
    try {
      worker.kick()
      await worker.drain()
      const [, digest, invitation] = earlierRows(kind)
      const delivered = inbox.messages.filter((message) => message.to[0].endsWith(`.${kind}@alpha.test`))
      expect(delivered.map((message) => [message.to, message.subject])).toEqual([
        [[digest.to_address], digest.subject],
        [[invitation.to_address], invitation.subject],
      ])
      expect(delivered[0].raw).toMatch(
        /^List-Unsubscribe: <https:\/\/site\.test\/client\/unsubscribe\/\?token=abc>\r?$/m,
      )
      expect(delivered[1].mail.text).toBe(invitation.body)
      // The assignment sent before the upgrade is not sent again.
      expect(inbox.messages.filter((message) => message.to.includes(`engineer.${kind}@inspection.test`))).toEqual([])
      const states = await db.selectFrom("account_mail").select(["id", "status"]).orderBy("id").execute()
      expect(states.map((row) => row.status)).toEqual(["sent", "sent", "sent"])

      // A mail queued after the upgrade is numbered after every earlier one, the deleted one too: no id, so no .eml
      // copy's name, is given twice.
      await queueAccountMail(db, { to: `later.${kind}@inspection.test`, subject: "Later", body: "Later\n" }, TEST_NOW)
      const ids = (await db.selectFrom("account_mail").select("id").orderBy("id").execute()).map((row) => row.id)
      expect(ids).toEqual([...before.map((row) => row.id), Number(forgotten) + 1])

      expect(await namesOfStaffMail(kind, db as unknown as Kysely<AnySchema>)).toEqual([])
    } finally {
      await worker.stop()
      await db.destroy()
    }
  })
})
