import fs from "node:fs"
import path from "node:path"
import { ICON_SPRITE_PATH } from "../../src/lib/icon-sprite"
import { writeAdminFiles } from "../admin/admin-files"
import { iconSprite } from "../icons/sprite"
import { writtenProfiles } from "../profile/write-profiles"
import { writeSocialCards } from "../seo/social-cards"
import { robotsTxt } from "../seo/site-files"
import { FIRST_WINDOW, pagesPastFirstWindow } from "./first-window"
import { writeHostFiles } from "./host-files"
import { slimPageIcons } from "./icon-markup"
import { embedPageIconSymbols } from "./icon-symbols"
import { trimPageStyles } from "./page-styles"
import { precompress } from "./precompress"
import { removePreviousOutput } from "./previous-output"
import { restorePristinePages } from "./pristine-pages"
import { stripNulBytes } from "./strip-nul-bytes"
import { replaceStyleAttributes } from "./style-attributes"
import { isRewrittenPage, mergePageScripts } from "./template-scripts"
import { writeVerifyWorkers } from "./verify-worker"
import { APP_NAMES_QUERY, appNames, writeInspectWorkers, type AppNamesData } from "./inspect-worker"

type Graphql = <T>(query: string, variables?: Record<string, unknown>) => Promise<{ errors?: unknown; data?: T }>

// What the steps are given: the built site and Gatsby's GraphQL, nothing kept from an earlier API.
export type BuiltSite = { publicDir: string; siteUrl: string; graphql: Graphql }

// A step says what it did (reported as "name: …", then its notes, and its warnings as warnings); a step whose
// expectation of Gatsby's output fails throws (site-build/expect-output.ts), and the build stops.
export type PostBuildStep = {
  name: string
  run: (site: BuiltSite) => Promise<StepReport> | StepReport
}
export type StepReport = { done: string; notes?: string[]; warnings?: string[] }

