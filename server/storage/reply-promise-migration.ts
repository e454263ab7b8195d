import { sql, type Kysely, type Migration } from "kysely"
import { dueTime } from "../../src/lib/due-time"
import { defaultHolidayDates } from "../promise/holidays"

// The 24-hour reply promise: each request's due time and the time of its first reply. Requests stored before get
// a due time counted from their arrival with today's holiday list, and as first reply the first time the audit log
// shows them set to Contacted (notes had no "reply sent" mark before).
export const replyPromiseMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable("requests").addColumn("due_at", "text").execute()
    await db.schema.alterTable("requests").addColumn("first_reply_at", "text").execute()
    // When the reminders went out (server/promise/reminders.ts): set by the one instance that sends each.
    await db.schema.alterTable("requests").addColumn("reminded_soon_at", "text").execute()
    await db.schema.alterTable("requests").addColumn("reminded_overdue_at", "text").execute()
    await db.schema
      .alterTable("request_notes")
      .addColumn("reply_sent", "integer", (col) => col.notNull().defaultTo(0))
      .execute()
    await db.schema.createIndex("requests_due_at").on("requests").column("due_at").execute()
    const holidays = defaultHolidayDates()
    const rows = await sql<{ id: number; created_at: string }>`select id, created_at from requests`.execute(db)
    for (const row of rows.rows) {
      const due = dueTime(new Date(row.created_at), holidays).toISOString()
      await sql`update requests set due_at = ${due} where id = ${row.id}`.execute(db)
    }
    await sql`update requests set first_reply_at = (select min(audit_log.at) from audit_log
      where audit_log.reference = requests.reference and audit_log.action = 'status changed'
        and audit_log.detail = 'contacted')`.execute(db)
  },
}
