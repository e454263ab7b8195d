/**
 * @jest-environment node
 */
import { beyondWindowReport, budgetProblem, FIRST_SCREEN_BUDGET, FIRST_WINDOW, MEASURED_PAGES } from "./measured-pages"

describe("the measured pages' budget", () => {
  it("leaves editors 1.5 KB under TCP's first window", () => {
    expect(FIRST_WINDOW - FIRST_SCREEN_BUDGET).toBe(1_500)
  })

  it("names the page, the part, its bytes, the limit and by how much it grew", () => {
    expect(budgetProblem("/ar/", { firstScreen: 13_342, element: "p" })).toBe(
      "/ar/: the first screen (head and markup through the largest element, <p>) is 13,342 bytes on the wire, 242 over the 13,100-byte budget",
    )
    expect(budgetProblem("/ar/", { firstScreen: FIRST_SCREEN_BUDGET, element: "p" })).toBeUndefined()
    expect(budgetProblem("/ar/", { firstScreen: 9_000, element: "img" })).toBeUndefined()
  })

  it("reports a page whose whole HTML passes the first window, with its first screen, and no other", () => {
    expect(beyondWindowReport("/ar/", 17_250, 9_120)).toBe(
      "/ar/: 17,250 bytes on the wire in all, past the 14,600-byte first window; its first screen 9,120",
    )
    expect(beyondWindowReport("/ar/", FIRST_WINDOW, 9_120)).toBeUndefined()
  })

  it("measures one page of each kind in both editions", () => {
    expect(MEASURED_PAGES).toContain("/")
    expect(MEASURED_PAGES).toContain("/ar/")
    expect(MEASURED_PAGES.filter((route) => route.startsWith("/ar/"))).toHaveLength(MEASURED_PAGES.length / 2)
  })
})
