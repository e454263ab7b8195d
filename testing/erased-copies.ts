import fs from "node:fs"
import path from "node:path"
import { sql, type Kysely } from "kysely"
import type { Database } from "../server/storage/schema"

// Where an erasure's tests look for what was erased: every file under a folder (SQLite's files, the .eml copies),
// and every row version in a PostgreSQL table's pages.

export const filesUnder = (dir: string): string[] =>
  fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => (entry.isDirectory() ? filesUnder(path.join(dir, entry.name)) : [path.join(dir, entry.name)]))

export const filesHolding = (dir: string, text: string) =>
  filesUnder(dir).filter((file) => fs.readFileSync(file).includes(text))

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
