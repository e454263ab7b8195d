import { documentLanguage, localeOfPath, localizePath, textDirection, unlocalizePath } from "./locales"

describe("locales", () => {
  it("reads the edition from the path", () => {
    expect(localeOfPath("/")).toBe("en")
    expect(localeOfPath("/services/ndt/")).toBe("en")
    expect(localeOfPath("/ar/")).toBe("ar")
    expect(localeOfPath("/ar/services/ndt/")).toBe("ar")
    expect(localeOfPath("/arabic/")).toBe("en")
    expect(localeOfPath("/en/")).toBe("en")
  })

  it("moves a path between editions and back", () => {
    expect(localizePath("/services/", "ar")).toBe("/ar/services/")
    expect(localizePath("/", "ar")).toBe("/ar/")
    expect(localizePath("/contact/?service=ndt#contact", "ar")).toBe("/ar/contact/?service=ndt#contact")
    expect(localizePath("/services/", "en")).toBe("/services/")
    expect(localizePath("#contact", "ar")).toBe("#contact")
    expect(unlocalizePath("/ar/services/ndt/")).toBe("/services/ndt/")
    expect(unlocalizePath("/ar/")).toBe("/")
    expect(unlocalizePath("/ar")).toBe("/")
    expect(unlocalizePath("/contact/")).toBe("/contact/")
  })

  it("writes Arabic right to left", () => {
    expect(textDirection("ar")).toBe("rtl")
    expect(textDirection("en")).toBe("ltr")
    expect(documentLanguage("/ar/services/ndt/")).toEqual({ lang: "ar", dir: "rtl" })
    expect(documentLanguage("/ar/no-such-page/")).toEqual({ lang: "ar", dir: "rtl" })
    expect(documentLanguage("/staff/")).toEqual({ lang: "en", dir: "ltr" })
  })
})
