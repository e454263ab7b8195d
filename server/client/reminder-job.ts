import type { Kysely } from "kysely"
import type { Clock } from "../clock"
import type { Database } from "../storage/schema"
import { runDueReminders, type ReminderOptions } from "./reminder-run"

const EVERY_MS = 60 * 60 * 1000

// The clients' due-date digests: every hour (each company's day is sent once, whichever instance runs first, so
// a server that was down at midnight catches up within the hour it comes back), and once a minute after start.
export function startDueReminderJob(
  db: Kysely<Database>,
  options: ReminderOptions,
  clock: Clock,
  log: (error: Error) => void,
) {
  const run = () => void runDueReminders(db, clock(), options).catch(log)
  const first = setTimeout(run, 60_000)
  const timer = setInterval(run, EVERY_MS)
  first.unref()
  timer.unref()
  return () => {
    clearTimeout(first)
    clearInterval(timer)
  }
}
