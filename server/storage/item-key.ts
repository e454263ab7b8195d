// What an item of the client register is, in SQL: its kind and serial, or the certificate itself where it has no
// serial (then its number, marked so that no serial can equal it). And the register's order: due date, undated
// last. The indexes of item-latest-migration.ts are built on these very expressions and the register's queries
// (server/client/register-query.ts) write them the same way, which is what lets the database use the indexes.
// A migration is history, so these stay as they are: another key or order is a new constant and a new migration.
export const ITEM_KEY_SQL = (prefix: string) => `coalesce(nullif(${prefix}serial, ''), '#' || ${prefix}number)`

// A literal, not a parameter: a database matches an index's expression only to the same constant.
export const NO_DUE = "9999-12-31"
export const DUE_ORDER_LAST = `coalesce(valid_until, '${NO_DUE}')`
