import type { ReportDraft } from "../../lib/inspect-replies"
import type { ServerCopy } from "./device-store"

// A report the server answered 409 (someone saved a newer version): the person chooses, nothing is merged.
export type ConflictChoice = "mine" | "theirs" | "both"

// What the device keeps after the choice: the report under its id, and for "both" a second report (mine, under a
// new id, sent as new). `send` says which of them are queued to be sent.
export type Resolution = {
  keep: ReportDraft
  send: boolean
  copy: { id: string; draft: ReportDraft } | null
}

const serverDraft = (current: ServerCopy): ReportDraft => {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  const { version, updatedBy, updatedAt, ...draft } = current
  return { ...draft, baseVersion: version }
}

export function resolveConflict(
  choice: ConflictChoice,
  mine: ReportDraft,
  current: ServerCopy,
  newId: () => string,
): Resolution {
  if (choice === "mine") return { keep: { ...mine, baseVersion: current.version }, send: true, copy: null }
  if (choice === "theirs") return { keep: serverDraft(current), send: false, copy: null }
  return { keep: serverDraft(current), send: false, copy: { id: newId(), draft: { ...mine, baseVersion: 0 } } }
}
