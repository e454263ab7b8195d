import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { readContent } from "../../content/read-content"
import { localizePath } from "../../src/lib/locales"
import { PROBLEMS_SLOT } from "../../src/lib/result-slots"
import { DATA_DIR } from "../../testing/paths"
import { unisolatedRuns } from "../../testing/unisolated-runs"
import { notSentPage } from "./result-pages"

// The Arabic "not sent" page a visitor without JavaScript gets lists the form's own words, codes and dates
// isolated as the form shows them (issue 63): «مثل 2027-03-31» displayed 31-03-2027 (reading B3).
const ROUTE = "/quote/not-sent/"
let dir: string
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "result-pages-"))
  const folder = path.join(dir, localizePath(ROUTE, "ar"))
  fs.mkdirSync(folder, { recursive: true })
  fs.writeFileSync(path.join(folder, "index.html"), `<main dir="rtl"><ul ${PROBLEMS_SLOT}=""><li>—</li></ul></main>`)
})
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }))

test("the Arabic list of problems isolates the example date", () => {
  const { form } = readContent(DATA_DIR).ar.site
  const problems = [`${form.neededBy.label}: ${form.errors.date}`, `${form.email.label}: ${form.errors.email}`]
  const page = document.createElement("div")
  page.innerHTML = notSentPage(dir, ROUTE, problems, "", "ar")
  expect(page.querySelectorAll("li")).toHaveLength(2)
  expect(unisolatedRuns(page)).toEqual([])
})
