// What a stored request is: a quote request, or a complaint or appeal (the complaint form's "kind").
export const REQUEST_KINDS = ["quote", "complaint", "appeal"] as const
export type RequestKind = (typeof REQUEST_KINDS)[number]

export const isRequestKind = (value: unknown): value is RequestKind => REQUEST_KINDS.includes(value as RequestKind)

// As the staff workspace names them.
export const REQUEST_KIND_LABELS: Record<RequestKind, string> = {
  quote: "Quote",
  complaint: "Complaint",
  appeal: "Appeal",
}
