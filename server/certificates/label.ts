import QRCode from "qrcode"
import type { CertificateKind } from "../../src/lib/certificate-kinds"
import { verifyLink } from "../../src/lib/verify-link"
import type { Certificate } from "../storage/schema"
import { signLabel, type LabelSigner } from "./label-signing"

// The link a scanned label opens, defined once for the label and the client register.
export { verifyLink }

// The signed link of a stored record.
export function signedVerifyLink(siteUrl: string, signer: LabelSigner, record: Certificate): string {
  const signed = signLabel(signer, {
    number: record.number,
    kind: record.kind as CertificateKind,
    item: record.item,
    serial: record.serial,
    inspectedOn: record.inspected_on,
    validUntil: record.valid_until,
  })
  return verifyLink(siteUrl, record.number, record.code, signed)
}

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`)

// The signed code in lines that fit the label's width, in small mono type: what a checker types or pastes (from a
// printout or a PDF) into /verify/'s "signed code" field when the QR cannot be scanned. 1.6 mm type (about 4.5 pt)
// is the smallest a laser or thermal label printer keeps legible; the code is about 200 characters, so 5–6 lines.
const SIGNED_TYPE_MM = 1.6
const MONO_ADVANCE = 0.6 // a mono font's character width, in em

function signedLines(signed: string, size: number) {
  const fontSize = (SIGNED_TYPE_MM * size) / 40
  const perLine = Math.floor((size - 4) / (MONO_ADVANCE * fontSize))
  const lines: string[] = []
  for (let start = 0; start < signed.length; start += perLine) lines.push(signed.slice(start, start + perLine))
  return { fontSize, lines }
}

// A label to print: the QR code (medium error correction survives a scuffed sticker), beneath it the number and
// the verification code (both already in the QR's link), then the signed code; in millimetres, 40 mm wide
// whatever the printer. The code and the signed code are read off the link the QR holds, so the print and the QR
// cannot disagree.
export async function labelSvg(link: string, number: string): Promise<string> {
  const qr = await QRCode.toString(link, {
    type: "svg",
    margin: 2,
    errorCorrectionLevel: "M",
  })
  const size = Number(/viewBox="0 0 (\d+) \d+"/.exec(qr)![1])
  const modules = qr.replace(/^<svg[^>]*>/, "").replace(/<\/svg>\s*$/, "")
  const url = new URL(link)
  const code = url.searchParams.get("c") ?? ""
  const signed = signedLines(url.hash.slice(1), size)
  const lineHeight = signed.fontSize * 1.25
  const height = size + 6 + signed.lines.length * lineHeight + (signed.lines.length ? 1 : 0)
  const mono = 'font-family="DejaVu Sans Mono, monospace" fill="#000000"'
  const signedText = signed.lines
    .map(
      (line, index) =>
        `<tspan x="2" y="${(size + 7 + (index + 1) * lineHeight).toFixed(2)}">${escapeXml(line)}</tspan>`,
    )
    .join("")
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="40mm" height="${((40 * height) / size).toFixed(2)}mm" viewBox="0 0 ${size} ${height.toFixed(2)}" shape-rendering="crispEdges">` +
    `<rect width="${size}" height="${height.toFixed(2)}" fill="#ffffff"/>${modules}` +
    `<text x="${size / 2}" y="${size + 3.5}" text-anchor="middle" ${mono} font-size="3">${escapeXml(`${number}  ${code}`.trim())}</text>` +
    (signedText ? `<text ${mono} font-size="${signed.fontSize.toFixed(2)}">${signedText}</text>` : "") +
    `</svg>`
  )
}

const PRINT_STYLE =
  "@page{size:A4;margin:10mm}body{margin:0;display:flex;flex-wrap:wrap;gap:6mm}" + "figure{margin:0;break-inside:avoid}"

// A page of labels for the browser's print dialog: a grid of 40 mm labels on A4.
export function labelsPage(labels: { number: string; svg: string }[]): string {
  const cells = labels.map(({ number, svg }) => `<figure aria-label="${escapeXml(number)}">${svg}</figure>`).join("")
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex">` +
    `<title>Certificate labels</title><style>${PRINT_STYLE}</style></head><body>${cells}</body></html>`
  )
}
