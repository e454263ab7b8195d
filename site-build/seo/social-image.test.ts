/** @jest-environment node */
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import sharp from "sharp"
import { logoMarkBody } from "../../src/lib/brand"
import { writeLogoIcon } from "./logo-icon"
import {
  escapeXml,
  HEIGHT,
  layoutTitle,
  renderSocialImage,
  socialImageSvg,
  textWidth,
  WIDTH,
  wrapText,
  writeSocialImages,
} from "./social-image"

const card = {
  title: "Third-Party Inspection",
  brand: "Inspection",
  caption: "Inspection & quality assurance · Alexandria, Egypt",
  host: "www.inspection-eg.com",
}

test("text width follows the font's advance widths", () => {
  expect(textWidth("", 72)).toBe(0)
  expect(textWidth("W", 100)).toBeCloseTo(110.3)
  expect(textWidth("ii", 72)).toBeLessThan(textWidth("MM", 72))
  // An accented letter measures like its base letter.
  expect(textWidth("é", 72)).toBe(textWidth("e", 72))
})

test("a short title stays on one line at the largest size", () => {
  expect(layoutTitle("NDT Services")).toEqual({ lines: ["NDT Services"], fontSize: 72, truncated: false })
})

test("a long title wraps on word boundaries within the width, on at most three lines", () => {
  const title = "Quality you can measure. Service you can rely on."
  const { lines, fontSize, truncated } = layoutTitle(title, 1000)
  expect(truncated).toBe(false)
  expect(lines.length).toBeGreaterThan(1)
  expect(lines.length).toBeLessThanOrEqual(3)
  expect(lines.join(" ")).toBe(title)
  for (const line of lines) expect(textWidth(line, fontSize)).toBeLessThanOrEqual(1000)
})

test("a title too long for three lines is cut with an ellipsis at the smallest size", () => {
  const title = Array.from({ length: 40 }, (_, index) => `word${index}`).join(" ")
  const { lines, fontSize, truncated } = layoutTitle(title, 1000)
  expect(truncated).toBe(true)
  expect(fontSize).toBe(56)
  expect(lines).toHaveLength(3)
  expect(lines[2].endsWith("…")).toBe(true)
  for (const line of lines) expect(textWidth(line, fontSize)).toBeLessThanOrEqual(1000)
})

test("a word wider than a line is broken", () => {
  const lines = wrapText("x".repeat(60), 72, 1000)
  expect(lines.length).toBeGreaterThan(1)
  expect(lines.join("")).toBe("x".repeat(60))
  for (const line of lines) expect(textWidth(line, 72)).toBeLessThanOrEqual(1000)
})

test("texts are escaped for XML", () => {
  expect(escapeXml(`Oil & Gas <"Tanks">`)).toBe("Oil &amp; Gas &lt;&quot;Tanks&quot;&gt;")
  const svg = socialImageSvg({ ...card, title: "Oil & <Gas>" })
  expect(svg).toContain(">Oil &amp; &lt;Gas&gt;<")
  expect(svg).toContain("Inspection &amp; quality assurance")
  expect(svg).not.toContain("<Gas>")
})

test("the card nests the logo mark and names the brand", () => {
  const svg = socialImageSvg(card)
  expect(svg).toContain(`viewBox="0 0 40 40">${logoMarkBody()}</svg>`)
  expect(svg).toContain(">Inspection</text>")
  expect(svg).toContain(">www.inspection-eg.com</text>")
})

test("the manifest's icon is the logo mark at 512 px, the same drawing as the card's", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "icon-"))
  try {
    const icon = fs.readFileSync(writeLogoIcon(dir), "utf8")
    expect(icon).toMatch(/^<svg [^>]*width="512" height="512" viewBox="0 0 40 40">/)
    expect(icon).toContain(logoMarkBody())
    expect(socialImageSvg(card)).toContain(logoMarkBody())
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
})

test("renders a 1200×630 PNG on the navy ground", async () => {
  const png = await renderSocialImage(card)
  const { format, width, height } = await sharp(png).metadata()
  expect({ format, width, height }).toEqual({ format: "png", width: WIDTH, height: HEIGHT })
  // Top-left corner: the gradient starts at navy #0B2545.
  const { data } = await sharp(png)
    .extract({ left: 2, top: 2, width: 1, height: 1 })
    .raw()
    .toBuffer({ resolveWithObject: true })
  expect([data[0], data[1], data[2]]).toEqual([0x0b, 0x25, 0x45])
})

test("writes each card to its path under the public folder", async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "og-"))
  try {
    const written = await writeSocialImages(dir, [{ ...card, path: "/og/services/ndt.png" }])
    expect(written).toEqual([path.join(dir, "og", "services", "ndt.png")])
    expect((await sharp(written[0]).metadata()).width).toBe(WIDTH)
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
})
