import type { RequestDetail } from "../../lib/staff-replies"

// A request as GET /api/staff/requests/<reference> answers it (src/lib/staff-replies.ts): the page shows it, its
// work panel changes it.
export type Detail = RequestDetail
// A client's re-examination request only: the register items it names.
export type RequestItem = Detail["items"][number]
// A field the page shows as it is: text, a number or nothing.
export type DetailField = { [K in keyof Detail]: Detail[K] extends string | number | null ? K : never }[keyof Detail]
