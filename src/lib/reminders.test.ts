import { OVERDUE, reachedThreshold, reminderDaysOf } from "./reminders"

test("an item reaches the nearest threshold at or above its days left, and OVERDUE once past its date", () => {
  const thresholds = [60, 30, 7]
  expect(reachedThreshold(61, thresholds)).toBeNull()
  expect(reachedThreshold(60, thresholds)).toBe(60)
  expect(reachedThreshold(31, thresholds)).toBe(60)
  expect(reachedThreshold(25, thresholds)).toBe(30)
  expect(reachedThreshold(7, thresholds)).toBe(7)
  expect(reachedThreshold(0, thresholds)).toBe(7)
  expect(reachedThreshold(-1, thresholds)).toBe(OVERDUE)
})

test("a company's stored thresholds are read sorted and unique; an unreadable value is the default", () => {
  expect(reminderDaysOf("14,90,14")).toEqual([90, 14])
  expect(reminderDaysOf(null)).toEqual([60, 30, 7])
  expect(reminderDaysOf("0,abc,400")).toEqual([60, 30, 7])
})
