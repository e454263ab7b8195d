import fs from "node:fs"
import path from "node:path"
import { buildApp } from "../server/app"
import { DATA_DIR, ROOT } from "./paths"
import { siteWithRoom } from "./editor-room"
import { SAMPLE_CASE_STUDY, SAMPLE_SERVICE } from "./sample-entries"
import { copyProject, siteBuild, writeFiles } from "./site-copy"

// The one changed copy of the site that a test run builds (once, in the browser tests' "changed copy" project,
// e2e/second-build.spec.ts, beside the tests of the unchanged build): what an editor's commit publishes when it adds the thirteenth service and
// its case study and changes the Arabic hero heading. The CMS test checks that /admin/ saves exactly these files
// (e2e/admin.spec.ts); e2e/changed-content.spec.ts checks the site built from them, and from 4 KB more text in
// each edition's About and Why Choose texts (testing/editor-room.ts). One build serves both, where
// each spec used to build a copy of its own (two whole builds, 12–14 minutes of a two-core run).
export const CHANGED_COPY_DIR = path.join(ROOT, "var", "changed-copy")
// Its clean build's pages as the changed-content tests read them: the second builds then build the copy again.
const CHANGED_COPY_PUBLISHED = path.join(ROOT, "var", "changed-copy-published")

export const SERVICE_FILE = `data/services/${SAMPLE_SERVICE.en.slug}.json`
export const CASE_STUDY_FILE = `data/projects/${SAMPLE_CASE_STUDY.en.slug}.json`
export const HERO_AR = "فحص مستقل بمعايير دولية، من الإسكندرية إلى كل مواقعكم"

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`

// The changed files, paths from the project's root: the sample entries, and data/site.json with its Arabic
// hero heading replaced (and nothing else).
export function changedFiles(): Record<string, string> {
  const site = JSON.parse(fs.readFileSync(path.join(DATA_DIR, "site.json"), "utf8"))
  return {
    [SERVICE_FILE]: json(SAMPLE_SERVICE),
    [CASE_STUDY_FILE]: json(SAMPLE_CASE_STUDY),
    "data/site.json": json({ ...site, ar: { ...site.ar, hero: { ...site.ar.hero, heading: HERO_AR } } }),
  }
}

// The changed files with the About and Why Choose texts of both editions longer by ROOM_TEXT.
const withEditorRoom = (files: Record<string, string>) => ({
  ...files,
  "data/site.json": json(siteWithRoom(JSON.parse(files["data/site.json"]))),
})

export function buildChangedCopy() {
  // Modules of its own: the second build after a data change is compared with the project's build
  // (e2e/second-build.spec.ts).
  copyProject(CHANGED_COPY_DIR, "own")
  writeFiles(CHANGED_COPY_DIR, withEditorRoom(changedFiles()))
  const build = siteBuild(CHANGED_COPY_DIR)
  if (build.status !== 0) throw new Error(`the changed copy's build failed:\n${build.output.slice(-3000)}`)
  fs.rmSync(CHANGED_COPY_PUBLISHED, { recursive: true, force: true })
  fs.cpSync(path.join(CHANGED_COPY_DIR, "public"), CHANGED_COPY_PUBLISHED, { recursive: true })
}

export type ServedCopy = { base: string; close: () => Promise<void> }

// The changed copy's clean build, served by the project's own server on a free port.
export async function serveChangedCopy(): Promise<ServedCopy> {
  // The built pages only: no route of this server reads the clock.
  const server = await buildApp({ publicDir: CHANGED_COPY_PUBLISHED })
  const base = await server.listen({ port: 0, host: "127.0.0.1" })
  return { base, close: () => server.close() }
}
