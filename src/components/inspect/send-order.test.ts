import { sendOrder, type QueueEntry } from "./send-order"

const at = (minute: number) => `2026-12-07T10:${String(minute).padStart(2, "0")}:00.000Z`

test("a danger notice goes before everything queued earlier, then the photos, then the reports, oldest first", () => {
  const queue: QueueEntry[] = [
    { id: "report:r1", kind: "report", reportId: "r1", queuedAt: at(1) },
    { id: "photo:p2", kind: "photo", reportId: "r1", photoId: "p2", queuedAt: at(3) },
    { id: "photo:p1", kind: "photo", reportId: "r1", photoId: "p1", queuedAt: at(2) },
    { id: "danger:d2", kind: "danger", reportId: "r1", defectId: "d2", queuedAt: at(9) },
    { id: "danger:d1", kind: "danger", reportId: "r1", defectId: "d1", queuedAt: at(5) },
    { id: "report:r0", kind: "report", reportId: "r0", queuedAt: at(0) },
  ]
  expect(sendOrder(queue).map((entry) => entry.id)).toEqual([
    "danger:d1",
    "danger:d2",
    "photo:p1",
    "photo:p2",
    "report:r0",
    "report:r1",
  ])
})
