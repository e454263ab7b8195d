import { findsText } from "./pdf"

test("a phrase is found with spaces, direction marks and Arabic marks ignored and ligature pairs in either order", () => {
  // As poppler 22 writes "الاختبارات غير الإتلافية": lam-alef reversed twice, words split.
  expect(findsText("‫االختبارات‬ ‫غري‬ ‫اإلتالفية‬", "الاختبارات غير الإتلافية")).toBe(true)
  expect(findsText("API 653 inspection", "API 653")).toBe(true)
  // A letter missing, or one out of place beyond its neighbour, is not the phrase.
  expect(findsText("‫االختبارات‬ ‫غر‬ ‫اإلتالفية‬", "الاختبارات غير الإتلافية")).toBe(false)
  // Latin text and digits get no such leeway.
  expect(findsText("API 635", "API 653")).toBe(false)
})
