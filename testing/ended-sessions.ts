import type { Kysely } from "kysely"
import type { Database } from "../server/storage/schema"
import { TEST_NOW } from "./test-clock"
import type { StorageKind } from "./test-databases"

// A session's token, from its cookie (Better Auth's token.signature, URL-encoded).
const tokenOf = (cookie: string) => decodeURIComponent(cookie.split("=")[1]).split(".")[0]

// Ends two signed-in sessions of either population (the workspace's session table, the clients' client_session) in
// the database, each given by its cookie: `idle`'s expiry has passed, and `old` began 13 hours before TEST_NOW.
// Better Auth checks the idle timeout on the system clock (it takes no other); the 12-hour cap is the server's.
export async function endSessions(
  db: Kysely<Database>,
  kind: StorageKind,
  table: "session" | "client_session",
  { idle, old }: { idle: string; old: string },
) {
  // SQLite keeps Better Auth's dates as ISO text, PostgreSQL as timestamptz.
  const at = (ms: number) => (kind === "sqlite" ? new Date(ms).toISOString() : new Date(ms))
  await db
    .updateTable(table)
    .set({ expiresAt: at(Date.now() - 1000) })
    .where("token", "=", tokenOf(idle))
    .execute()
  await db
    .updateTable(table)
    .set({ createdAt: at(TEST_NOW.getTime() - 13 * 3600_000) })
    .where("token", "=", tokenOf(old))
    .execute()
}
