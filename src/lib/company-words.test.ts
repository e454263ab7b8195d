import { fillCompany } from "./company-words"

test("a company name that begins with «شركة» is not preceded by the word again", () => {
  const company = "شركة دلتا النيل للبترول"
  expect(fillCompany("كل معدّة فحصتها {brand} لشركة {company}.", { brand: "إنسبكشن", company })).toBe(
    "كل معدّة فحصتها إنسبكشن لشركة دلتا النيل للبترول.",
  )
  expect(fillCompany("حساب العميل الخاص بشركة {company}", { company })).toBe(
    "حساب العميل الخاص بشركة دلتا النيل للبترول",
  )
  expect(fillCompany("شركة {company}", { company })).toBe(company)
})

test("other names and words that merely contain «شركة» are left as they are", () => {
  expect(fillCompany("لشركة {company}", { company: "دلتا النيل" })).toBe("لشركة دلتا النيل")
  expect(fillCompany("الشركة {company}", { company: "شركة دلتا" })).toBe("الشركة شركة دلتا")
  expect(fillCompany("Each item for {company}", { company: "Nile Delta Petroleum Co." })).toBe(
    "Each item for Nile Delta Petroleum Co.",
  )
})
