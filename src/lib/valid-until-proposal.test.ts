import { intervalsForKind, proposeValidUntil, type ExaminationInterval } from "./valid-until-proposal"

const accessories: ExaminationInterval = {
  slug: "lifting-accessories",
  name: "Lifting accessories",
  kinds: ["lifting-equipment"],
  months: 6,
  source: "LOLER 1998 reg. 9(3)(a)(i)",
}
const pressure: ExaminationInterval = {
  slug: "pressure-equipment",
  name: "Pressure equipment",
  kinds: ["pressure-test", "ndt-report"],
  months: null,
  source: "API 510, API 570, API 653",
}

test("a class with an interval proposes the inspection date plus its months, with its source", () => {
  expect(proposeValidUntil(accessories, "2026-08-31")).toEqual({
    validUntil: "2027-02-28",
    basis: expect.stringContaining("6 months — LOLER 1998 reg. 9(3)(a)(i)"),
  })
})

test("without an inspection date the rule is said and no date proposed", () => {
  expect(proposeValidUntil(accessories, "")).toEqual({
    validUntil: null,
    basis: "6 months — LOLER 1998 reg. 9(3)(a)(i). Enter the inspection date and the date is proposed.",
  })
})

test("a class with no interval proposes nothing and says the inspector states the date", () => {
  const proposal = proposeValidUntil(pressure, "2026-08-31")
  expect(proposal.validUntil).toBeNull()
  expect(proposal.basis).toContain("API 510, API 570, API 653: the inspector states the date")
})

test("the classes offered are those of the certificate's kind", () => {
  expect(intervalsForKind([accessories, pressure], "lifting-equipment")).toEqual([accessories])
  expect(intervalsForKind([accessories, pressure], "ndt-report")).toEqual([pressure])
  expect(intervalsForKind([accessories, pressure], "competence-card")).toEqual([])
})
