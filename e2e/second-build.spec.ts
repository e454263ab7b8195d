import fs from "node:fs"
import path from "node:path"
import { expect, test } from "@playwright/test"
import { buildChangedCopy, CHANGED_COPY_DIR, changedFiles } from "../testing/changed-copy"
import { builtDay, differences, publishedFiles } from "../testing/published-files"
import { ROOT, PUBLIC_DIR } from "../testing/paths"
import { siteBuild } from "../testing/site-copy"
import { cairoToday } from "../src/lib/cairo-time"

// A second `gatsby build` over the last one's public/ and .cache/, as a host with a build cache runs it after an
// editor's change, publishes what a clean build of that data publishes (site-build/postbuild/pristine-pages.ts).
// It runs in the changed copy, where its clean build (testing/changed-copy.ts, made first here) left its cache (a
// cache holds absolute paths: a copy moved elsewhere is not what a host restores); the reference is the project's
// clean build (the build stage). Both run on one worker beside the tests of the unchanged build; the changed-content
// tests read the clean build's pages from a copy of them (playwright.config.ts). A second build with nothing
// changed used to be compared as well: it took as long, and puts back pages the same way this one does.
test.describe.configure({ mode: "serial", timeout: 12 * 60_000 })

test.beforeAll(() => {
  // Gatsby's whole build on two cores with the other worker busy: minutes, not seconds.
  test.setTimeout(12 * 60_000)
  buildChangedCopy()
})

const COPY_PUBLIC = path.join(CHANGED_COPY_DIR, "public")

function buildAgain() {
  const build = siteBuild(CHANGED_COPY_DIR)
  expect(build.status, build.output.slice(-3000)).toBe(0)
  return build.output
}

// The build's day is on /prequalification/ (and in the worker's version that digests it): a build on another
// Cairo day than its reference differs there, rightly, and is not compared.
const skipAcrossDays = (referenceDir: string) => {
  const [reference, today] = [builtDay(referenceDir), cairoToday()]
  test.skip(reference !== today, `the clean build describes ${reference}, a build now ${today}: the pages say the day`)
}

// The copy has node_modules of its own (testing/site-copy.ts): through a link to the project's, webpack named
// every module, so every chunk, after another path, and no page could match the project's build.
test("a build after an editor's change to the data publishes what a clean build of that data does", () => {
  skipAcrossDays(PUBLIC_DIR)
  // The editor's change undone: the changed copy's data becomes the project's again (a service and its case
  // study removed, the site texts as they were), whose clean build is the project's own public/.
  for (const file of Object.keys(changedFiles())) {
    const original = path.join(ROOT, file)
    const inCopy = path.join(CHANGED_COPY_DIR, file)
    if (fs.existsSync(original)) fs.copyFileSync(original, inCopy)
    else fs.rmSync(inCopy)
  }
  // The services are in every public page's footer, so Gatsby renders those again; the signed-in tools' pages it
  // keeps, and the build's steps put them back (or this test would not prove that they can).
  const output = buildAgain()
  expect(output).toMatch(/Gatsby's pages: \d+ rendered by this build, [1-9]\d* kept from the last one/)
  expect(differences(publishedFiles(PUBLIC_DIR), publishedFiles(COPY_PUBLIC))).toEqual([])
})
