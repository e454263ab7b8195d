/** @jest-environment node */
import fs from "node:fs"
import path from "node:path"
import { validateContent } from "./validate-content"
import { DATA_DIR } from "../testing/paths"
import { dataCopyPerTest } from "../testing/data-copy"

// Each case edits a throwaway copy of the real data/ the way an editor might.
const { dir, edit } = dataCopyPerTest("glossary-")
// What the glossary check says; other content errors are other tests' concern.
const glossaryErrors = (dir: string) => validateContent(dir).filter((error) => /glossary|English gloss/.test(error))
const glossary = () => JSON.parse(fs.readFileSync(path.join(DATA_DIR, "glossary.json"), "utf8"))

test("the shipped Arabic uses none of the glossary's variants and glosses each English term once a page", () => {
  expect(glossaryErrors(DATA_DIR)).toEqual([])
})

test("an avoided variant in a service's Arabic names the file, the entry, the field and the term to write", () => {
  edit("services/ndt.json", (service) => {
    service.ar.methods[0].detail = `مسح بالموجات فوق الصوتية متعددة المصفوفات. ${service.ar.methods[0].detail}`
  })
  expect(glossaryErrors(dir())).toEqual([
    'data/services/ndt.json: service "ndt", field "ar.methods[0].detail": «متعددة المصفوفات» is a variant data/glossary.json says to avoid; write «الفحص بالموجات فوق الصوتية بالمصفوفة المرحلية» (phased array ultrasonic testing (PAUT))',
  ])
})

test("a variant is found whatever its diacritics, in any kind: a case study, site.json, an industry", () => {
  edit("projects/hrsg-outage-inspection.json", (project) => (project.ar.methods[0] = "فحص مجمّعات المحمَّص"))
  edit("site.json", (site) => (site.ar.about.intro = "نقيس السَّماكة."))
  edit("industries.json", (industries) => (industries.ar[0].sectors[0] = "الهياكل الفولاذية"))
  const errors = glossaryErrors(dir())
  expect(errors).toEqual([
    expect.stringMatching(/^data\/site\.json: site, field "ar\.about\.intro": «سماكة» is a variant/),
    expect.stringMatching(
      /^data\/industries\.json: industry "oil-gas", field "ar\.sectors\[0\]": «فولاذ» is a variant/,
    ),
    expect.stringMatching(
      /^data\/projects\/hrsg-outage-inspection\.json: project "hrsg-outage-inspection", field "ar\.methods\[0\]": «محمص» is a variant .*«المسخّن الفائق»/,
    ),
  ])
})

test("a variant that is part of its own term is refused: it would refuse every right use", () => {
  const rows = glossary()
  const steel = rows.en.terms.findIndex((term: { english: string }) => term.english === "steel")
  edit("glossary.json", (value) => value.en.terms[steel].avoid.push("الصلب"))
  const errors = glossaryErrors(dir())
  expect(errors).toContain(
    `data/glossary.json: glossary, field "terms[${steel}].avoid[${rows.en.terms[steel].avoid.length}]": «الصلب» is part of the term «الصلب» itself`,
  )
})

test("an English gloss repeated on a page names the repeat and where the term was first glossed", () => {
  edit("services/ndt.json", (service) => {
    service.ar.deliverables[1] = `${service.ar.deliverables[1]} بالمصفوفة المرحلية (PAUT)`
  })
  expect(glossaryErrors(dir())).toEqual([
    'data/services/ndt.json: service "ndt", field "ar.deliverables[1]": the English gloss "(PAUT)" is already given in field "ar.summary"; gloss a term once a page, at its first use',
  ])
})

test("a gloss may recur on another page and in a picture's alt text, which is read on its own", () => {
  edit("services/hydrotesting.json", (service) => {
    service.ar.imageAlt = `${service.ar.imageAlt} (PAUT)`
    service.ar.summary = `${service.ar.summary} (PAUT)`
  })
  expect(glossaryErrors(dir())).toEqual([])
})

test("a singular form of address anywhere, the client area and its mails included, names the file, the entry and the field", () => {
  edit("client.json", (client) => {
    client.ar.signIn.forgot = "نسيت كلمة المرور؟"
    client.ar.signIn.resetEmail = "البريد الإلكتروني لحسابك"
    client.ar.mail.resetBody = `${client.ar.mail.resetBody}\n\nوإن لم تكن تتوقع هذه الرسالة فتجاهلها.`
  })
  edit("site.json", (site) => (site.ar.servicesSection.learnMore = "اعرف المزيد"))
  expect(glossaryErrors(dir())).toEqual([
    expect.stringMatching(
      /^data\/site\.json: site, field "ar\.servicesSection\.learnMore": «اعرف» is a variant .*write «أنتم»/,
    ),
    expect.stringMatching(
      /^data\/client\.json: client, field "ar\.signIn\.forgot": «نسيت» is a variant .*write «أنتم»/,
    ),
    expect.stringMatching(
      /^data\/client\.json: client, field "ar\.signIn\.resetEmail": «حسابك» is a variant .*write «أنتم»/,
    ),
    expect.stringMatching(
      /^data\/client\.json: client, field "ar\.mail\.resetBody": «تتوقع» is a variant .*write «أنتم»/,
    ),
  ])
})

test("a singular form is found as a whole word only: the plural that holds it passes", () => {
  edit("client.json", (client) => {
    client.ar.signIn.forgot = "نسيتم كلمة المرور؟"
    client.ar.app.noCompany = "أنتم وشركتكم: حسابكم غير مرتبط بأي شركة. اطلبوا دعوة من {brand}."
    client.ar.signIn.resetEmail = "البريد الإلكتروني لحسابكم"
  })
  expect(glossaryErrors(dir())).toEqual([])
})

test("the tanween written on the alif is refused, on the letter before it is not", () => {
  edit("services/heat-treatment.json", (service) => {
    service.ar.scopeHeading = "ما نعالجه حرارياً"
    service.ar.summary = `${service.ar.summary} تسخينًا منتظمًا.`
  })
  expect(glossaryErrors(dir())).toEqual([
    'data/services/heat-treatment.json: service "heat-treatment", field "ar.scopeHeading": «اً» is a variant data/glossary.json says to avoid; write «ـًا» (tanween fath (the ending -an): the mark on the letter before the alif)',
  ])
})

test("a bracket closed up to a code is part of its reference, not an English gloss", () => {
  edit("services/hydrotesting.json", (service) => {
    service.ar.deliverables[0] = `${service.ar.deliverables[0]} وفق UG-99(h)، وLOLER 1998 المادة 9(3)(a)(i)`
    service.ar.deliverables[1] = `${service.ar.deliverables[1]} وفق UG-99(h)، وLOLER 1998 المادة 9(3)(a)(i)`
  })
  expect(glossaryErrors(dir())).toEqual([])
})
