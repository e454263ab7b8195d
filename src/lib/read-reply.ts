import type { z } from "zod"
import { jsonFetch } from "./json-fetch"

// A reply read through the schema the server answers by (src/lib/*-replies.ts): the page works on what the server
// promised, and a reply that is not that fails where it is read, as a refusal would.
export async function readReply<Schema extends z.ZodTypeAny>(
  schema: Schema,
  path: string,
  init?: Parameters<typeof jsonFetch>[1],
): Promise<z.output<Schema>> {
  return schema.parse(await jsonFetch<unknown>(path, init))
}
