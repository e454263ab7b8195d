import { randomUUID } from "node:crypto"
import fs from "node:fs"
import path from "node:path"
import QRCode from "qrcode"
import { NodeCompiler } from "@myriaddreamin/typst-ts-node-compiler"
import { COLORS } from "../../src/lib/brand"
import { EVERY_CHARACTER, typstFonts } from "../../src/lib/typst-fonts"
import { reportPdfData } from "./report-pdf-data"
import type { ReportPdfInput } from "./report-pdf-input"
import { pdfPhotos } from "./report-pdf-photos"
import { readReportPdfWords } from "./report-pdf-texts"

// An issued report's PDF (issue 62), typeset by Typst as the company profile is (site-build/profile/), in its fonts
// and colours. One compiler a process, made on the first report: loading the fonts whole costs about half a second,
// a report then about a tenth of one. Resolved from the project root, as the server reads data/.
export const REPORT_TEMPLATE = path.resolve("server", "inspect", "report-pdf.typ")

// Typst's suggestion for a tool that compiles again and again: a memoised result unused for 10 compilations goes.
const EVICT_AFTER = 10

type Typesetter = { compiler: NodeCompiler; template: string; words: ReturnType<typeof readReportPdfWords> }
let typesetter: Promise<Typesetter> | undefined

function reportTypesetter(): Promise<Typesetter> {
  typesetter ??= (async () => {
    const fontBlobs = await typstFonts(EVERY_CHARACTER)
    return {
      // The workspace holds nothing: the template reads only its input and the photos mapped in below.
      compiler: NodeCompiler.create({ workspace: path.resolve("var", "report-pdf"), fontArgs: [{ fontBlobs }] }),
      template: fs.readFileSync(REPORT_TEMPLATE, "utf8"),
      words: readReportPdfWords(),
    }
  })().catch((error: unknown) => {
    typesetter = undefined
    throw error
  })
  return typesetter
}

// For a server that would rather load the fonts at its start than on its first report.
export const prepareReportPdf = (): Promise<void> => reportTypesetter().then(() => undefined)

export async function renderReportPdf(input: ReportPdfInput): Promise<Uint8Array> {
  const [{ compiler, template, words }, photos, qrSvg] = await Promise.all([
    reportTypesetter(),
    pdfPhotos(input.photos),
    QRCode.toString(input.verifyUrl, {
      type: "svg",
      margin: 0,
      errorCorrectionLevel: "M",
      color: { dark: COLORS.navy[900], light: "#FFFFFF" },
    }),
  ])
  // The photos are files only this compilation sees, under a folder of its own; from here to the PDF nothing
  // awaits, so no other report's compilation runs in between.
  const folder = `/photos-${randomUUID()}`
  const paths = photos.map((_, index) => `${folder}/${index}.jpg`)
  const data = JSON.stringify(reportPdfData(input, words, paths, qrSvg))
  const root = path.resolve("var", "report-pdf")
  paths.forEach((file, index) => compiler.mapShadow(path.join(root, file), photos[index]))
  try {
    const result = compiler.compile({ mainFileContent: template, inputs: { data } })
    const diagnostics = result.takeDiagnostics()
    if (!result.result) {
      const messages = diagnostics ? compiler.fetchDiagnostics(diagnostics) : []
      throw new Error(
        `Report ${input.number}: Typst could not typeset ${path.relative(process.cwd(), REPORT_TEMPLATE)}:\n  - ${messages
          .map((message: { message: string }) => message.message)
          .join("\n  - ")}`,
      )
    }
    return new Uint8Array(compiler.pdf(result.result))
  } finally {
    for (const file of paths) compiler.unmapShadow(path.join(root, file))
    // Typst memoises what it read and laid out; a server issues report after report, each with photos of its own.
    compiler.evictCache(EVICT_AFTER)
  }
}
