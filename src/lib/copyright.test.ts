import { copyrightYears, FIRST_COPYRIGHT_YEAR } from "./copyright"

describe("copyrightYears", () => {
  it("shows the first year alone as shipped", () => {
    expect(copyrightYears(2025)).toBe("2025")
  })

  it("shows a later year as a range from the first year", () => {
    expect(copyrightYears(2026)).toBe("2025–2026")
    expect(copyrightYears(2031)).toBe(`${FIRST_COPYRIGHT_YEAR}–2031`)
  })
})
