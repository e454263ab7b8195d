import { promiseState, timeLeftWords } from "./time-left-words"

const MIN = 60_000
test.each([
  [null, "answered", "Answered"],
  [25 * 60 * MIN + 5 * MIN, "on-time", "1 d 1 h left"],
  [7 * 60 * MIN, "on-time", "7 h left"],
  [6 * 60 * MIN, "due-soon", "6 h left (due soon)"],
  [45 * MIN + 30_000, "due-soon", "45 min left (due soon)"],
  [0, "overdue", "Overdue by 0 min"],
  [-(2 * 60 + 5) * MIN, "overdue", "Overdue by 2 h 5 min"],
])("%s ms left: %s, %s", (left, state, words) => {
  expect(promiseState(left)).toBe(state)
  expect(timeLeftWords(left)).toBe(words)
})
