import type { Kysely } from "kysely"
import type { Database } from "../storage/schema"

// The one command that makes the first administrator (docs/staff-workspace.md): the password is read from
// standard input, here from a variable, so it stays out of the shell's history and the process list.
export const FIRST_ADMIN_COMMAND = `printf '%s' "$PASSWORD" | npm run -s staff -- add amal@example.com --name "Amal Fathy" --role admin`

// What `npm start` says while the workspace has no account, so that a newcomer can sign in; null once one exists.
export async function firstAdminHint(db: Kysely<Database>): Promise<string | null> {
  const account = await db.selectFrom("user").select("id").limit(1).executeTakeFirst()
  return account ? null : `No staff account yet. Make the first administrator with: ${FIRST_ADMIN_COMMAND}`
}
