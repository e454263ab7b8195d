// What a stored request is: a quote request, a complaint or appeal (the complaint form's "kind"), or a client's
// request for the next examination of items in its register (issue 51).
export const REQUEST_KINDS = ["quote", "complaint", "appeal", "reexamination"] as const
export type RequestKind = (typeof REQUEST_KINDS)[number]

// A complaint or an appeal: counted apart (C-…) and worded by the complaint form's texts; the others are quotes'.
export const isComplaintKind = (kind: RequestKind | undefined) => kind === "complaint" || kind === "appeal"

export const isRequestKind = (value: unknown): value is RequestKind => REQUEST_KINDS.includes(value as RequestKind)

// As the staff workspace names them.
export const REQUEST_KIND_LABELS: Record<RequestKind, string> = {
  quote: "Quote",
  complaint: "Complaint",
  appeal: "Appeal",
  reexamination: "Re-examination",
}
