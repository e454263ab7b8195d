import crypto from "node:crypto"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { logoMarkSvg } from "../../src/lib/brand"

// gatsby-plugin-manifest draws the app icons and favicon-32x32.png from an SVG file at 512 px, and copies it as
// favicon.svg. It is written from src/lib/brand.ts, outside the project (no build input changes), named by
// its content so an unchanged mark is the same file from build to build.
export const ICON_SIZE = 512

export function writeLogoIcon(dir = os.tmpdir()): string {
  const svg = logoMarkSvg(ICON_SIZE)
  const digest = crypto.createHash("sha256").update(svg).digest("hex").slice(0, 12)
  const file = path.join(dir, `inspection-logo-${digest}.svg`)
  if (!fs.existsSync(file)) fs.writeFileSync(file, svg)
  return file
}
