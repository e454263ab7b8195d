import { fittedSize, LONG_SIDE, THUMB_SIDE } from "./shrink-photo"

test("a camera's 4,000 × 3,000 photo is kept at 1,600 px on its long side, upright or sideways; a small one as it is", () => {
  expect(fittedSize(4000, 3000)).toEqual({ width: LONG_SIDE, height: 1200 })
  expect(fittedSize(3000, 4000)).toEqual({ width: 1200, height: LONG_SIDE })
  expect(fittedSize(1024, 768)).toEqual({ width: 1024, height: 768 })
  expect(fittedSize(1600, 1200, THUMB_SIDE)).toEqual({ width: 160, height: 120 })
})
