import { applyDocumentLanguage } from "./document-language"

// Setting lang or dir again, even to its value, has Chromium restyle every element: only a change is written.
test("the language and direction are written when the edition changes, and left alone when it does not", () => {
  const root = document.createElement("html")
  const written: string[] = []
  new MutationObserver((records) => written.push(...records.map((record) => record.attributeName!))).observe(root, {
    attributes: true,
  })
  applyDocumentLanguage("/ar/services/", root)
  expect([root.lang, root.dir]).toEqual(["ar", "rtl"])
  applyDocumentLanguage("/ar/contact/", root)
  applyDocumentLanguage("/contact/", root)
  expect([root.lang, root.dir]).toEqual(["en", "ltr"])
  return Promise.resolve().then(() => expect(written).toEqual(["lang", "dir", "lang", "dir"]))
})
