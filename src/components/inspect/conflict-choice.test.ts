import type { ReportDraft } from "../../lib/inspect-replies"
import { resolveConflict } from "./conflict-choice"
import type { ServerCopy } from "./device-store"

describe("a 409's three choices", () => {
  const mine: ReportDraft = {
    jobId: "job-1",
    kind: "thorough-examination",
    itemKey: "item-1",
    newItem: null,
    values: { safeToOperate: false, swl: 5 },
    photos: [],
    baseVersion: 2,
    submitted: false,
  }
  const theirs: ServerCopy = {
    ...mine,
    values: { safeToOperate: true, swl: 5 },
    version: 3,
    updatedBy: "Karim Adel",
    updatedAt: "2026-12-07T10:30:00.000Z",
  }
  const newId = () => "2b7c7a3e-9f4e-4a55-8a43-0b1c8f0c0d11"

  test("keep mine: my values, sent again on the server's version", () => {
    expect(resolveConflict("mine", mine, theirs, newId)).toEqual({
      keep: { ...mine, baseVersion: 3 },
      send: true,
      copy: null,
    })
  })

  test("keep theirs: the server's values in place of mine, nothing sent", () => {
    const { keep, send, copy } = resolveConflict("theirs", mine, theirs, newId)
    expect(keep.values).toEqual({ safeToOperate: true, swl: 5 })
    expect(keep.baseVersion).toBe(3)
    expect(keep).not.toHaveProperty("updatedBy")
    expect([send, copy]).toEqual([false, null])
  })

  test("keep both: theirs under the report's id, mine as a new report of its own", () => {
    const { keep, copy } = resolveConflict("both", mine, theirs, newId)
    expect(keep.values).toEqual(theirs.values)
    expect(copy).toEqual({ id: newId(), draft: { ...mine, baseVersion: 0 } })
  })
})
