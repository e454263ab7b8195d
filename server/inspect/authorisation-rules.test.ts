/** @jest-environment node */
import { authorisedKinds, authorisedOn, type AuthorisationAsked, type AuthorisationRecord } from "./authorisation-rules"

// What the office reads when a report is refused: the record, and what about it lapsed on the examination's day.

const UT: AuthorisationRecord = {
  kind: "ndt-report",
  method: "UT",
  level: 2,
  capability: "examine",
  scheme: "pcn-iso-9712",
  certificateNumber: "12345",
  validFrom: "2024-10-02",
  validUntil: "2026-10-01",
  visionTestOn: "2026-03-15",
  withdrawnAt: null,
}
const LOLER: AuthorisationRecord = {
  ...UT,
  kind: "thorough-examination",
  method: null,
  level: null,
  scheme: "leea",
  certificateNumber: "0051234",
  validUntil: "2027-12-31",
  visionTestOn: null,
}
const examineUt: AuthorisationAsked = { kind: "ndt-report", method: "UT", capability: "examine" }

test("a record in force on the day, its vision test within 12 months, authorises; the last days count", () => {
  expect(authorisedOn([UT], examineUt, "2026-06-01")).toEqual({ ok: true, record: UT })
  expect(authorisedOn([UT], examineUt, "2026-10-01").ok).toBe(true)
  expect(authorisedOn([UT], examineUt, "2024-10-02").ok).toBe(false)
  expect(authorisedOn([{ ...UT, visionTestOn: "2025-10-01" }], examineUt, "2026-10-01").ok).toBe(true)
  expect(authorisedOn([LOLER], { kind: "thorough-examination", capability: "examine" }, "2026-06-01").ok).toBe(true)
})

test("each lapse is named with its certificate", () => {
  const refusal = (records: AuthorisationRecord[], day: string, asked = examineUt) => {
    const answer = authorisedOn(records, asked, day)
    return answer.ok ? "authorised" : answer.lapsed
  }
  expect(refusal([UT], "2026-10-02")).toBe("PCN UT level 2 certificate 12345 expired on 2026-10-01")
  expect(refusal([UT], "2024-10-01")).toBe("PCN UT level 2 certificate 12345 is valid only from 2024-10-02")
  expect(refusal([{ ...UT, visionTestOn: "2025-05-31" }], "2026-06-01")).toBe(
    "PCN UT level 2 certificate 12345: vision test older than 12 months (last on 2025-05-31)",
  )
  expect(refusal([{ ...UT, level: 1 }], "2026-06-01")).toBe(
    "PCN UT level 1 certificate 12345: level 1 does not evaluate or report results",
  )
  expect(refusal([{ ...UT, withdrawnAt: "2026-05-20T08:00:00.000Z" }], "2026-06-01")).toBe(
    "PCN UT level 2 certificate 12345 was withdrawn on 2026-05-20",
  )
  expect(refusal([UT], "2026-06-01", { ...examineUt, method: "RT" })).toBe(
    "no authorisation to examine ndt-report (RT)",
  )
  expect(refusal([UT], "2026-06-01", { ...examineUt, capability: "review" })).toBe(
    "no authorisation to review ndt-report (UT)",
  )
  expect(refusal([LOLER], "2026-06-01")).toBe("no authorisation to examine ndt-report (UT)")
})

test("a withdrawal counts from its day: a report examined before it still stands", () => {
  const withdrawn = { ...LOLER, withdrawnAt: "2026-05-20T21:30:00.000Z" }
  const asked = { kind: "thorough-examination", capability: "examine" as const }
  expect(authorisedOn([withdrawn], asked, "2026-05-19").ok).toBe(true)
  // 23:30 in Cairo is still the 20th; the caller's calendar decides.
  expect(authorisedOn([withdrawn], asked, "2026-05-20", () => "2026-05-21").ok).toBe(true)
  expect(authorisedOn([withdrawn], asked, "2026-05-20").ok).toBe(false)
})

test("one record in force is enough when another has lapsed; a job offers only the kinds authorised on its day", () => {
  const renewed = { ...UT, certificateNumber: "67890", validFrom: "2026-10-01", validUntil: "2031-09-30" }
  expect(authorisedOn([UT, renewed], examineUt, "2027-01-10")).toEqual({ ok: true, record: renewed })
  const kinds = ["thorough-examination", "ndt-report", "pressure-test"]
  expect(authorisedKinds([UT, LOLER], kinds, "2026-06-01")).toEqual(["thorough-examination", "ndt-report"])
  expect(authorisedKinds([UT, LOLER], kinds, "2026-10-02")).toEqual(["thorough-examination"])
  expect(authorisedKinds([], kinds, "2026-06-01")).toEqual([])
})
