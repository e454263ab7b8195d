// The device's queue of what waits to be sent, and the order it is sent in: a dangerous defect's notice first (the
// law wants it told forthwith), then the photos (a report names its photos' uploads), then the reports; within a
// kind, oldest first. An entry's id is fixed by what it sends, so queueing the same thing again replaces it.
export type QueueEntry =
  | { id: string; kind: "danger"; reportId: string; defectId: string; queuedAt: string }
  | { id: string; kind: "photo"; reportId: string; photoId: string; queuedAt: string }
  | { id: string; kind: "report"; reportId: string; queuedAt: string }

const RANK: Record<QueueEntry["kind"], number> = { danger: 0, photo: 1, report: 2 }

export function sendOrder(entries: readonly QueueEntry[]): QueueEntry[] {
  return [...entries].sort((a, b) => RANK[a.kind] - RANK[b.kind] || a.queuedAt.localeCompare(b.queuedAt))
}

export const dangerEntryId = (defectId: string) => `danger:${defectId}`
export const photoEntryId = (photoId: string) => `photo:${photoId}`
export const reportEntryId = (reportId: string) => `report:${reportId}`
