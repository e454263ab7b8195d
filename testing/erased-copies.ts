import { spawnSync } from "node:child_process"
import { sql, type Kysely } from "kysely"
import type { Database } from "../server/storage/schema"

// Where an erasure's tests look for what was erased: every file under a folder (SQLite's files, the .eml copies),
// and every row version in a PostgreSQL table's pages.

// Read by grep, in a process of its own: POSIX locks belong to a process, and closing any descriptor of a file drops
// all of them, so reading SQLite's files here dropped this process's locks on them. An erasure's command line then
// found the database unused, took its shared-memory file for its own and truncated it under the server that has it
// mapped here (a Jest worker died of SIGBUS in a clean CI run).
export function filesHolding(dir: string, text: string): string[] {
  const found = spawnSync("grep", ["-rlF", "--binary-files=text", "-e", text, dir], {
    encoding: "utf8",
    env: { ...process.env, LC_ALL: "C" },
  })
  // grep answers 1 when no file holds the text.
  if (found.status === 1) return []
  if (found.status !== 0) throw new Error(`grep could not read ${dir}: ${found.stderr}`)
  return found.stdout.split("\n").filter(Boolean).sort()
}

// How many row versions of the table hold the text, the dead ones VACUUM has not removed yet included (needs the
// pageinspect extension: `create extension if not exists pageinspect`).
export async function versionsHolding(db: Kysely<Database>, table: string, text: string): Promise<number> {
  const { rows } = await sql<{ n: string }>`
    select count(*) as n
    from generate_series(0, (pg_relation_size(${table}) / current_setting('block_size')::int)::int - 1) as page,
      lateral heap_page_items(get_raw_page(${table}, page)) as item
    where item.t_data is not null and position(convert_to(${text}, 'UTF8') in item.t_data) > 0`.execute(db)
  return Number(rows[0].n)
}
