import type { ListedFile } from "./request-files"

// A request as GET /api/staff/requests/<reference> answers it: the page shows it, its work panel changes it.
export type Detail = Record<string, string | number | null> & {
  reference: string
  locale: string
  status: string
  spam: number
  assignee_id: string | null
  // Working time left before the reply is due (negative: overdue by); null once answered.
  left_ms: number | null
  mails: { kind: string; status: string; attempts: number; last_error: string | null; sent_at: string | null }[]
  notes: { at: string; author_name: string; text: string; reply_sent: number }[]
  attachments?: ListedFile[]
  history: { at: string; actor_name: string; action: string; detail: string | null }[]
  // A client's re-examination request only: the register items it names.
  items?: RequestItem[]
}
export type RequestItem = {
  number: string
  kind: string
  item: string
  serial: string | null
  site: string
  valid_until: string | null
}
