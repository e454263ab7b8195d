/** @jest-environment node */
import { validateContent } from "./validate-content"
import { DATA_DIR } from "../testing/paths"
import { dataCopyPerTest } from "../testing/data-copy"

// Each case edits a throwaway copy of the real data/ the way an editor might.
const { dir, edit } = dataCopyPerTest("standard-titles-")
const titleErrors = (dir: string) => validateContent(dir).filter((error) => /one standard, one title/.test(error))

test("the shipped pages give each standard one Arabic title", () => {
  expect(titleErrors(DATA_DIR)).toEqual([])
})

test("a standard's other Arabic title names the file, the entry, the field and the title it has elsewhere", () => {
  edit("services/training.json", (service) => {
    const index = service.en.standards.findIndex((standard: { code: string }) => standard.code === "API 653")
    service.ar.standards[index].title = "فحص الخزانات وإصلاحها وتعديلها وإعادة إنشائها"
  })
  expect(titleErrors(dir())).toEqual([
    expect.stringMatching(
      /^data\/services\/training\.json: service "training", field "ar\.standards\[\d+\]\.title": «فحص الخزانات وإصلاحها وتعديلها وإعادة إنشائها» is not the Arabic title API 653 has in data\/services\/[a-z-]+\.json, field "ar\.standards\[\d+\]\.title": «فحص الخزانات وإصلاحها وتعديلها وإعادة بنائها»; one standard, one title$/,
    ),
  ])
})

test("a case study's title, written in other case and punctuation, is the same title", () => {
  edit("projects/crude-tank-api-653.json", (project) => {
    project.ar.codes[0].title = "فحص الخزانات وإعادة إنشائها"
  })
  expect(titleErrors(dir())).toEqual([
    expect.stringMatching(
      /^data\/projects\/crude-tank-api-653\.json: project "crude-tank-api-653", field "ar\.codes\[0\]\.title": /,
    ),
  ])
})

test("a title shortened in both languages is a title of its own", () => {
  edit("projects/crude-tank-api-653.json", (project) => {
    project.en.codes[0].title = "Tank inspection"
    project.ar.codes[0].title = "فحص الخزانات"
  })
  expect(titleErrors(dir())).toEqual([])
})
