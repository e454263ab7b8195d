import { z } from "zod"

// Where an inbox page ends: the last row's place in the inbox order (inbox_sort, then newest first, then id;
// server/storage/inbox-order-migration.ts). The next page starts after it, so no page counts through the ones
// before it, and a request that arrives meanwhile does not shift a row onto two pages.
export type InboxPosition = { sort: string; created: string; id: number }

const position = z.tuple([z.string().max(40), z.string().max(40), z.number().int().positive()])

// Opaque to the browser: it is handed back as it came, not built or read there.
export const encodeCursor = ({ sort, created, id }: InboxPosition) =>
  Buffer.from(JSON.stringify([sort, created, id])).toString("base64url")

// The query's `after`: a cursor the server gave, or a 400 before the handler runs.
export const inboxCursor = z
  .string()
  .max(200)
  .transform((text, context): InboxPosition => {
    let parsed: unknown
    try {
      parsed = JSON.parse(Buffer.from(text, "base64url").toString("utf8"))
    } catch {
      parsed = undefined
    }
    const read = position.safeParse(parsed)
    if (!read.success) {
      context.addIssue({ code: z.ZodIssueCode.custom, message: "Not a page of the inbox." })
      return z.NEVER
    }
    const [sort, created, id] = read.data
    return { sort, created, id }
  })
