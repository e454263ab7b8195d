/**
 * @jest-environment node
 */
import { budgetProblem, FIRST_WINDOW, MEASURED_PAGES, PAGE_BUDGET } from "./measured-pages"

describe("the measured pages' budget", () => {
  it("leaves editors 1.5 KB under TCP's first window", () => {
    expect(FIRST_WINDOW - PAGE_BUDGET).toBe(1_500)
  })

  it("names the page, its bytes, the limit and by how much it grew", () => {
    expect(budgetProblem("/ar/", 13_342)).toBe("/ar/: 13,342 bytes on the wire, 242 over the 13,100-byte budget")
    expect(budgetProblem("/ar/", PAGE_BUDGET)).toBeUndefined()
    expect(budgetProblem("/ar/", 9_000)).toBeUndefined()
  })

  it("measures one page of each kind in both editions", () => {
    expect(MEASURED_PAGES).toContain("/")
    expect(MEASURED_PAGES).toContain("/ar/")
    expect(MEASURED_PAGES.filter((route) => route.startsWith("/ar/"))).toHaveLength(MEASURED_PAGES.length / 2)
  })
})
