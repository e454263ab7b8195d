import fs from "node:fs"
import path from "node:path"
import QRCode from "qrcode"
import { NodeCompiler } from "@myriaddreamin/typst-ts-node-compiler"
import { COLORS } from "../../src/lib/brand"
import { LOCALES, type Locale } from "../../src/lib/locales"
import { companyProfilePath } from "../../src/lib/routes"
import { profileData, readProfileContent } from "./profile-data"
import { profileFonts } from "./profile-fonts"

// The company profile of each edition, typeset by Typst's own compiler (native, shipped as an npm package;
// nothing fetched at build or run time). It shapes Arabic correctly: letters joined, words in logical order.
// Resolved from the project root: gatsby-node is bundled by Parcel, where __dirname is not this folder.
export const PROFILE_TEMPLATE = path.resolve("site-build", "profile", "company-profile.typ")
// Where the build keeps them until gatsby-node copies them into public/ (public/ is emptied by gatsby build).
export const PROFILE_DIR = path.resolve(".cache", "company-profile")

export type WrittenProfile = { locale: Locale; path: string; file: string; bytes: number }

// "1.1" (MB, as the footer says it): one decimal, never "0.0".
export const megabytes = (bytes: number) => Math.max(bytes / 1_000_000, 0.1).toFixed(1)

export async function writeCompanyProfiles({
  dataDir,
  root,
  outDir = PROFILE_DIR,
  siteUrl,
  today,
}: {
  dataDir: string
  // The folder the template's artwork paths (/data/images/…) are read from: the project.
  root: string
  outDir?: string
  siteUrl: string
  today: string
}): Promise<WrittenProfile[]> {
  const read = readProfileContent(dataDir)
  const template = fs.readFileSync(PROFILE_TEMPLATE, "utf8")
  fs.mkdirSync(outDir, { recursive: true })
  const written: WrittenProfile[] = []
  for (const locale of LOCALES) {
    const contactUrl = profileData(read(locale), { locale, today, siteUrl, qrSvg: "" }).contactUrl
    const qrSvg = await QRCode.toString(contactUrl, {
      type: "svg",
      margin: 0,
      errorCorrectionLevel: "M",
      color: { dark: COLORS.navy[900], light: "#FFFFFF" },
    })
    const data = JSON.stringify(profileData(read(locale), { locale, today, siteUrl, qrSvg }))
    const compiler = NodeCompiler.create({ workspace: root, fontArgs: [{ fontBlobs: await profileFonts(data) }] })
    const result = compiler.compile({ mainFileContent: template, inputs: { data } })
    const diagnostics = result.takeDiagnostics()
    if (!result.result) {
      const messages = diagnostics ? compiler.fetchDiagnostics(diagnostics) : []
      throw new Error(
        `Company profile (${locale}): Typst could not typeset ${path.relative(root, PROFILE_TEMPLATE)}:\n  - ${messages
          .map((message: { message: string }) => message.message)
          .join("\n  - ")}`,
      )
    }
    const pdf = compiler.pdf(result.result)
    const urlPath = companyProfilePath(locale)
    const file = path.join(outDir, path.basename(urlPath))
    fs.writeFileSync(file, pdf)
    written.push({ locale, path: urlPath, file, bytes: pdf.length })
  }
  return written
}

// The profiles this build wrote (writeCompanyProfiles, in onPreBootstrap), read back from their files: the later
// Gatsby APIs (the nodes, the dev server, the copy into public/) take them from here, not from a variable the
// first one filled, so none depends on another having run in the same process.
export function writtenProfiles(outDir = PROFILE_DIR): WrittenProfile[] {
  return LOCALES.map((locale) => {
    const urlPath = companyProfilePath(locale)
    const file = path.join(outDir, path.basename(urlPath))
    if (!fs.existsSync(file))
      throw new Error(`Company profile (${locale}): ${file} is missing; onPreBootstrap writes it`)
    return { locale, path: urlPath, file, bytes: fs.statSync(file).size }
  })
}