const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`
const grouped = (bytes: number) => bytes.toLocaleString("en")

// Everything `gatsby build` does to public/ after Gatsby has written the pages, in order (onPostBuild in
// gatsby-node.ts runs them). The order matters where a step reads what another writes: the pages are Gatsby's
// own first, files written into public/ come before the header files that list them, the icon symbols come before
// the styles are cut (their <svg> needs the rule that hides it), and compression is last.
export const POST_BUILD_STEPS: PostBuildStep[] = [
  {
    name: "Gatsby's pages",
    run: ({ publicDir }) => {
      const { rendered, restored } = restorePristinePages(publicDir, isRewrittenPage)
      return {
        done: `${rendered} rendered by this build, ${restored} kept from the last one and put back as Gatsby wrote them`,
      }
    },
  },
  {
    name: "Last build's files",
    run: ({ publicDir }) => ({ done: `${removePreviousOutput(publicDir)} removed` }),
  },
  { name: "NUL bytes", run: ({ publicDir }) => ({ done: `${stripNulBytes(publicDir)} removed from the HTML` }) },
  {
    name: "Social images",
    run: async ({ publicDir, graphql }) => {
      const { written, warning } = await writeSocialCards(graphql, publicDir)
      return { done: `${written} written to public/og`, warnings: warning ? [warning] : [] }
    },
  },
  {
    name: "robots.txt",
    run: ({ publicDir, siteUrl }) => {
      fs.writeFileSync(path.join(publicDir, "robots.txt"), robotsTxt(siteUrl))
      return { done: "written" }
    },
  },
  {
    name: "Icon file",
    run: ({ publicDir }) => {
      fs.writeFileSync(path.join(publicDir, ICON_SPRITE_PATH), iconSprite())
      return { done: `${ICON_SPRITE_PATH} written` }
    },
  },
  {
    name: "CMS",
    run: async ({ publicDir }) => ({
      done: `${(await writeAdminFiles(publicDir)).length} files written to public/admin`,
    }),
  },
  {
    name: "Company profiles",
    run: ({ publicDir }) => {
      const profiles = writtenProfiles()
      for (const profile of profiles) fs.copyFileSync(profile.file, path.join(publicDir, path.basename(profile.file)))
      return { done: profiles.map((profile) => profile.path).join(", ") }
    },
  },
  {
    name: "Scripts",
    run: ({ publicDir }) => ({
      done: `Gatsby's inline scripts moved into one loader file in ${mergePageScripts(publicDir)} pages`,
    }),
  },
  { name: "Icons", run: ({ publicDir }) => ({ done: `${slimPageIcons(publicDir)} slimmed` }) },
  {
    name: "Icon symbols",
    run: ({ publicDir }) => ({ done: `${embedPageIconSymbols(publicDir)} written into the pages` }),
  },
  {
    name: "Style attributes",
    run: ({ publicDir }) => ({ done: `made classes in ${replaceStyleAttributes(publicDir)} pages` }),
  },
  {
    name: "Page styles",
    run: ({ publicDir }) => {
      const styles = trimPageStyles(publicDir)
      const pages = Math.max(styles.pages, 1)
      return {
        done:
          `inline CSS of ${styles.pages} pages cut to what each uses (${kb(styles.before / pages)} → ` +
          `${kb(styles.after / pages)} a page, ${styles.restFiles.size} rest files)`,
      }
    },
  },
  {
    // Before the header files and compression: the workers are served and compressed like any other file.
    name: "Service workers",
    run: async ({ publicDir, graphql }) => {
      const version = writeVerifyWorkers(publicDir)
      const names = await graphql<AppNamesData>(APP_NAMES_QUERY)
      if (names.errors || !names.data) throw new Error(`Could not read the inspectors' app's name: ${String(names.errors)}`)
      const inspect = writeInspectWorkers(publicDir, appNames(names.data))
      return {
        done:
          (version ? `/verify/ offline worker ${version}` : "not written (no /verify/ page)") +
          (inspect ? `; /inspect/ offline worker and manifest ${inspect}` : "; /inspect/'s not written (no app page)"),
      }
    },
  },
  {
    name: "Header files",
    run: ({ publicDir }) => {
      writeHostFiles(publicDir)
      return { done: "_headers and nginx-headers.conf written" }
    },
  },
  {
    name: "Compression",
    run: ({ publicDir }) => {
      const totals = precompress(publicDir)
      return {
        done: `${totals.files} files (${kb(totals.bytes)} → brotli ${kb(totals.brotli)}, gzip ${kb(totals.gzip)})`,
      }
    },
  },
  {
    // A page that grew past TCP's first window is told, not stopped: only its first screen is budgeted.
    name: "First window",
    run: ({ publicDir }) => {
      const past = pagesPastFirstWindow(publicDir)
      return {
        done: `${past.length} page(s) past the ${grouped(FIRST_WINDOW)}-byte first window`,
        notes: past.map(
          ({ route, whole, firstSection }) =>
            `${route} is about ${grouped(whole)} bytes on the wire; through its first section ` +
            `${firstSection === undefined ? "(no <main> section found)" : grouped(firstSection)} bytes. ` +
            "Only the first screen is held to a budget (docs/speed-and-search.md).",
        ),
      }
    },
  },
]

type Reporter = { info: (text: string) => void; warn: (text: string) => void }

// Runs the steps in order; the first that throws stops the rest, its error named by its step.
export async function runPostBuildSteps(site: BuiltSite, reporter: Reporter, steps = POST_BUILD_STEPS): Promise<void> {
  for (const step of steps) {
    let report: StepReport
    try {
      report = await step.run(site)
    } catch (error) {
      throw new Error(`Post-build step "${step.name}" failed: ${(error as Error).message}`, { cause: error })
    }
    reporter.info(`${step.name}: ${report.done}`)
    for (const note of report.notes ?? []) reporter.info(`${step.name}: ${note}`)
    for (const warning of report.warnings ?? []) reporter.warn(warning)
  }
}
