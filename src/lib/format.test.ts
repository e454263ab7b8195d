import { fill, telHref, leftToRight, phoneList } from "./format"

describe("fill", () => {
  it("replaces every known placeholder", () => {
    expect(fill("Why Choose {brand}", { brand: "Inspection" })).toBe("Why Choose Inspection")
    expect(fill("Call {phone} or e-mail {email}; {phone}", { phone: "+20 3", email: "a@b.c" })).toBe(
      "Call +20 3 or e-mail a@b.c; +20 3",
    )
  })

  it("writes numbers as text", () => {
    expect(fill("at least {min} characters", { min: 20 })).toBe("at least 20 characters")
  })

  it("leaves unknown placeholders as they are", () => {
    expect(fill("{brand} — {unknown}", { brand: "Inspection" })).toBe("Inspection — {unknown}")
    expect(fill("no placeholders", { brand: "Inspection" })).toBe("no placeholders")
  })
})

describe("telHref", () => {
  it("keeps only the digits and a leading +", () => {
    expect(telHref("+20 3 420 1100")).toBe("tel:+2034201100")
    expect(telHref("+20 (100) 555-0147")).toBe("tel:+201005550147")
    expect(telHref("03.420.1100")).toBe("tel:034201100")
  })
})

test("phone numbers set in a sentence are isolated left to right, and still read as themselves", () => {
  const list = phoneList(["+20 3 420 1100", "+20 100 555 0147"], "en")
  expect(list).toBe("\u2066+20 3 420 1100\u2069, \u2066+20 100 555 0147\u2069")
  expect(list.replace(/[\u2066\u2069]/g, "")).toBe("+20 3 420 1100, +20 100 555 0147")
  expect(leftToRight("Q-2026-000042")).toBe("\u2066Q-2026-000042\u2069")
})

test("an Arabic phone list is joined with the Arabic comma, not the Latin one", () => {
  const list = phoneList(["+20 3 420 1100", "+20 100 555 0147"], "ar")
  expect(list.replace(/[\u2066\u2069]/g, "")).toBe("+20 3 420 1100، +20 100 555 0147")
  expect(list).not.toContain(",")
})
