import type { StoredReport } from "./device-store"
import { dangerNoticeOf } from "./sync"

const report = (description: string): StoredReport => ({
  id: "5b0e3c1e-2f7a-4b8e-9a51-3d6f0b7c2a10",
  draft: {
    jobId: "job-7",
    kind: "thorough-examination",
    itemKey: "OTC-10-0412",
    newItem: null,
    values: {
      defects: [
        { id: "7f1d6a52-1c1b-4d43-9d0e-55b0a7f3c001", description, danger: "now", remedyBy: null, photoIds: [] },
      ],
    },
    photos: [],
    baseVersion: 0,
    submitted: false,
  },
  updatedAt: "2026-12-07T09:00:00.000Z",
  sentAt: null,
  conflict: null,
  notices: {
    "7f1d6a52-1c1b-4d43-9d0e-55b0a7f3c001": {
      noticeId: "a3c1e2d4-5b6f-4a7b-8c9d-0e1f2a3b4c5d",
      sent: false,
      foundAt: "2026-12-07T10:02:00.000+02:00",
    },
  },
})
const crane = { item: "Overhead travelling crane, 10 t", serial: "OTC-10-0412" }

test("a danger notice names the item, the defect as typed now and the moment it was marked, under the device's id", () => {
  expect(dangerNoticeOf(report("  Hook safety catch missing "), "7f1d6a52-1c1b-4d43-9d0e-55b0a7f3c001", crane)).toEqual({
    id: "a3c1e2d4-5b6f-4a7b-8c9d-0e1f2a3b4c5d",
    jobId: "job-7",
    reportId: "5b0e3c1e-2f7a-4b8e-9a51-3d6f0b7c2a10",
    itemKey: "OTC-10-0412",
    item: "Overhead travelling crane, 10 t",
    serial: "OTC-10-0412",
    defect: "Hook safety catch missing",
    foundAt: "2026-12-07T10:02:00.000+02:00",
  })
})

test("a defect not yet described, or one never marked a danger, makes no notice yet", () => {
  expect(dangerNoticeOf(report(" "), "7f1d6a52-1c1b-4d43-9d0e-55b0a7f3c001", crane)).toBeNull()
  expect(dangerNoticeOf(report("Cracked sheave"), "00000000-0000-4000-8000-000000000000", crane)).toBeNull()
})
