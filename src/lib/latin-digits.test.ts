import { latinDigits, listSeparator } from "./latin-digits"

test("Arabic-Indic and Persian digits read as the Latin ones; every other character stays", () => {
  expect(latinDigits("٤٥، ١٤، ٣")).toBe("45، 14، 3")
  expect(latinDigits("SL-١١٤")).toBe("SL-114")
  expect(latinDigits("۰۹")).toBe("09")
  expect(latinDigits("LE-2026-01009 شركة")).toBe("LE-2026-01009 شركة")
})

test("a list reads with the Arabic comma in Arabic", () => {
  expect([45, 14, 3].join(listSeparator("ar"))).toBe("45، 14، 3")
  expect([45, 14, 3].join(listSeparator("en"))).toBe("45, 14, 3")
})
