import { countText } from "./plural"

// "1 of 1 items", "0 ticked items" (UX review, smaller things): a count picks its words by the language's rule.
describe("countText", () => {
  const requests = { one: "{count} request", other: "{count} requests" }
  it.each([
    [0, "0 requests"],
    [1, "1 request"],
    [2, "2 requests"],
  ])("English: %i → %s", (count, text) => expect(countText("en", count, requests)).toBe(text))

  // Arabic has six forms; a text without a form falls back to `other`.
  const items = {
    zero: "لا معدات",
    one: "معدة واحدة",
    two: "معدتان",
    few: "{count} معدات",
    many: "{count} معدة",
    other: "{count} معدة",
  }
  it.each([
    [0, "لا معدات"],
    [1, "معدة واحدة"],
    [2, "معدتان"],
    [3, "3 معدات"],
    [11, "11 معدة"],
    [100, "100 معدة"],
  ])("Arabic: %i → %s", (count, text) => expect(countText("ar", count, items)).toBe(text))

  it("falls back to the other form and fills the text's further placeholders", () => {
    expect(countText("ar", 2, { other: "{shown} من {count}" }, { shown: 1 })).toBe("1 من 2")
  })
})
